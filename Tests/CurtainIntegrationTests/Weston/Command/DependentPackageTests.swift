import CurtainTestSupport
import Foundation
import Testing

/// The programs of `Tests/Dependent`, a package outside the checkout that depends on Curtain as an app does and so
/// sees the library's public API and no `package` symbol (scripts/build-examples builds it; scripts/test runs that),
/// run on the harness's weston with real keys: `curtain` built from the command's own sources answers an alert as
/// the package's own does, and DependentApp's `async` main awaits an alert while a task updates its window.
@Suite("Tests/Dependent's programs on weston", .serialized, .integrationTimeLimit, .blocking)
struct DependentPackageTests {
    let weston: WestonHarness
    let client: TestClient
    let input: TestInput

    init() throws {
        weston = try WestonHarness()
        client = try TestClient.connecting(to: weston)
        input = try TestInput(client)
        try weston.waitForBackground()
    }

    /// One of the dependent's executables (`DependentCurtain` is its `curtain`), where scripts/build-examples puts it.
    static func executable(_ name: String) throws -> String {
        let path = CurtainProcess.packageRoot.appendingPathComponent(".build/examples/Dependent/debug/\(name)").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CurtainProcess.Missing(description: "\(path) is missing: run scripts/build-examples (scripts/test does)")
        }
        return path
    }

    /// Runs `executable` with `arguments` until its alert is up, taps `key`, and waits for its end.
    private func answer(_ executable: String, _ arguments: [String] = [], with key: EvdevKey) throws
        -> CurtainProcess.Result
    {
        let run = try CurtainProcess(arguments, executable: Self.executable(executable), on: weston)
        try run.waitUntilPresented(input)
        try input.sync()
        input.tap(key)
        try input.sync()
        return try run.finish()
    }

    @Test func theCommandsReturnChoosesTheDefaultButtonWhichIsPrinted() throws {
        let result = try answer(
            "DependentCurtain",
            [
                "alert", "--transition", "none", "--title", "Built outside the package",
                "--message", "Only the public API", "--button", "Cancel:cancel", "--button", "Save",
            ],
            with: .enter)
        #expect(result.status == 0 && result.stdout == "Save\n", "\(result.stderr)")
    }

    @Test func theCommandsEscapeChoosesCancelWhichExitsOne() throws {
        let result = try answer(
            "DependentCurtain",
            ["alert", "--transition", "none", "--message", "Cancel me", "--button", "Cancel:cancel", "--button", "OK"],
            with: .escape)
        #expect(result.status == 1 && result.stdout == "Cancel\n", "\(result.stderr)")
    }

    /// The awaited answer is printed, and so is the label a task changed while the window was open.
    @Test(arguments: [(EvdevKey.enter, "Keep"), (EvdevKey.escape, "Discard")])
    func theAppsAwaitedAnswerIsPrintedWithTheLabelItsTaskUpdated(key: EvdevKey, title: String) throws {
        let result = try answer("DependentApp", with: key)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(lines.first == Substring(title), "\(result.stdout)")
        #expect(lines.count == 3 && lines[1].hasPrefix("Update "), "the label shows the task's update: \(result.stdout)")
    }
}
