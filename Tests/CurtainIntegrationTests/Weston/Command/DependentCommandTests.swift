import CurtainTestSupport
import Foundation
import Testing

/// `curtain` as `Tests/Dependent` builds it: from the command's own sources, in a package outside the checkout that
/// depends on Curtain as an app does, so it sees the library's public API and no `package` symbol
/// (scripts/build-examples, which scripts/test runs). Run on the harness's weston with real keys, it answers an
/// alert as the package's own `curtain` does.
@Suite("curtain built on the public API, on weston", .serialized, .integrationTimeLimit, .blocking)
struct DependentCommandTests {
    let weston: WestonHarness
    let client: TestClient
    let input: TestInput

    init() throws {
        weston = try WestonHarness()
        client = try TestClient.connecting(to: weston)
        input = try TestInput(client)
        try weston.waitForBackground()
    }

    /// The dependent's `curtain` (its target `DependentCurtain`), where scripts/build-examples puts it.
    static func executable() throws -> String {
        let path = CurtainProcess.packageRoot.appendingPathComponent(".build/examples/Dependent/debug/DependentCurtain").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CurtainProcess.Missing(description: "\(path) is missing: run scripts/build-examples (scripts/test does)")
        }
        return path
    }

    /// Runs the dependent's `curtain` with `arguments` until its dialog is up, taps `key`, and waits for its end.
    private func answer(_ arguments: [String], with key: EvdevKey) throws -> CurtainProcess.Result {
        let run = try CurtainProcess(arguments, executable: Self.executable(), on: weston)
        try run.waitUntilPresented(input)
        try input.sync()
        input.tap(key)
        try input.sync()
        return try run.finish()
    }

    @Test func returnChoosesTheDefaultButtonWhichIsPrinted() throws {
        let result = try answer(
            [
                "alert", "--transition", "none", "--title", "Built outside the package",
                "--message", "Only the public API", "--button", "Cancel:cancel", "--button", "Save",
            ],
            with: .enter)
        #expect(result.status == 0 && result.stdout == "Save\n", "\(result.stderr)")
    }

    @Test func escapeChoosesCancelWhichExitsOne() throws {
        let result = try answer(
            ["alert", "--transition", "none", "--message", "Cancel me", "--button", "Cancel:cancel", "--button", "OK"],
            with: .escape)
        #expect(result.status == 1 && result.stdout == "Cancel\n", "\(result.stderr)")
    }
}
