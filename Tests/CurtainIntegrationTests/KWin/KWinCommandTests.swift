import CurtainTestSupport
import Foundation
import Glibc
import Testing

/// The built `curtain alert` as a child process of KWin, answered with keys through KWin's fake input: what a
/// shell script sees on stdout and in `$?` on KDE.
///
/// KWin lists no windows to a test, so a run is known to show its alert when its first transition record lands
/// in `CURTAIN_STATS`: the presentation has completed, so KWin has mapped the window and, as it does for a new
/// window, given it the keyboard.
@Suite("curtain alert on KWin", .serialized, .kwin(), .integrationTimeLimit, .blocking)
struct KWinCommandTests {
    /// Starts `curtain arguments…` on `kwin` and waits until its alert is presented.
    private func start(_ arguments: [String], on kwin: KWinHarness) throws -> CurtainProcess {
        // In KWin's runtime directory, which the harness removes: the run rewrites it after every transition.
        let stats = kwin.runtimeDirectory + "/stats-\(UUID().uuidString).json"
        let run = try CurtainProcess(arguments, on: kwin, environment: ["CURTAIN_STATS": stats])
        let presented = waitUntil(timeout: .seconds(15), interval: .milliseconds(5)) {
            FileManager.default.fileExists(atPath: stats) || !run.process.isRunning
        }
        try #require(
            presented && run.process.isRunning,
            "curtain alert did not present its alert on KWin: \(String(describing: try? run.finish()))")
        return run
    }

    @Test(arguments: [(EvdevKey.enter, Int32(0), "Save\n"), (EvdevKey.escape, Int32(1), "Cancel\n")])
    func keysAnswerTheCommandsAlert(key: EvdevKey, status: Int32, stdout: String) throws {
        let kwin = try KWinSession.harness()
        let run = try start(
            [
                "alert", "--title", "Save?", "--button", "Cancel:cancel", "--button", "Save",
                "--transition", "zoom",
            ], on: kwin)
        kwin.tap(key)
        let result = try run.finish()
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stdout == stdout)
        #expect(result.stderr.isEmpty, "no protocol error, no libwayland line: \(result.stderr)")
    }

    @Test func typedTextFollowsTheLabel() throws {
        let kwin = try KWinSession.harness()
        let run = try start(["alert", "--title", "Name", "--entry", "--button", "OK", "--transition", "none"], on: kwin)
        try kwin.type("Ada K")
        kwin.tap(.enter)
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "OK\nAda K\n")
    }

    @Test func killedKWinExitsThreeWithOneLine() throws {
        // A KWin of its own: the suite's must survive this test.
        let kwin = try KWinHarness(socketName: "curtain-kwin-doomed")
        defer { kwin.stop() }
        let run = try start(["alert", "--message", "bye", "--transition", "none"], on: kwin)
        kill(kwin.pid, SIGKILL)
        let result = try run.finish(timeout: .seconds(5))
        #expect(result.status == 3)
        #expect(
            result.stderr.hasPrefix("curtain: ") && result.stderr.filter { $0 == "\n" }.count == 1,
            "\(result.stderr)")
    }
}
