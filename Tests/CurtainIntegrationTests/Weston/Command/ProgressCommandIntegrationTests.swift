import CurtainTestSupport
import Foundation
import Testing

/// `--progress` end to end on weston, fed through a real pipe and answered with real keys, run twice per case:
/// once by zenity 3.44 itself and once by curtain, whose stdout, exit status and signal to its parent
/// (`--auto-kill`) must be zenity's; and no wake-up while stdin is silent.
@Suite("zenity --progress on weston", .serialized, .integrationTimeLimit, .blocking)
struct ProgressCommandIntegrationTests: CommandSuite {
    typealias Step = CommandFixture.Step

    static let enter = Step.key(.enter), escape = Step.key(.escape), space = Step.key(.space), tab = Step.key(.tab)
    static let backTab = Step.key(.tab, holding: [.leftShift]), left = Step.key(.left), right = Step.key(.right)
    /// Ends a dialog a key left below 100 %: 100 % makes OK sensitive and gives it the focus.
    static let finish: [Step] = [.send("100\n"), enter]

    /// A case below 100 %: stdin holds 50 % and stays open, so that only the keys can end the dialog, and then
    /// 100 % and Return.
    static func below(_ name: String, _ options: [String], _ keys: [Step], witness: ZenityKeyboardTable.Column) -> ZenityCase {
        ZenityCase(
            name: (["progress"] + options).joined(separator: " ") + " at 50 %: " + name,
            row: (["--progress"] + options).joined(separator: " ") + " below 100 %", arguments: ["--progress"] + options,
            standardInput: "50\n", keepsInputOpen: true, runsUnderShell: options.contains("--auto-kill"),
            steps: keys + finish, witness: witness)
    }

    /// A case at 100 %: stdin holds 100 % and ends.
    static func atHundred(_ name: String, _ options: [String], _ keys: [Step], witness: ZenityKeyboardTable.Column)
        -> ZenityCase
    {
        ZenityCase(
            name: (["progress"] + options).joined(separator: " ") + " at 100 %: " + name,
            row: (["--progress"] + options).joined(separator: " ") + " at 100 %", arguments: ["--progress"] + options,
            standardInput: "100\n", runsUnderShell: options.contains("--auto-kill"), steps: keys, witness: witness)
    }

    /// `--progress` in each state its keys differ in, run by zenity 3.44 and by curtain with the same stdin and keys
    /// (`MessageModeIntegrationTests` holds the first ones). With `--auto-kill` each runs under `/bin/sh`, which
    /// prints the dialog's exit status unless the dialog hung it up.
    static let cases: [ZenityCase] = [
        below("Space, then 100 %, Return", [], [space], witness: .space),
        below("Tab, Return, then 100 %, Return", [], [tab, enter], witness: .tab),
        below("Shift+Tab, Return, then 100 %, Return", [], [backTab, enter], witness: .backTab),
        below("Left, Return, then 100 %, Return", [], [left, enter], witness: .moving),
        atHundred("Space", [], [space, escape], witness: .space),
        atHundred("Shift+Tab, Return", [], [backTab, enter, escape], witness: .backTab),
        atHundred("Left, Return", [], [left, enter, escape], witness: .moving),
        below("Return, then 100 %, Return", ["--no-cancel"], [enter], witness: .return),
        below("Space, then 100 %, Return", ["--no-cancel"], [space], witness: .space),
        below("Tab, Return, then 100 %, Return", ["--no-cancel"], [tab, enter], witness: .tab),
        below("Shift+Tab, Return, then 100 %, Return", ["--no-cancel"], [backTab, enter], witness: .backTab),
        below("Right, Return, then 100 %, Return", ["--no-cancel"], [right, enter], witness: .moving),
        atHundred("Return", ["--no-cancel"], [enter], witness: .return),
        atHundred("Space", ["--no-cancel"], [space, enter], witness: .space),
        atHundred("Escape, Return", ["--no-cancel"], [escape, enter], witness: .escape),
        atHundred("Tab, Return", ["--no-cancel"], [tab, enter, escape], witness: .tab),
        atHundred("Shift+Tab, Return", ["--no-cancel"], [backTab, enter, escape], witness: .backTab),
        atHundred("Left, Return", ["--no-cancel"], [left, enter, escape], witness: .moving),
        below("Return, then 100 %, Return", ["--auto-kill"], [enter], witness: .return),
        below("Space", ["--auto-kill"], [space], witness: .space),
        below("Escape", ["--auto-kill"], [escape], witness: .escape),
        below("Tab, Return", ["--auto-kill"], [tab, enter], witness: .tab),
        below("Shift+Tab, Return", ["--auto-kill"], [backTab, enter], witness: .backTab),
        below("Left, Return", ["--auto-kill"], [left, enter], witness: .moving),
        atHundred("Return", ["--auto-kill"], [enter], witness: .return),
        atHundred("Space", ["--auto-kill"], [space, enter], witness: .space),
        atHundred("Escape", ["--auto-kill"], [escape, enter], witness: .escape),
        atHundred("Tab, Return", ["--auto-kill"], [tab, enter, escape], witness: .tab),
        atHundred("Shift+Tab, Return", ["--auto-kill"], [backTab, enter, escape], witness: .backTab),
        atHundred("Left, Return", ["--auto-kill"], [left, enter, escape], witness: .moving),
    ]

    @Test(arguments: cases) func printsWhatZenityPrints(_ testCase: ZenityCase) throws {
        try fixture.expect(testCase)
    }

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    /// A pipe for curtain's stdin whose read end the test keeps open too, to see when curtain has
    /// read everything (Foundation's `Pipe` closes the child's end in the parent).
    private final class InputPipe {
        let readEnd: Int32
        let writeEnd: Int32

        init() {
            var fds: [Int32] = [-1, -1]
            precondition(pipe(&fds) == 0)
            (readEnd, writeEnd) = (fds[0], fds[1])
        }

        deinit {
            close(readEnd)
            closeWriteEnd()
        }

        private var isWriteOpen = true

        func write(_ text: String) {
            var bytes = Array(text.utf8)
            _ = Glibc.write(writeEnd, &bytes, bytes.count)
        }

        func closeWriteEnd() {
            if isWriteOpen { close(writeEnd) }
            isWriteOpen = false
        }

        /// The child's stdin; the descriptor stays the test's.
        var handle: FileHandle { FileHandle(fileDescriptor: readEnd, closeOnDealloc: false) }
    }

    /// A running progress dialog and the pipe that is its stdin.
    private struct Dialog {
        let run: CurtainProcess
        let stdin: InputPipe

        /// Writes `text` and waits until the program has read all of it (the pipe is empty again) and handled it (it
        /// waits for its next event), so keys sent next reach a dialog that has seen every line; or until it exited.
        ///
        /// zenity reads the pipe into GLib's buffer at once, then handles line after line with GTK's pending events
        /// in between: with the pipe empty, a Return could still reach it before the last line enabled OK. Once no
        /// thread of it can run and its main thread is back in its loop's poll, every line is handled.
        func send(_ text: String) throws {
            stdin.write(text)
            let fd = stdin.readEnd
            let process = run.process
            let handled = waitUntil(timeout: .seconds(60)) {
                var pending: Int32 = 0
                guard ioctl(fd, UInt(FIONREAD), &pending) == 0, pending == 0 else { return !process.isRunning }
                return !process.isRunning || ((try? ProcessThreads.isWaitingForEvents(process.processIdentifier)) ?? true)
            }
            guard handled else { throw CurtainProcess.Missing(description: "the dialog did not read its stdin") }
        }

        func closeInput() { stdin.closeWriteEnd() }
    }

    /// Starts `arguments` by zenity 3.44 or by curtain with `initial` already in its stdin (and read), waits until
    /// weston shows its window and has repainted once.
    private func start(
        _ arguments: [String], zenity: Bool = false, initial: String = "", closed: Bool = false
    ) throws -> Dialog {
        let pipe = InputPipe()
        if closed { pipe.closeWriteEnd() }
        let run = try CurtainProcess(
            arguments, executable: zenity ? CommandFixture.zenityPath() : nil, on: weston,
            environment: Self.toolkitEnvironment, standardInput: pipe.handle)
        let dialog = Dialog(run: run, stdin: pipe)
        _ = try run.waitForWindow(input)
        // zenity reads stdin once its window is up: the text goes in now, and each key waits until it was read.
        if !initial.isEmpty { try dialog.send(initial) }
        try input.sync()
        return dialog
    }

    /// GTK on weston's Wayland socket, without the accessibility bridge (no bus here); curtain ignores both.
    private static let toolkitEnvironment = ["GDK_BACKEND": "wayland", "NO_AT_BRIDGE": "1"]

    private func tap(_ keys: EvdevKey...) throws {
        for key in keys { input.tap(key) }
        try input.sync()
    }

    /// Runs `scenario` on a dialog of zenity 3.44, then on one of curtain, started alike, and expects curtain to
    /// print what zenity printed and to exit as it did; returns curtain's result.
    @discardableResult
    private func expectSameAsZenity(
        _ arguments: [String], initial: String = "", closed: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation, _ scenario: (Dialog) throws -> Void
    ) throws -> CurtainProcess.Result {
        var results: [CurtainProcess.Result] = []
        for zenity in [true, false] {
            let dialog = try start(arguments, zenity: zenity, initial: initial, closed: closed)
            try scenario(dialog)
            results.append(try dialog.run.finish())
        }
        let (expected, actual) = (results[0], results[1])
        #expect(
            actual.stdout == expected.stdout, "zenity printed \(expected.stdout.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(
            actual.status == expected.status, "zenity exited \(expected.status); curtain's stderr: \(actual.stderr)",
            sourceLocation: sourceLocation)
        return actual
    }

    @Test func returnDoesNotChooseOKBeforeHundred() throws {
        // Escape after Return: a dialog that answers it with 1 was still up when Return arrived, or Return cancelled
        // (weston delivers the two keys in order). Had Return chosen OK below 100 %, the exit would be 0.
        let result = try expectSameAsZenity(["--progress", "--text", "Copying"]) { dialog in
            try dialog.send("10\n#Halfway\n50\n")
            try tap(.enter, .escape)
        }
        #expect(result.status == 1, "Return did not choose the insensitive OK below 100 %")
    }

    @Test func returnBelowHundredThenAtHundred() throws {
        // zenity 3.44 gives the focus to Cancel while OK is insensitive, so Return below 100 % cancels (exit 1), and
        // so does curtain: the 100 % and Return after it reach no dialog.
        try expectSameAsZenity(["--progress", "--text", "Copying"]) { dialog in
            try dialog.send("10\n#Halfway\n50\n")
            try tap(.enter)
            try dialog.send("100\n")
            try tap(.enter)
        }
    }

    @Test func returnChoosesOKAtHundred() throws {
        try expectSameAsZenity(["--progress", "--text", "Copying"]) { dialog in
            try dialog.send("10\n#Halfway\n50\ngarbage\n-5\n150\n")
            try tap(.enter)
        }
    }

    @Test func escapeCancels() throws {
        try expectSameAsZenity(["--progress", "--percentage=20"]) { dialog in
            try dialog.send("30\n")
            try tap(.escape)
        }
    }

    @Test func theCancelButtonCancels() throws {
        // Tab to Cancel (OK is disabled), then press it.
        try expectSameAsZenity(["--progress"]) { _ in try tap(.tab, .enter) }
    }

    @Test func stdinClosedAtOnceEnablesOK() throws {
        // stdin is at its end before the program starts: it sees the end before its window maps.
        try expectSameAsZenity(["--progress"], closed: true) { _ in try tap(.enter) }
    }

    @Test func autoCloseWaitsForAHundred() throws {
        // 99.9 read, then Escape: a dialog that closed itself at 99.9 would have exited 0 before the key came.
        let result = try expectSameAsZenity(["--progress", "--auto-close"]) { dialog in
            try dialog.send("99.9\n")
            try tap(.escape)
        }
        #expect(result.status == 1, "99.9 is 99 %, as zenity reads it: the dialog stayed up for Escape")
    }

    @Test func autoCloseAtHundredAndAtEndOfInput() throws {
        try expectSameAsZenity(["--progress", "--auto-close"]) { dialog in try dialog.send("100\n") }
        try expectSameAsZenity(["--progress", "--pulsate", "--auto-close"], initial: "#busy\n") { dialog in
            dialog.closeInput()
        }
    }

    /// Runs `program --progress --auto-kill` under `sh`, which would print "survived" after it, and cancels it.
    private func cancelUnderAShell(
        _ program: String
    ) throws -> (result: CurtainProcess.Result, reason: Process.TerminationReason) {
        let pipe = InputPipe()
        let run = try CurtainProcess(
            ["-c", "\"$0\" --progress --auto-kill; echo survived", program], executable: "/bin/sh", on: weston,
            environment: Self.toolkitEnvironment, standardInput: pipe.handle)
        let shell = run.process.processIdentifier
        _ = try input.waitForView(timeout: .seconds(10)) { view in
            view.role == "xdg_toplevel" && Self.parent(of: view.pid) == shell
        }
        try input.sync()
        try tap(.tab, .enter)
        let result = try run.finish()
        return (result, run.process.terminationReason)
    }

    @Test func autoKillSendsHangUpToTheParentOnCancel() throws {
        let zenity = try cancelUnderAShell(CommandFixture.zenityPath())
        let curtain = try cancelUnderAShell(CurtainProcess.executable("curtain"))
        #expect(
            curtain.reason == zenity.reason && curtain.result.status == zenity.result.status,
            "zenity's shell ended by \(zenity.reason) \(zenity.result.status), curtain's by \(curtain.reason) \(curtain.result.status)"
        )
        #expect(curtain.result.stdout == zenity.result.stdout, "zenity's shell printed \(zenity.result.stdout.debugDescription)")
        #expect(curtain.reason == .uncaughtSignal && curtain.result.status == SIGHUP, "the parent got SIGHUP")
    }

    @Test func idleDialogDoesNotWakeWhileStdinIsSilent() async throws {
        let dialog = try start(["--progress", "--text", "Waiting"])
        try dialog.send("40\n#still working\n")
        // Two repaints: the frames drawn for what was read are out and their callbacks sent.
        try input.sync()
        try input.sync()
        let pid = dialog.run.process.processIdentifier
        // Then once no thread of curtain is runnable, it has handled all of it.
        #expect(try waitUntil(timeout: .seconds(60)) { try ProcessThreads.isAsleep(pid) }, "curtain never went to sleep")
        let before = try ProcessThreads.wakeUps(of: pid)
        // Nothing is written for a second, the interval counted: the loop must sleep in poll(2), neither spinning
        // nor waking on a timer. Counted, not timed: a busy machine makes each wake-up slower, not more frequent.
        try await Task.sleep(for: .seconds(1))
        let after = try ProcessThreads.wakeUps(of: pid)
        let wakeUps = ProcessThreads.wakeUps(from: before, to: after)
        // 2 allows for a stray repaint; a loop that polled would wake every few milliseconds.
        #expect(wakeUps.count <= 2, "curtain's threads woke \(wakeUps.count) times in an idle second: \(wakeUps.threads)")
        print("idle curtain --progress: \(wakeUps.count) wake-ups in a second: \(wakeUps.threads)")
        try dialog.send("100\n")
        try tap(.enter)
        #expect(try dialog.run.finish().status == 0)
    }

    /// The parent process id of `pid`, from `/proc/PID/stat`.
    static func parent(of pid: Int32) -> Int32? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return Int32(stat[stat.index(after: close)...].split(separator: " ")[1])
    }
}
