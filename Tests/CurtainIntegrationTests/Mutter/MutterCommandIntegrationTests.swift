import CurtainTestSupport
import Foundation
import Testing
import Wayland
import Curtain

/// The built `curtain` binary on headless mutter 43, answered with keys through mutter's RemoteDesktop API:
/// what a shell script sees on stdout and in `$?` on GNOME.
///
/// mutter has no way to list windows without gnome-shell, so a test knows the alert is up when `curtain` writes
/// its `CURTAIN_STATS` file, at the end of the presenting transition. mutter gives the command's new window
/// keyboard focus on map, without an activation token (see ``MutterIntegrationTests``).
@Suite("curtain alert on mutter", .serialized, MutterSuite(), .integrationTimeLimit, .blocking)
struct MutterCommandIntegrationTests {
    /// Starts `curtain arguments…` on `mutter`, waits until its alert is presented, then taps `key`.
    private func answer(_ arguments: [String], key: EvdevKey) throws -> CurtainProcess.Result {
        let mutter = try MutterSuite.harness()
        let stats = NSTemporaryDirectory() + "curtain-mutter-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: stats) }
        let run = try CurtainProcess(arguments, on: mutter, environment: ["CURTAIN_STATS": stats])
        try waitForPresentation(of: run, stats: stats)
        mutter.tap(key, holding: [])
        #expect(mutter.inputFailures.isEmpty, "\(mutter.inputFailures)")
        return try run.finish()
    }

    /// Waits until `run` has written `stats` (its alert is presented); fails with its output if it never does.
    private func waitForPresentation(of run: CurtainProcess, stats: String) throws {
        let presented = waitUntil(timeout: .seconds(10), interval: .milliseconds(5)) {
            FileManager.default.fileExists(atPath: stats) || !run.process.isRunning
        }
        guard presented, run.process.isRunning else {
            run.stop()
            let result = try run.finish()
            throw CurtainProcess.Missing(
                description: "the alert was not presented on mutter: status \(result.status), "
                    + "stdout \(result.stdout), stderr \(result.stderr)")
        }
    }

    @Test("Return chooses the preferred action", arguments: ["bounce", "zoom"])
    func returnChoosesThePreferredAction(_ transition: String) throws {
        let result = try answer(
            [
                "alert", "--title", "Unsaved changes", "--message", "Save before closing?", "--button", "Cancel:cancel",
                "--button", "Save", "--transition", transition,
            ],
            key: .enter)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Save\n")
        #expect(result.stderr.isEmpty, "no protocol error or warning: \(result.stderr)")
    }

    @Test("--overlay falls back to the dialog window: mutter 43 has no layer-shell")
    func overlayFallsBackToTheDialogWindow() throws {
        let result = try answer(
            ["alert", "--overlay", "--title", "Restart?", "--button", "Later:cancel", "--button", "Restart"], key: .enter)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Restart\n")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func escapeCancels() throws {
        let result = try answer(
            ["alert", "--message", "Really?", "--button", "Cancel:cancel", "--button", "OK", "--transition", "slide"],
            key: .escape)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout == "Cancel\n")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// A script's dialog started while the user types into another client's window: mutter 43 moves the focus
    /// to the dialog's window when it maps, with no `XDG_ACTIVATION_TOKEN` (focus-stealing prevention does not
    /// hold it back), so Return answers the dialog, not the other window.
    @Test @MainActor func dialogTakesTheFocusFromAnotherClientWithoutAnActivationToken() async throws {
        let fixture = try MutterFixture()
        let other = try await fixture.showWindow("the user's editor")
        var keys: [KeyEvent] = []
        other.addKeyInterceptor {
            keys.append($0); return true
        }
        #expect(try await fixture.tap(.a) { !keys.isEmpty }, "the other window had the keyboard")

        let stats = NSTemporaryDirectory() + "curtain-mutter-focus-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: stats) }
        let run = try CurtainProcess(
            ["alert", "--message", "Done.", "--transition", "none"], on: fixture.mutter,
            environment: ["CURTAIN_STATS": stats])
        try waitForPresentation(of: run, stats: stats)
        #expect(try await fixture.run { !other.hasKeyboardFocus }, "mutter moved the focus to the dialog")
        fixture.mutter.tap(.enter, holding: [])
        let result = try run.finish()
        #expect(result.status == 0 && result.stdout == "OK\n", "\(result)")
        // Mutter sends a key to the focused client when it handles it, before it answers a later round trip: had
        // Return gone to the other window, the round trip would have brought it.
        try fixture.app.connection.display.roundtrip()
        try await fixture.run(timeout: .milliseconds(1)) { true }
        #expect(keys.count == 1, "Return went to the dialog, not the other window: \(keys)")
    }

    /// Its own mutter, since it kills it. The deadline is a hang guard, not a measure of speed: how soon a process
    /// runs after the kill is the machine's business (with both cores busy it took 1.4 s).
    @Test func killedMutterExitsThreeWithOneLine() throws {
        let mutter = try MutterHarness()
        let stats = NSTemporaryDirectory() + "curtain-mutter-kill-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: stats) }
        let run = try CurtainProcess(
            [
                "alert", "--title", "Doomed", "--message", "mutter dies now.",
                "--transition", "none",
            ], on: mutter, environment: ["CURTAIN_STATS": stats])
        try waitForPresentation(of: run, stats: stats)
        kill(mutter.pid, SIGKILL)
        let exited = waitUntil(timeout: .seconds(10), interval: .milliseconds(1)) { !run.process.isRunning }
        let result = try run.finish()
        #expect(exited, "curtain still runs 10 s after its compositor died")
        #expect(run.process.terminationReason == .exit, "curtain died of signal \(result.status)")
        #expect(result.status == 3, "status \(result.status); stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("curtain: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        mutter.stop()
    }
}
