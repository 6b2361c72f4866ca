import Foundation

/// A private headless mutter 43 (GNOME's compositor) on its own session bus, with keyboard and pointer input
/// through mutter's RemoteDesktop D-Bus API.
///
/// ```swift
/// let mutter = try MutterHarness()                 // about a second: start it once per suite
/// let app = try Application(displayName: mutter.socketPath)
/// ...
/// mutter.tap(.enter, holding: [])                  // through org.gnome.Mutter.RemoteDesktop
/// ```
/// The harness starts its own `dbus-daemon` from a minimal configuration (no service activation, so nothing
/// else starts) on a socket in its private directory, and mutter with `GSETTINGS_BACKEND=memory`, so the user's
/// GNOME settings never apply, and `MUTTER_DEBUG_DISABLE_ANIMATIONS=1`, so windows and popups map in place. Both run under `setpriv --pdeathsig SIGKILL` from ``LifelineThread``: they die
/// with the test process. `stop()` and `deinit` end them and remove the directory. mutter has no screenshot API
/// without gnome-shell, so this harness takes none. Not thread-safe: use it from one test at a time.
public final class MutterHarness {
    /// The virtual monitor's size in logical pixels.
    public let width: Int
    public let height: Int
    /// The socket's name inside ``runtimeDirectory``.
    public let socketName = "curtain-mutter"
    /// The private 0700 `XDG_RUNTIME_DIR` mutter and its clients use.
    public let runtimeDirectory: String
    /// The private session bus mutter serves its D-Bus APIs on.
    public let busAddress: String
    /// mutter's and the bus's output.
    public let logPath: String
    /// The input session, created once mutter is up.
    public private(set) var remoteDesktop: MutterRemoteDesktop!
    /// Input requests that mutter refused, in order, for failure messages (``tap(_:holding:)`` cannot throw).
    public private(set) var inputFailures: [String] = []

    private let directory: String
    private let bus = Process()
    private let mutter = Process()

    /// The absolute socket path, for `Display.connect(name:)` and `Application(displayName:)`.
    public var socketPath: String { runtimeDirectory + "/" + socketName }

    /// The variables a child client needs to find this mutter, and its session bus, as a GNOME session's
    /// clients share the compositor's bus.
    public var clientEnvironment: [String: String] {
        ["WAYLAND_DISPLAY": socketName, "XDG_RUNTIME_DIR": runtimeDirectory, "DBUS_SESSION_BUS_ADDRESS": busAddress]
    }

    /// Starts the bus, then mutter, waits until its socket and its RemoteDesktop service are up, and starts an
    /// input session.
    ///
    /// - Throws: ``MutterHarnessError``: `.notInstalled` naming the Debian package (tests fail with it, never
    ///   skip), `.startFailed` with the log, `.remoteDesktopFailed`.
    public init(width: Int = 1024, height: Int = 768, startTimeout: Duration = .seconds(15)) throws {
        self.width = width
        self.height = height
        let mutterPath = try Self.find("mutter", package: "mutter")
        let busPath = try Self.find("dbus-daemon", package: "dbus-daemon")
        _ = try Self.find("setpriv", package: "util-linux")

        let folder = try Self.makeDirectory(name: "mutter")
        (directory, runtimeDirectory, logPath) = (folder.path, folder.runtime, folder.logPath)
        let busSocket = directory + "/bus"
        busAddress = "unix:path=" + busSocket
        let busConfigPath = directory + "/bus.conf"
        guard
            (try? PrivateBus.configuration(socket: busSocket).write(
                toFile: busConfigPath, atomically: true,
                encoding: .utf8)) != nil,
            let log = FileHandle(forWritingAtPath: logPath)
        else {
            try? FileManager.default.removeItem(atPath: directory)
            throw MutterHarnessError.startFailed(reason: "cannot prepare \(directory): errno \(errno)", log: "")
        }
        defer { try? log.close() }

        var environment = Process.harnessEnvironment(removing: [
            "DBUS_SESSION_BUS_ADDRESS", "XDG_SESSION_TYPE", "XDG_CURRENT_DESKTOP", "XDG_ACTIVATION_TOKEN",
            "DESKTOP_STARTUP_ID",
        ])
        environment["HOME"] = directory
        environment["XDG_CONFIG_HOME"] = directory + "/config"
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        environment["DBUS_SESSION_BUS_ADDRESS"] = busAddress
        environment["GSETTINGS_BACKEND"] = "memory"
        // mutter's default plugin (what runs without gnome-shell) scales each new window and popup into place
        // for a moment; pointer tests need surfaces where they will stay. GNOME Shell has its own animations.
        environment["MUTTER_DEBUG_DISABLE_ANIMATIONS"] = "1"
        for (process, arguments) in [
            (bus, [busPath, "--config-file=" + busConfigPath, "--nofork", "--nopidfile"]),
            (
                mutter,
                [
                    mutterPath, "--headless", "--wayland", "--no-x11", "--virtual-monitor", "\(width)x\(height)",
                    "--wayland-display", socketName,
                ]
            ),
        ] {
            process.executableURL = URL(fileURLWithPath: arguments[0])
            process.arguments = Array(arguments.dropFirst())
            process.runInHarness(directory: directory, environment: environment, log: log)
        }
        do {
            try bus.runTiedToTestProcess()
            guard waitUntil(timeout: startTimeout, { WestonHarness.socketAcceptsClient(path: busSocket) || !bus.isRunning }),
                bus.isRunning
            else {
                throw MutterHarnessError.startFailed(reason: "dbus-daemon made no socket", log: self.log)
            }
            try mutter.runTiedToTestProcess()
            try waitForMutter(timeout: startTimeout)
        } catch {
            stop()
            throw error
        }
    }

    deinit { stop() }

    /// Whether mutter is still running.
    public var isRunning: Bool { !mutter.hasEnded }

    /// mutter's process id (of `setpriv`, which execs mutter, so the same process).
    public var pid: Int32 { mutter.processIdentifier }

    /// mutter's and the bus's output so far.
    public var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// Ends the input session, stops mutter (SIGTERM, then SIGKILL after 2 s) and the bus, and removes the
    /// directory. Safe to call more than once.
    public func stop() {
        remoteDesktop?.stop()
        for process in [mutter, bus] { process.stop(grace: .seconds(2)) }
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The socket appears before mutter has claimed its D-Bus names; the input session needs both.
    private func waitForMutter(timeout: Duration) throws {
        var lastError: (any Error)?
        let ready = waitUntil(timeout: timeout, interval: .milliseconds(10)) {
            guard mutter.isRunning else { return true }
            guard FileManager.default.fileExists(atPath: socketPath) else { return false }
            do {
                remoteDesktop = try MutterRemoteDesktop(busAddress: busAddress, screenWidth: width, screenHeight: height)
                try remoteDesktop.createDevices()
                return true
            } catch {
                lastError = error
                return false
            }
        }
        guard ready, mutter.isRunning, remoteDesktop != nil else {
            let reason =
                !mutter.isRunning
                ? "mutter exited"
                : "no socket and RemoteDesktop session within \(timeout)" + (lastError.map { " (\($0))" } ?? "")
            throw MutterHarnessError.startFailed(reason: reason, log: log)
        }
    }
}

extension MutterHarness: CompositorKeyboard {
    /// Presses `modifiers`, taps `key`, releases the modifiers in reverse, all through the RemoteDesktop session.
    /// A request mutter refuses is recorded in ``inputFailures``.
    public func tap(_ key: EvdevKey, holding modifiers: [EvdevKey]) {
        let sequence = modifiers.map { ($0, true) } + [(key, true), (key, false)] + modifiers.reversed().map { ($0, false) }
        for (code, isPressed) in sequence {
            do {
                try remoteDesktop.key(code, isPressed: isPressed)
            } catch {
                inputFailures.append("\(code.rawValue) \(isPressed ? "press" : "release"): \(error)")
            }
        }
    }
}
