import CurtainTestSupport
import Foundation
import Testing

/// A zenity command line run twice on the fixture's weston: by zenity 3.44 itself (GTK on Wayland) and by
/// `curtain` in zenity mode, with the same stdin and the same keys, so a suite can expect the same stdout and
/// exit status byte for byte.
extension CommandFixture {
    /// What a test does once the window is up; weston has handled each step before the next.
    enum Step: Sendable {
        case key(EvdevKey, holding: [EvdevKey] = [])
        case type(String)
        /// Waits until weston shows a popup of the program (a menu it opened), so that the keys after it reach the
        /// menu and not the window under it, however loaded the machine.
        case waitForMenu
        /// Writes more to a case's stdin, kept open (``ZenityCase/keepsInputOpen``), and waits until the program has
        /// read it.
        case send(String)
    }

    /// zenity's path; throws naming the Debian package when it is missing (the tests fail, never skip).
    static func zenityPath() throws -> String {
        let path = "/usr/bin/zenity"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CurtainProcess.Missing(
                description: "zenity is missing: install the Debian package zenity (scripts/setup-test does)")
        }
        return path
    }

    /// yad 0.40's path; throws naming the Debian package when it is missing.
    static func yadPath() throws -> String {
        let path = "/usr/bin/yad"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CurtainProcess.Missing(description: "yad is missing: install the Debian package yad (scripts/setup-test does)")
        }
        return path
    }

    /// Runs `arguments` by zenity or by curtain, takes `steps` once its window is mapped, and returns what it
    /// printed and how it exited.
    ///
    /// - Parameters:
    ///   - text: what the program reads on stdin (from a file); `standardInput` gives another handle instead.
    ///   - environment: more variables, such as `LANG` for a run in another language (C.UTF-8 otherwise).
    func run(
        _ arguments: [String], zenity: Bool, input text: String? = nil, standardInput: FileHandle? = nil,
        environment: [String: String] = [:], steps: [Step]
    ) throws -> CurtainProcess.Result {
        let run = try CurtainProcess(
            arguments, executable: zenity ? Self.zenityPath() : nil, on: weston,
            environment: environment.merging(["GDK_BACKEND": "wayland", "NO_AT_BRIDGE": "1"]) { $1 },
            standardInput: standardInput, input: text)
        _ = try run.waitForWindow(input)
        try run.waitUntilInputIsRead()
        try take(steps, popupsOf: run)
        return try run.finish()
    }

    /// Takes `steps` through weston's seat, each one handled before the next.
    func take(_ steps: [Step], popupsOf run: CurtainProcess, stdin pipe: OpenInput? = nil, dialog: Int32? = nil) throws {
        // Read is not yet handled: zenity reads all of its stdin at once, then handles the lines one by one with GTK's
        // events in between. Keys must find the dialog in the state its lines put it in (at 100 %, OK sensitive and
        // focused), so each waits until the dialog is back in its event loop's wait with nothing runnable.
        // The wait guards a hang, not a speed: a dialog that never goes idle fails the step instead of taking keys in
        // a state its lines have not reached.
        func settle() throws {
            guard let dialog else { return }
            let idle = waitUntil(timeout: .seconds(30)) {
                !run.process.isRunning || ((try? ProcessThreads.isWaitingForEvents(dialog)) ?? true)
            }
            guard idle else {
                throw CurtainProcess.Missing(description: "the dialog (pid \(dialog)) did not go idle within 30 s")
            }
        }
        try settle()
        try input.sync()
        for step in steps {
            switch step {
            case .key(let key, let modifiers): input.tap(key, holding: modifiers)
            case .type(let text): try input.type(text)
            case .waitForMenu: _ = try run.waitForPopup(input)
            case .send(let text):
                guard let pipe else { throw CurtainProcess.Missing(description: "stdin is not kept open: nothing to send to") }
                // A dialog that a key before ended reads nothing more.
                try pipe.send(text, orUntil: { !run.process.isRunning })
                try settle()
            }
            try input.sync()
        }
    }

    /// Runs the command line by zenity, then by curtain, and expects curtain to print what zenity printed and to
    /// exit as it did; returns what curtain did, for what a test checks beyond the comparison.
    @discardableResult
    func expectSameAsZenity(
        _ arguments: [String], input text: String? = nil, environment: [String: String] = [:], steps: [Step],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ZenityCase.Outcome {
        try expect(
            ZenityCase(name: "", row: "", arguments: arguments, standardInput: text, environment: environment, steps: steps),
            sourceLocation: sourceLocation)
    }

    /// Runs `testCase` by zenity, then by curtain, with the same stdin and keys, and expects curtain to print what
    /// zenity printed and to exit as it did (with the same signal to the parent, for a case run under a shell); or,
    /// for a case that records a difference, each program to do what the difference says.
    @discardableResult
    func expect(_ testCase: ZenityCase, sourceLocation: SourceLocation = #_sourceLocation) throws -> ZenityCase.Outcome {
        let expected = try run(testCase, zenity: true)
        let actual = try run(testCase, zenity: false)
        testCase.expect(curtain: actual, asZenity: expected, sourceLocation: sourceLocation)
        return actual
    }

    /// Runs `testCase` by zenity or by curtain: its stdin from a file or from a pipe kept open until the end, under
    /// `/bin/sh` when the case asks for a parent to signal, and its steps once the window is up and the stdin read.
    func run(_ testCase: ZenityCase, zenity: Bool) throws -> ZenityCase.Outcome {
        let program =
            zenity
            ? try (testCase.peer == .yad ? Self.yadPath() : Self.zenityPath()) : try CurtainProcess.executable("curtain")
        // curtain runs the peer's command line as `curtain yad …` (yad), or as it is (zenity's options).
        let arguments = zenity || testCase.peer == .zenity ? testCase.arguments : ["yad"] + testCase.arguments
        let pipe = testCase.keepsInputOpen ? OpenInput(testCase.standardInput ?? "") : nil
        let environment = testCase.environment.merging(["GDK_BACKEND": "wayland", "NO_AT_BRIDGE": "1"]) { $1 }
        // Under a shell the dialog is the shell's child, and the shell prints how it ended: what --auto-kill's
        // SIGHUP does to the script that started the dialog.
        let run =
            testCase.runsUnderShell
            ? try CurtainProcess(
                ["-c", "\"$0\" \"$@\"; echo \"exit $?\"", program] + arguments, executable: "/bin/sh",
                on: weston, environment: environment, standardInput: pipe?.handle,
                input: pipe == nil ? testCase.standardInput : nil)
            : try CurtainProcess(
                arguments, executable: program, on: weston, environment: environment,
                standardInput: pipe?.handle, input: pipe == nil ? testCase.standardInput : nil)
        let started = run.process.processIdentifier
        let window = try input.waitForView(timeout: .seconds(10)) { view in
            view.role == "xdg_toplevel"
                && (view.pid == started
                    || (testCase.runsUnderShell && ProgressCommandIntegrationTests.parent(of: view.pid) == started))
        }
        try run.waitUntilInputIsRead()
        try pipe?.waitUntilRead(orUntil: { !run.process.isRunning })
        try take(testCase.steps, popupsOf: run, stdin: pipe, dialog: window.pid)
        let result = try run.finish()
        pipe?.close()
        return ZenityCase.Outcome(
            stdout: result.stdout, status: result.status, isSignalled: run.process.terminationReason == .uncaughtSignal,
            stderr: result.stderr)
    }
}

/// A pipe that is a program's stdin and stays open, so the program never sees its end while the test runs: a
/// `--progress` below 100 % stays there. The test keeps the read end too, to see when the program has read it all.
final class OpenInput {
    private let readEnd: Int32
    private var writeEnd: Int32

    init(_ text: String) {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0)
        (readEnd, writeEnd) = (ends[0], ends[1])
        var bytes = Array(text.utf8)
        precondition(write(writeEnd, &bytes, bytes.count) == bytes.count)
    }

    /// Writes `text` and waits until the program has read it, or `hasEnded`.
    func send(_ text: String, orUntil hasEnded: () -> Bool) throws {
        var bytes = Array(text.utf8)
        guard write(writeEnd, &bytes, bytes.count) == bytes.count else {
            throw CurtainProcess.Missing(description: "the program's stdin is closed")
        }
        try waitUntilRead(orUntil: hasEnded)
    }

    deinit {
        Glibc.close(readEnd)
        close()
    }

    /// The program's stdin; the descriptor stays the test's.
    var handle: FileHandle { FileHandle(fileDescriptor: readEnd, closeOnDealloc: false) }

    /// Waits until the pipe is empty: the program has read what the test wrote.
    func waitUntilRead(timeout: Duration = .seconds(10), orUntil hasEnded: () -> Bool = { false }) throws {
        let descriptor = readEnd
        let isRead = waitUntil(timeout: timeout) {
            var pending: Int32 = 0
            return (ioctl(descriptor, UInt(FIONREAD), &pending) == 0 && pending == 0) || hasEnded()
        }
        guard isRead else { throw CurtainProcess.Missing(description: "the program did not read its stdin in \(timeout)") }
    }

    /// Closes the write end: the program sees the end of its stdin.
    func close() {
        if writeEnd >= 0 { Glibc.close(writeEnd) }
        writeEnd = -1
    }
}

extension ZenityCase {
    /// Expects what curtain did to be what zenity did: the same stdout, exit status and ending by a signal; or, for a
    /// case that records a difference, each program to have done what the difference says. Every compositor's
    /// comparison ends here.
    func expect(curtain actual: Outcome, asZenity expected: Outcome, sourceLocation: SourceLocation = #_sourceLocation) {
        if let difference {
            #expect(
                expected == difference.zenity,
                "zenity printed \(expected.stdout.debugDescription) and exited \(expected.status), not what the difference says",
                sourceLocation: sourceLocation)
            #expect(actual == difference.curtain, "stderr: \(actual.stderr)", sourceLocation: sourceLocation)
            return
        }
        #expect(
            actual.stdout == expected.stdout, "zenity printed \(expected.stdout.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(
            actual.status == expected.status && actual.isSignalled == expected.isSignalled,
            "zenity exited \(expected.status)\(expected.isSignalled ? " (signal)" : ""); stderr: \(actual.stderr)",
            sourceLocation: sourceLocation)
    }
}

/// One case of a suite that compares curtain with zenity: a command line, its stdin and the steps taken once the
/// window is up, and where it stands in docs/command.md's keyboard table: the row of the dialog state it opens
/// and, when its first key is the one a column names, that cell, which the case witnesses
/// (``ZenityKeyboardTable``).
struct ZenityCase: CustomTestStringConvertible, Sendable {
    /// What a program printed and how it ended.
    struct Outcome: Equatable, Sendable {
        var stdout: String
        var status: Int32
        /// Whether the process ended by a signal (`status` is then its number): the shell of a case run under one,
        /// hung up by `--auto-kill`.
        var isSignalled = false
        /// Not compared: the two programs' warnings differ.
        var stderr = ""

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.stdout == rhs.stdout && lhs.status == rhs.status && lhs.isSignalled == rhs.isSignalled
        }
    }

    /// What each program does where curtain differs from zenity on purpose: the cell says "curtain: …" and why.
    struct Difference: Sendable {
        var zenity: Outcome
        var curtain: Outcome

        /// Each program's stdout and exit status.
        init(zenity: (stdout: String, status: Int32), curtain: (stdout: String, status: Int32)) {
            self.zenity = Outcome(stdout: zenity.stdout, status: zenity.status)
            self.curtain = Outcome(stdout: curtain.stdout, status: curtain.status)
        }
    }

    var name: String
    /// The table row of the dialog state the case opens, as the table's first column names it without backticks
    /// (`--list --checklist`, `--progress --no-cancel below 100 %`).
    var row: String
    var arguments: [String]
    var standardInput: String? = nil
    /// Whether stdin stays open while the keys are pressed (a pipe), instead of a file whose end the program reads
    /// at once.
    var keepsInputOpen = false
    var environment: [String: String] = [:]
    /// Whether the program runs as the child of `/bin/sh`, which then prints its exit status, or dies of a signal.
    var runsUnderShell = false
    var steps: [CommandFixture.Step]
    /// The cell of ``row`` this case's first key witnesses, if any.
    var witness: ZenityKeyboardTable.Column? = nil
    var difference: Difference? = nil
    /// The program curtain is compared with: zenity 3.44, or yad 0.40 (whose cases curtain runs as `curtain yad`).
    var peer = Peer.zenity
    var testDescription: String { name }

    /// A program whose command lines curtain runs unchanged.
    enum Peer: Sendable {
        case zenity, yad
    }
}

extension [CommandFixture.Step] {
    /// Key chords as the list and text-info cases write them: the key first, then the modifiers held.
    static func chords(_ chords: [[EvdevKey]]) -> Self {
        chords.map { .key($0[0], holding: [EvdevKey]($0.dropFirst())) }
    }
}
