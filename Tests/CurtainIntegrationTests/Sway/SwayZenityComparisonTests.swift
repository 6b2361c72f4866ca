import CurtainTestSupport
import Foundation
import Testing

/// The message, entry, list and progress comparisons again on sway: each case of the weston suites run by zenity
/// 3.44 and by curtain on a fresh sway, with the same stdin and the same keys through sway's seat, comparing stdout,
/// exit status and a signal to the parent, as on weston.
///
/// GTK's keyboard handling can differ between compositors (sway gives a new window the focus itself, floats dialogs,
/// and sends its own keymap and modifiers), so the keyboard table holds only where both agree on both. Cases that
/// record a difference from zenity expect each program's own outcome here too. Cases that wait for a popup menu
/// (weston's test protocol lists popups; sway's IPC does not) stay weston's.
@Suite("zenity message, entry, list and progress dialogs: curtain against zenity 3.44 on sway", .integrationTimeLimit, .blocking)
struct SwayZenityComparisonTests {
    static let cases: [ZenityCase] =
        (MessageModeIntegrationTests.cases + ListModeIntegrationTests.cases + ProgressCommandIntegrationTests.cases)
        .filter { testCase in !testCase.steps.contains { if case .waitForMenu = $0 { true } else { false } } }

    @Test("the weston comparisons cover every dialog this suite names, so none is left to weston alone")
    func casesCoverEachDialog() {
        for option in ["--question", "--info", "--warning", "--error", "--entry", "--list", "--progress"] {
            #expect(Self.cases.contains { $0.arguments.contains(option) }, "no case opens \(option)")
        }
    }

    @Test(arguments: cases) func printsWhatZenityPrints(_ testCase: ZenityCase) throws {
        let sway = try SwayHarness()
        defer { sway.stop() }
        let expected = try Self.run(testCase, zenity: true, on: sway)
        let actual = try Self.run(testCase, zenity: false, on: sway)
        testCase.expect(curtain: actual, asZenity: expected)
    }

    /// Runs `testCase` by zenity or by curtain on `sway`: its stdin from a file or a pipe kept open, under `/bin/sh`
    /// when the case compares a signal to the parent, and its steps once sway has focused the dialog's window and
    /// the program has read its stdin. sway's keyboard was plugged in when sway started, before the program, so GTK
    /// sees it.
    static func run(_ testCase: ZenityCase, zenity: Bool, on sway: SwayHarness) throws -> ZenityCase.Outcome {
        let program = zenity ? try CommandFixture.zenityPath() : try CurtainProcess.executable("curtain")
        let pipe = testCase.keepsInputOpen ? OpenInput(testCase.standardInput ?? "") : nil
        let environment = testCase.environment.merging(["GDK_BACKEND": "wayland", "NO_AT_BRIDGE": "1"]) { $1 }
        let text = pipe == nil ? testCase.standardInput : nil
        let run =
            testCase.runsUnderShell
            ? try CurtainProcess(
                ["-c", "\"$0\" \"$@\"; echo \"exit $?\"", program] + testCase.arguments, executable: "/bin/sh",
                on: sway, environment: environment, standardInput: pipe?.handle, input: text)
            : try CurtainProcess(
                testCase.arguments, executable: program, on: sway, environment: environment,
                standardInput: pipe?.handle, input: text)
        let dialog = testCase.runsUnderShell ? try child(of: run.process.processIdentifier) : run.process.processIdentifier
        try sway.waitForWindow(of: dialog)
        try run.waitUntilInputIsRead()
        try pipe?.waitUntilRead(orUntil: { !run.process.isRunning })
        // Read is not yet handled: the first keys must find the dialog in the state its stdin put it in (at 100 %,
        // OK sensitive and focused). Once it is back in its event loop's wait with nothing runnable, it has.
        try waitUntilIdle(dialog)
        for step in testCase.steps {
            switch step {
            case .key(let key, let modifiers): try handled(by: dialog) { sway.tap(key, holding: modifiers) }
            case .type(let text): try handled(by: dialog) { try sway.type(text) }
            case .send(let text):
                guard let pipe else { throw CurtainProcess.Missing(description: "stdin is not kept open: nothing to send to") }
                try pipe.send(text, orUntil: { !run.process.isRunning })
                try waitUntilIdle(dialog)
            case .waitForMenu:
                throw CurtainProcess.Missing(description: "sway lists no popups: \(testCase.name) stays weston's")
            }
        }
        // A tap whose round trip failed (sway hung past the deadline, or its connection broke) sent nothing after.
        if let error = sway.keyboard?.tapError { throw error }
        let result = try run.finish()
        pipe?.close()
        return ZenityCase.Outcome(
            stdout: result.stdout, status: result.status, isSignalled: run.process.terminationReason == .uncaughtSignal,
            stderr: result.stderr)
    }

    /// Waits until `dialog` is back in its event loop's wait with no thread runnable: it has handled everything
    /// sent to it so far. A dialog that has exited has too.
    ///
    /// - Throws: ``CurtainProcess/Missing`` when it is still busy after the deadline, which only guards a hang: the
    ///   keys that follow would find it in another state than the case means.
    static func waitUntilIdle(_ dialog: Int32) throws {
        guard waitUntil(timeout: .seconds(30), { (try? ProcessThreads.isWaitingForEvents(dialog)) ?? true }) else {
            throw CurtainProcess.Missing(description: "the dialog \(dialog) was still busy after 30 s")
        }
    }

    /// Sends keys with `send` and returns once the dialog has handled them: it was idle before them, and its main
    /// thread has woken since and is asleep again, with no thread runnable. When `send` returns sway has written
    /// the keys into the dialog's socket (``VirtualKeyboard``), so the first sleep after it follows their reading;
    /// counted from an idle dialog, no wake-up before the keys came can pass for it. Without this, stdin written
    /// next (a progress dialog's `100`) could be read before the keys, and the keys would answer another dialog
    /// state than the case means. A dialog that has exited has handled them; the deadline only guards a hang.
    static func handled(by dialog: Int32, _ send: () throws -> Void) throws {
        func mainThreadWakeUps() -> Int? {
            guard let status = try? String(contentsOfFile: "/proc/\(dialog)/task/\(dialog)/status", encoding: .utf8)
            else { return nil }
            let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
            return line?.split(separator: "\t").last.flatMap { Int($0) }
        }
        try waitUntilIdle(dialog)
        let before = mainThreadWakeUps()
        try send()
        guard let before else { return }
        let handled = waitUntil(timeout: .seconds(30)) {
            guard let now = mainThreadWakeUps() else { return true }
            return now > before && ((try? ProcessThreads.isWaitingForEvents(dialog)) ?? true)
        }
        guard handled else { throw CurtainProcess.Missing(description: "the dialog \(dialog) did not handle the keys in 30 s") }
    }

    /// The process `/bin/sh` started for the dialog: its one child, once it has forked.
    static func child(of shell: Int32) throws -> Int32 {
        var found: Int32?
        let forked = waitUntil(timeout: .seconds(30), interval: .milliseconds(5)) {
            let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { Int32($0) }
            found = pids.first { ProgressCommandIntegrationTests.parent(of: $0) == shell }
            return found != nil
        }
        guard forked, let found else { throw CurtainProcess.Missing(description: "the shell \(shell) started no dialog") }
        return found
    }
}
