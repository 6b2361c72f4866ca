import CurtainTestSupport
import Foundation
import Testing

/// `curtain --progress` end to end on weston, fed through a real pipe and answered with real keys:
/// the exit codes and (empty) stdout zenity 3.44 gives, and no CPU while stdin is silent.
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

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatZenityPrints(_ testCase: ZenityCase) throws {
        try fixture.expect(testCase)
    }

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

        /// Writes `text` and waits until curtain has read all of it (the pipe is empty again), so
        /// keys sent next reach a dialog that has seen it.
        func send(_ text: String) throws {
            stdin.write(text)
            let fd = stdin.readEnd
            let drained = waitUntil(timeout: .seconds(5)) {
                var pending: Int32 = 0
                return ioctl(fd, UInt(FIONREAD), &pending) == 0 && pending == 0
            }
            guard drained else { throw CurtainProcess.Missing(description: "curtain did not read its stdin") }
        }

        func closeInput() { stdin.closeWriteEnd() }
    }

    private func start(_ arguments: [String], initial: String = "", closed: Bool = false) throws -> Dialog {
        let pipe = InputPipe()
        pipe.write(initial)
        if closed { pipe.closeWriteEnd() }
        let run = try CurtainProcess(arguments, on: weston, standardInput: pipe.handle)
        let dialog = Dialog(run: run, stdin: pipe)
        _ = try run.waitForWindow(input)
        try input.sync()
        return dialog
    }

    private func tap(_ keys: EvdevKey...) throws {
        for key in keys { input.tap(key) }
        try input.sync()
    }

    @Test func returnDoesNothingBeforeHundredThenChoosesOK() throws {
        // With --no-cancel no button has the focus below 100 % (otherwise Cancel has it, and takes Return).
        let dialog = try start(["--progress", "--no-cancel", "--text", "Copying"])
        try dialog.send("10\n#Halfway\n50\n")
        try tap(.enter)
        #expect(dialog.run.process.isRunning, "OK is disabled below 100 %")
        try dialog.send("garbage\n-5\n150\n")
        try tap(.enter)
        let result = try dialog.run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func escapeCancelsWithExitOne() throws {
        let dialog = try start(["--progress", "--percentage=20"])
        try dialog.send("30\n")
        try tap(.escape)
        let result = try dialog.run.finish()
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test func cancelButtonExitsOne() throws {
        let dialog = try start(["--progress"])
        try tap(.tab, .enter)  // focus Cancel (OK is disabled), then press it
        let result = try dialog.run.finish()
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test func stdinClosedAtOnceEnablesOK() throws {
        // stdin is at its end before curtain starts: it sees the end before its window maps.
        let dialog = try start(["--progress"], closed: true)
        try tap(.enter)
        let result = try dialog.run.finish()
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func autoCloseAtHundredAndAtEndOfInput() throws {
        let atHundred = try start(["--progress", "--auto-close"])
        try atHundred.send("99.9\n")
        #expect(atHundred.run.process.isRunning, "99.9 is 99 %, as zenity reads it")
        try atHundred.send("100\n")
        #expect(try atHundred.run.finish().status == 0)

        let pulsating = try start(["--progress", "--pulsate", "--auto-close"], initial: "#busy\n")
        pulsating.closeInput()
        #expect(try pulsating.run.finish().status == 0)
    }

    @Test func autoKillSendsHangUpToTheParentOnCancel() throws {
        let curtain = try CurtainProcess.executable("curtain")
        // sh is the parent here: it waits for curtain, then would print "survived".
        let pipe = InputPipe()
        let run = try CurtainProcess(
            ["-c", "\"$0\" --progress --auto-kill; echo survived", curtain], executable: "/bin/sh", on: weston,
            standardInput: pipe.handle)
        let shell = run.process.processIdentifier
        _ = try input.waitForView(timeout: .seconds(10)) { view in
            view.role == "xdg_toplevel" && Self.parent(of: view.pid) == shell
        }
        try input.sync()
        try tap(.tab, .enter)
        let result = try run.finish()
        #expect(run.process.terminationReason == .uncaughtSignal && result.status == SIGHUP)
        #expect(!result.stdout.contains("survived"))
    }

    @Test func idleDialogUsesNoCPUWhileStdinIsSilent() throws {
        let dialog = try start(["--progress", "--text", "Waiting"])
        try dialog.send("40\n#still working\n")
        try input.sync()
        let pid = dialog.run.process.processIdentifier
        let before = try Self.cpuTicks(of: pid)
        // Nothing is written for 1.5 s, the interval measured (not a wait for an event): the loop
        // must sleep in poll(2), neither spinning nor waking on a timer.
        Thread.sleep(forTimeInterval: 1.5)
        let after = try Self.cpuTicks(of: pid)
        #expect(after - before <= 1, "CPU time grew by \(after - before) ticks while idle")
        try dialog.send("100\n")
        try tap(.enter)
        #expect(try dialog.run.finish().status == 0)
    }

    /// utime + stime of `pid`, in clock ticks (`/proc/PID/stat` fields 14 and 15).
    static func cpuTicks(of pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // The command name may contain spaces: fields are counted after its closing parenthesis.
        guard let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }

    /// The parent process id of `pid`, from `/proc/PID/stat`.
    static func parent(of pid: Int32) -> Int32? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return Int32(stat[stat.index(after: close)...].split(separator: " ")[1])
    }
}
