import CurtainTestSupport
import Foundation
import Testing

/// Strings of any length on the command line: libwayland refuses messages over 4096 bytes (it prints
/// `Data too big for buffer` and the connection dies), so a long title or label must never reach the wire
/// whole. The alert shows, answers Return, and nothing appears on stderr.
@Suite("curtain alert with over-long strings on weston", .serialized, .integrationTimeLimit, .blocking)
struct WireLimitIntegrationTests {
    @Test func aTenThousandCharacterTitleShowsAndAnswersReturn() throws {
        let title = String(repeating: "Title ", count: 1_667).prefix(10_000)
        let (result, window) = try answer(["alert", "--title", String(title), "--button", "Cancel:cancel", "--button", "OK"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "OK\n")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(window.title?.hasPrefix("Title Title ") == true, "\(String(describing: window.title?.prefix(40)))")
    }

    @Test func aButtonLabelOf128KBShowsAndAnswersReturn() throws {
        // Just under Linux's limit for one argument (MAX_ARG_STRLEN, 128 KiB with the NUL).
        let label = String(repeating: "B", count: 128 * 1024 - 1)
        let (result, _) = try answer(["alert", "--message", "Long label", "--button", label])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == label + "\n")
        #expect(result.stderr.isEmpty, "\(result.stderr.prefix(200))")
    }

    /// Runs `curtain arguments…` on a fresh weston, waits for its alert, presses Return.
    private func answer(_ arguments: [String]) throws -> (CurtainProcess.Result, MappedView) {
        let weston = try WestonHarness()
        let client = try TestClient.connecting(to: weston)
        let input = try TestInput(client)
        let run = try CurtainProcess(arguments + ["--transition", "none"], on: weston)
        let window = try run.waitForWindow(input)
        _ = try run.waitForPresentation(input)
        try input.sync()
        input.tap(.enter)
        try input.sync()
        return (try run.finish(), window)
    }
}
