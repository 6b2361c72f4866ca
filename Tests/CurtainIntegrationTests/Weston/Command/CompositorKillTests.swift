import CurtainTestSupport
import Foundation
import Testing
import Wayland

/// `curtain alert` whose compositor is SIGKILLed while the alert is still animating in: it must exit 3 with one
/// line on stderr, never hang, never crash or dump core. The deadline is a hang guard, not a measure of speed: how
/// soon a process runs after the kill is the machine's business (with both cores busy, mutter's twin of this test
/// measured 1.4 s).
@Suite("curtain alert when the compositor dies mid-transition", .integrationTimeLimit, .blocking)
struct CompositorKillTests {
    @Test(
        "SIGKILL weston mid-transition: exit 3, one stderr line",
        arguments: ["slide", "zoom", "bounce", "fade"])
    func killedMidTransition(_ transition: String) throws {
        // Whether the kill lands mid-animation is up to the scheduler: under load the test may see the presentation
        // only once a short transition has ended. Such an attempt tests nothing and is made again; every attempt's
        // curtain must still exit as below.
        for attempt in 1...Self.attempts {
            if try killOnce(transition, attempt: attempt) { return }
        }
        Issue.record("in \(Self.attempts) attempts the \(transition) transition always ended before weston died")
    }

    /// How many times a kill that landed after the transition is tried again.
    static let attempts = 5

    /// Starts weston and `curtain alert`, SIGKILLs weston once the alert shows, and checks how curtain ends.
    ///
    /// - Returns: Whether the kill landed mid-transition (else the caller tries again).
    private func killOnce(_ transition: String, attempt: Int) throws -> Bool {
        let weston = try WestonHarness()
        let client = try TestClient.connecting(to: weston)
        let input = try TestInput(client)
        let stats = NSTemporaryDirectory() + "curtain-kill-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: stats) }
        let run = try CurtainProcess(
            [
                "alert", "--title", "Doomed", "--message", "The compositor dies now.", "--transition", transition,
                "--button", "Cancel:cancel", "--button", "OK",
            ],
            on: weston, environment: ["CURTAIN_STATS": stats])
        _ = try run.waitForPresentation(input)

        kill(weston.pid, SIGKILL)
        // CURTAIN_STATS is written when a transition ends: no file means the kill landed mid-animation.
        let wasMidTransition = !FileManager.default.fileExists(atPath: stats)
        let exited = waitUntil(timeout: .seconds(10), interval: .milliseconds(1)) { !run.process.isRunning }
        let result = try run.finish()

        #expect(exited, "curtain still runs 10 s after weston died (attempt \(attempt))")
        #expect(run.process.terminationReason == .exit, "curtain died of signal \(result.status)")
        #expect(result.status == 3, "status \(result.status); stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("curtain: ") && result.stderr.hasSuffix("\n"), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        #expect(
            result.stderr.components(separatedBy: "lost the Wayland connection").count == 2,
            "the reason is said once: \(result.stderr)")
        return wasMidTransition
    }
}
