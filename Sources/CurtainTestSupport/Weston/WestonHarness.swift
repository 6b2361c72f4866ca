import Foundation

/// A private headless weston 10 for one test suite, with the project's test seat and input protocol loaded.
///
/// ```swift
/// let weston = try WestonHarness()                          // starts and waits until clients can connect
/// let display = try Display.connect(name: weston.socketPath)
/// let input = try TestInput(display: display)
/// ...
/// let shot = try weston.screenshot()
/// #expect(weston.logErrors.isEmpty, "\(weston.log)")
/// ```
/// Each harness has its own 0700 `XDG_RUNTIME_DIR` and socket, so suites may run in parallel, each with its own
/// weston. Weston stops in `stop()` or `deinit` (SIGTERM, then SIGKILL after a deadline) and its directory is removed;
/// a harness that a suite keeps for its whole life never reaches `deinit`, so weston also dies with the test process
/// (``Foundation/Process/runTiedToTestProcess(signal:setprivOptions:)``), and its desktop-shell client with it.
/// Not thread-safe: use it from one test at a time.
public final class WestonHarness {
    public let configuration: Configuration
    /// The socket's name inside `runtimeDirectory` (what `WAYLAND_DISPLAY` holds for child processes).
    public let socketName: String
    /// The private `XDG_RUNTIME_DIR` weston and its clients use.
    public let runtimeDirectory: String
    /// Where weston writes its log (stdout and stderr, including its helper clients').
    public let logPath: String
    /// weston's process id.
    public var pid: Int32 { process.processIdentifier }

    private let directory: String
    private let process: Process
    let screenshooterPath: String
    var screenshotNumber = 0
    private var finalLog: String?

    /// The absolute socket path: `Display.connect(name:)` takes it without any environment.
    public var socketPath: String { runtimeDirectory + "/" + socketName }

    /// The variables a client needs to find this weston: `WAYLAND_DISPLAY` and `XDG_RUNTIME_DIR`.
    public var clientEnvironment: [String: String] {
        ["WAYLAND_DISPLAY": socketName, "XDG_RUNTIME_DIR": runtimeDirectory]
    }

    /// This process's environment pointed at this weston, for `Process.environment` of child clients.
    public var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_SOCKET"] = nil
        environment["DISPLAY"] = nil
        environment.merge(clientEnvironment) { _, new in new }
        return environment
    }

    /// Starts weston and waits until its socket accepts a client and the test module has reported ready.
    ///
    /// Builds the test module first if its sources changed.
    /// - Throws: `WestonHarnessError`: `.notInstalled` naming the Debian package when weston is missing,
    ///   `.westonExited` or `.startTimedOut` with weston's log.
    public init(_ configuration: Configuration = Configuration()) throws {
        self.configuration = configuration
        let weston = try Self.findExecutable("weston", debianPackages: ["weston"])
        screenshooterPath = try Self.findExecutable("weston-screenshooter", debianPackages: ["weston"])
        let module = try WestonModule.build()

        let folder: HarnessDirectory
        do {
            folder = try HarnessDirectory(name: "weston")
        } catch {
            throw WestonHarnessError.setupFailed(reason: error.description)
        }
        (directory, runtimeDirectory, logPath) = (folder.path, folder.runtime, folder.logPath)
        socketName = "curtain-test"
        let configPath = directory + "/weston.ini"
        try configuration.westonINI.write(toFile: configPath, atomically: true, encoding: .utf8)
        guard let log = FileHandle(forWritingAtPath: logPath) else {
            throw WestonHarnessError.setupFailed(reason: "cannot open \(logPath)")
        }
        defer { try? log.close() }

        process = Process()
        process.executableURL = URL(fileURLWithPath: weston)
        process.arguments = [
            "--backend=headless-backend.so", "--use-pixman", "--debug", "--idle-time=0",
            "--socket=\(socketName)", "--modules=\(module)", "--config=\(configPath)",
            "--shell=\(configuration.shell.rawValue)",
            "--width=\(configuration.width)", "--height=\(configuration.height)", "--scale=\(configuration.scale)",
        ]
        var westonEnvironment = Process.harnessEnvironment()
        westonEnvironment["XDG_RUNTIME_DIR"] = runtimeDirectory
        process.runInHarness(directory: directory, environment: westonEnvironment, log: log)
        do {
            try process.runTiedToTestProcess()
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw WestonHarnessError.setupFailed(reason: "cannot run \(weston): \(error)")
        }
        try waitUntilReady()
    }

    deinit {
        stop()
    }

    /// Whether weston is still running.
    public var isRunning: Bool { !process.hasEnded }

    /// Stops weston (SIGTERM, then SIGKILL if it has not exited within 5 s) and removes its directory.
    /// Safe to call more than once; `log` stays readable afterwards.
    public func stop() {
        guard finalLog == nil else { return }
        process.stop(grace: .seconds(5))
        finalLog = readLog()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// weston's log so far (after `stop()`, the whole log).
    public var log: String { finalLog ?? readLog() }

    /// Log lines that report errors, crashes or failed assertions. Empty on a clean run; a test that provokes a
    /// client error on purpose should expect the line libwayland logs for it ("error in client communication").
    public var logErrors: [String] {
        log.split(separator: "\n").map(String.init).filter { line in
            let lower = line.lowercased()
            let isTermination = lower.contains("caught signal 15")
            return !isTermination
                && ["error", "fatal", "assert", "segmentation", "caught signal", "abort"]
                    .contains { lower.contains($0) }
        }
    }

    /// Sets `WAYLAND_DISPLAY` and `XDG_RUNTIME_DIR` in this process, for code that connects with
    /// `Display.connect()` and no name. Process-wide: don't use it while suites with other westons run in
    /// parallel; prefer `Display.connect(name: socketPath)`.
    public func exportEnvironment() {
        for (name, value) in clientEnvironment { setenv(name, value, 1) }
    }

    // MARK: - Start-up

    private func waitUntilReady() throws {
        let ready = waitUntil(timeout: configuration.startTimeout) {
            guard process.isRunning else { return true }
            return Self.socketAcceptsClient(path: socketPath)
                && readLog().contains("curtain-test-input: seat \"curtain-test\"")
        }
        guard process.isRunning else {
            process.waitUntilExit()
            let log = readLog()
            try? FileManager.default.removeItem(atPath: directory)
            finalLog = log
            throw WestonHarnessError.westonExited(status: process.terminationStatus, log: log)
        }
        guard ready else {
            let log = readLog()
            stop()
            throw WestonHarnessError.startTimedOut(after: configuration.startTimeout, log: log)
        }
    }

    private func readLog() -> String {
        (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    }

    static func socketAcceptsClient(path: String) -> Bool {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let fits = withUnsafeMutableBytes(of: &address.sun_path) { buffer -> Bool in
            guard bytes.count < buffer.count else { return false }
            buffer.copyBytes(from: bytes)
            return true
        }
        guard fits else { return false }
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        return result == 0
    }

    static func findExecutable(_ name: String, debianPackages: [String]) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw WestonHarnessError.notInstalled(program: name, debianPackages: debianPackages)
    }
}
