import Foundation

/// A private D-Bus session with the real accessibility stack behind it: `dbus-daemon`, which starts
/// at-spi2-core's `at-spi-bus-launcher` (the accessibility bus) and the registry on demand, exactly as on a
/// desktop. Clients find it through ``environment``.
///
/// ```swift
/// let bus = try AccessibilityBus()
/// try bus.setEnabled(true)                       // what Orca does: org.a11y.Status IsEnabled
/// let tree = try bus.probe(pid: run.process.processIdentifier, click: "OK")
/// ```
public final class AccessibilityBus {
    /// The session bus's address (`DBUS_SESSION_BUS_ADDRESS` for clients).
    public let address: String
    private let directory: String
    private let daemon = Process()

    /// What a client of this session needs in its environment (it finds the accessibility bus through the
    /// session bus, so its own `XDG_RUNTIME_DIR` stays the compositor's).
    public var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }

    /// Starts the session bus and waits until it accepts clients.
    ///
    /// - Throws: ``AccessibilityBusError/notInstalled(program:debianPackages:)`` naming the package to install.
    public init() throws {
        let dbusDaemon = try Self.require("/usr/bin/dbus-daemon", package: "dbus-daemon")
        try Self.require("/usr/libexec/at-spi-bus-launcher", package: "at-spi2-core")
        try Self.require("/usr/bin/dbus-send", package: "dbus-bin")
        directory = NSTemporaryDirectory() + "curtain-a11y-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        address = "unix:path=\(directory)/bus"
        // Started with no signal blocked and tied to this process, so SIGTERM in stop() ends it and a crashed test
        // leaves no bus behind.
        _ = try Self.require("/usr/bin/setpriv", package: "util-linux")
        daemon.executableURL = URL(fileURLWithPath: dbusDaemon)
        daemon.arguments = ["--session", "--nofork", "--nopidfile", "--address=\(address)"]
        var environment = ProcessInfo.processInfo.environment
        // Services the daemon starts (the launcher, the registry) inherit this: keep them in the private dir.
        environment["XDG_RUNTIME_DIR"] = directory
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS"] { environment[name] = nil }
        daemon.environment = environment
        daemon.standardInput = FileHandle.nullDevice
        daemon.standardOutput = FileHandle.nullDevice
        daemon.standardError = FileHandle.nullDevice
        try daemon.runTiedToTestProcess()
        guard waitUntil(timeout: .seconds(5), { WestonHarness.socketAcceptsClient(path: "\(directory)/bus") }) else {
            stop()
            throw AccessibilityBusError.failed(reason: "dbus-daemon made no socket in 5 s")
        }
    }

    deinit { stop() }

    /// Sets `org.a11y.Status` `IsEnabled`, as Orca or accerciser do; the first call starts the launcher.
    public func setEnabled(_ enabled: Bool) throws {
        let result = try run(
            "/usr/bin/dbus-send",
            [
                "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status", "string:IsEnabled",
                "variant:boolean:\(enabled)",
            ])
        guard result.status == 0 else { throw AccessibilityBusError.failed(reason: "IsEnabled: \(result.error)") }
    }

    /// Reads the tree of the application with process id `pid` through pyatspi (`scripts/atspi-probe`), once it
    /// shows one of `waitRoles` (an alert or dialog with buttons by default); before answering, it selects and
    /// deselects children of the first selectable node (a list), toggles one, inserts `insert` into the first
    /// text field, then clicks the button named `click`.
    ///
    /// - Returns: The probe's JSON, decoded.
    public func probe(
        pid: Int32, waitRoles: [String] = [], select: [Int] = [], deselect: [Int] = [],
        toggle: Int? = nil, click: String? = nil, insert: String? = nil,
        timeout: Duration = .seconds(10)
    ) throws -> [String: Any] {
        try Self.require("/usr/bin/python3", package: "python3")
        var arguments = [Self.probePath, "--pid", "\(pid)", "--timeout", "\(timeout.components.seconds)"]
        for role in waitRoles { arguments += ["--wait-role", role] }
        for child in select { arguments += ["--select", "\(child)"] }
        for child in deselect { arguments += ["--deselect", "\(child)"] }
        if let toggle { arguments += ["--toggle", "\(toggle)"] }
        if let click { arguments += ["--click", click] }
        if let insert { arguments += ["--insert", insert] }
        let result = try run("/usr/bin/python3", arguments)
        guard let data = result.output.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            throw AccessibilityBusError.failed(reason: "atspi-probe: \(result.output) \(result.error)")
        }
        if result.error.contains("No module named 'pyatspi'") {
            throw AccessibilityBusError.notInstalled(program: "pyatspi", debianPackages: ["python3-pyatspi"])
        }
        return object
    }

    /// Starts pyatspi listening to the application with process id `pid` (`scripts/atspi-probe --serve`) once it
    /// shows one of `waitRoles`: events are recorded as they come, and commands are sent while it runs.
    ///
    /// - Throws: When the application shows nothing awaited within `timeout`, or pyatspi is missing.
    public func serve(pid: Int32, waitRoles: [String] = [], timeout: Duration = .seconds(10)) throws
        -> AccessibilityProbeSession
    {
        try Self.serve(onBus: address, pid: pid, waitRoles: waitRoles, timeout: timeout)
    }

    /// Starts pyatspi listening to the application with process id `pid` on another session bus: one whose
    /// services include at-spi2-core's `org.a11y.Bus`, such as a ``PrivateBus`` that activates a desktop's
    /// services beside it (a GTK portal backend registers its dialogs there).
    ///
    /// - Parameters:
    ///   - address: The session bus's address, where the probe finds the accessibility bus.
    ///   - pid: The application's process id.
    ///   - waitRoles: The roles the probe waits for before it answers (an alert or dialog with buttons by default).
    ///   - timeout: How long the application may take to show one.
    /// - Throws: When the application shows nothing awaited within `timeout`, or pyatspi is missing.
    public static func serve(
        onBus address: String, pid: Int32, waitRoles: [String] = [], timeout: Duration = .seconds(10)
    ) throws -> AccessibilityProbeSession {
        let python = try require("/usr/bin/python3", package: "python3")
        guard FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi") else {
            throw AccessibilityBusError.notInstalled(program: "pyatspi", debianPackages: ["python3-pyatspi"])
        }
        var arguments = [probePath, "--pid", "\(pid)", "--serve", "--timeout", "\(timeout.components.seconds)"]
        for role in waitRoles { arguments += ["--wait-role", role] }
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        return try AccessibilityProbeSession(
            python: python, arguments: arguments, environment: environment,
            timeout: timeout)
    }

    /// Stops the session bus; the launcher and the registry leave with it. Safe to call more than once.
    public func stop() {
        daemon.stop(grace: .seconds(2))
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// `scripts/atspi-probe` in this package.
    static let probePath = PackageRoot.of().appendingPathComponent("scripts/atspi-probe").path

    /// `path` if it is an executable, else an error naming the Debian package to install.
    @discardableResult
    public static func require(_ path: String, package: String) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw AccessibilityBusError.notInstalled(program: path, debianPackages: [package])
        }
        return path
    }

    /// Runs a client of this session to completion.
    private func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment.merge(self.environment) { _, new in new }
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.runTiedToTestProcess()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }
}
