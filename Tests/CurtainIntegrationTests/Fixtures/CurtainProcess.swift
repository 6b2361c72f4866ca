import CurtainTestSupport
import Foundation
import Testing

/// One run of a built executable of this package (`curtain`, `curtain-gallery`) as a client of
/// the harness's compositor (weston, sway, mutter, KWin), with its output captured.
///
/// ```swift
/// let run = try CurtainProcess(["alert", "--message", "hi"], on: weston)
/// let window = try run.waitForWindow(input)
/// input.tap(.enter)
/// let result = try run.finish()
/// #expect(result.status == 0 && result.stdout == "OK\n")
/// ```
final class CurtainProcess {
    /// What the process printed and how it exited.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    let process = Process()
    /// The program's file name, for messages (the process itself runs through setpriv).
    private let programName: String
    private let stdoutFile: String
    private let stderrFile: String
    /// The file behind the process's stdin, when the test gave its text, and the text's length in bytes. The two
    /// share one file offset, so ``waitUntilInputIsRead(timeout:)`` sees how far the process has read.
    private var input: (file: FileHandle, size: Int)?

    /// The package's root, found upward from this file.
    static let packageRoot = PackageRoot.of()

    /// The built executable `name` in `.build/debug`, which `swift build` (and `swift test`) make.
    static func executable(_ name: String) throws -> String {
        let path = packageRoot.appendingPathComponent(".build/debug/\(name)").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Missing(description: "\(path) is missing: run `swift build` first")
        }
        return path
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts `program` with `arguments`, connected to `compositor` and nothing else; `executable`
    /// names another path to start it by (a symlink, whose name becomes argv[0]).
    init(
        _ arguments: [String], program: String = "curtain", executable: String? = nil, on compositor: any CompositorHarness,
        environment extra: [String: String] = [:], directory: String? = nil, standardInput: FileHandle? = nil,
        input: String? = nil, stdoutReaderGone: Bool = false
    ) throws {
        let scratch = NSTemporaryDirectory() + "curtain-run-\(UUID().uuidString)"
        stdoutFile = scratch + ".out"
        stderrFile = scratch + ".err"
        _ = FileManager.default.createFile(atPath: stdoutFile, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrFile, contents: nil)
        let path = try executable ?? Self.executable(program)
        programName = (path as NSString).lastPathComponent
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for name in ["WAYLAND_SOCKET", "DISPLAY", "CURTAIN_REDUCED_MOTION", "XDG_ACTIVATION_TOKEN", "DBUS_SESSION_BUS_ADDRESS"] {
            environment[name] = nil
        }
        // English, whatever the tester's session speaks: curtain and zenity follow LANGUAGE, LC_ALL, LC_MESSAGES
        // and LANG, and the tests compare English words unless they ask for a language in `extra`.
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_TIME"] { environment[name] = nil }
        environment["LANG"] = "C.UTF-8"
        environment.merge(compositor.clientEnvironment) { _, new in new }
        environment.merge(extra) { _, new in new }
        process.environment = environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let input {
            let inputFile = scratch + ".in"
            _ = FileManager.default.createFile(atPath: inputFile, contents: Data(input.utf8))
            let file = FileHandle(forReadingAtPath: inputFile)
            process.standardInput = file
            self.input = file.map { ($0, input.utf8.count) }
            try? FileManager.default.removeItem(atPath: inputFile)  // the open descriptor keeps it readable
        } else {
            process.standardInput = standardInput ?? FileHandle.nullDevice
        }
        // With stdoutReaderGone, stdout is a pipe whose reading end is closed once the process runs.
        let pipe = stdoutReaderGone ? Pipe() : nil
        process.standardOutput = pipe ?? FileHandle(forWritingAtPath: stdoutFile)
        process.standardError = FileHandle(forWritingAtPath: stderrFile)
        try process.runTiedToTestProcess()
        try pipe?.fileHandleForReading.close()
    }

    /// Waits until the process has read all of its stdin text, or has exited. zenity reads stdin while its window
    /// is up, so keys sent as soon as the window maps can reach an empty text view on a busy machine; curtain reads
    /// it all first, so for curtain this returns at once.
    ///
    /// - Throws: ``Missing`` when the deadline passes first.
    func waitUntilInputIsRead(timeout: Duration = .seconds(10)) throws {
        guard let input else { return }
        let descriptor = input.file.fileDescriptor
        let read = waitUntil(timeout: timeout) {
            lseek(descriptor, 0, SEEK_CUR) >= off_t(input.size) || !process.isRunning
        }
        guard read else {
            throw Missing(description: "\(programName) did not read its stdin in \(timeout)")
        }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: stdoutFile)
        try? FileManager.default.removeItem(atPath: stderrFile)
    }

    /// Kills the process if it is still running.
    ///
    /// SIGKILL, not SIGTERM: a child spawned from a test's worker thread inherits that thread's
    /// signal mask, in which libdispatch blocks SIGTERM.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Waits until weston shows the process's toplevel.
    func waitForWindow(_ input: TestInput, timeout: Duration = .seconds(10)) throws -> MappedView {
        let pid = process.processIdentifier
        return try input.waitForView(timeout: timeout) { $0.pid == pid && $0.role == "xdg_toplevel" }
    }

    /// Waits until weston shows the process's presentation (the alert is up): the dim's subsurface in the window's
    /// tree, which maps with the window's first frame.
    func waitForPresentation(_ input: TestInput, timeout: Duration = .seconds(10)) throws -> MappedView {
        let pid = process.processIdentifier
        return try input.waitForView(timeout: timeout) { $0.pid == pid && $0.role == "wl_subsurface" }
    }

    /// Waits until weston shows a popup of the process: a menu, or a presentation over an application's window (the
    /// gallery's).
    func waitForPopup(_ input: TestInput, timeout: Duration = .seconds(10)) throws -> MappedView {
        let pid = process.processIdentifier
        return try input.waitForView(timeout: timeout) { $0.pid == pid && $0.role == "xdg_popup" }
    }

    /// Waits until weston shows the process's window and then its presentation (the alert is up); returns the
    /// window.
    @discardableResult
    func waitUntilPresented(_ input: TestInput, timeout: Duration = .seconds(10)) throws -> MappedView {
        let window = try waitForWindow(input, timeout: timeout)
        _ = try waitForPresentation(input, timeout: timeout)
        return window
    }

    /// Answers the alert as a user at the keyboard: once it is presented, taps each of `keys` holding
    /// `modifiers` through weston's seat, then waits for the process to exit and returns what it printed.
    func answer(_ keys: [EvdevKey], holding modifiers: [EvdevKey] = [], through input: TestInput) throws -> Result {
        try waitUntilPresented(input)
        try input.sync()
        for key in keys { input.tap(key, holding: modifiers) }
        try input.sync()
        return try finish()
    }

    /// Waits for the process to exit, then returns what it printed.
    ///
    /// - Throws: ``Missing`` (with its stderr) when it is still running after `timeout`.
    func finish(timeout: Duration = .seconds(10)) throws -> Result {
        guard waitUntil(timeout: timeout, { !process.isRunning }) else {
            stop()
            throw Missing(description: "the process did not exit within \(timeout); stderr: \(read(stderrFile))")
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: read(stdoutFile), stderr: read(stderrFile))
    }

    private func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}
