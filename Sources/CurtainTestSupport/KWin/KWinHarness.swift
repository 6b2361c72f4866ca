import Foundation
import CurtainTestProtocols
import Wayland

/// A private KWin 5.27 (KDE) on a virtual output, with keys and pointer through KWin's fake-input protocol.
///
/// ```swift
/// let kwin = try KWinHarness()                              // about half a second: start it once per suite
/// let app = try Application(displayName: kwin.socketPath)
/// ...
/// kwin.tap(.enter)                                          // to the window KWin has focused
/// ```
/// KWin runs as `kwin_wayland --virtual` with its own D-Bus session daemon, a private 0700 `XDG_RUNTIME_DIR` and a
/// `HOME` inside the harness's directory, so it reads and writes no user configuration. Both processes are started
/// through `setpriv --pdeathsig SIGKILL` from ``LifelineThread``, so they die with the test process even when it
/// crashes; `stop()` and `deinit` end them and remove the directory.
///
/// Debian's `kwin_wayland` carries a file capability (`cap_sys_resource`), which a container may refuse to exec
/// ("Operation not permitted"); the harness runs a plain copy of it, still named `kwin_wayland`, which needs none.
/// `KWIN_WAYLAND_NO_PERMISSION_CHECKS=1` makes KWin offer `org_kde_kwin_fake_input`, which it otherwise keeps for
/// clients whose desktop file asks for it. Not thread-safe: use it from one test at a time.
public final class KWinHarness: @unchecked Sendable {
    /// The virtual output's size in physical pixels, and its scale.
    public let width: Int
    public let height: Int
    public let scale: Double
    /// The socket's name inside ``runtimeDirectory``.
    public let socketName: String
    /// The private `XDG_RUNTIME_DIR` KWin and its clients use.
    public var runtimeDirectory: String { folder.runtime }
    /// KWin's stdout and stderr.
    public var logPath: String { folder.logPath }
    /// The address of KWin's private session bus, for its D-Bus APIs (screenshots).
    public let busAddress: String

    /// The harness's private folder, with the runtime directory and the log.
    private let folder: HarnessDirectory
    private var directory: String { folder.path }
    private let bus = Process()
    private let kwin = Process()
    /// The harness's own connection and the fake-input device bound on it: one value, since the device lives
    /// exactly as long as its connection; nil before start-up and once stopped.
    private var input: (client: TestClient, device: OrgKdeKwinFakeInput)?
    /// For the input extension: the fake-input device and its connection, nil once stopped.
    var fakeInputDevice: OrgKdeKwinFakeInput? { input?.device }
    var inputConnection: TestClient? { input?.client }
    private var finalLog: String?

    /// The absolute socket path, for `Display.connect(name:)` and `Application(displayName:)`.
    public var socketPath: String { runtimeDirectory + "/" + socketName }

    /// The variables a child client needs to find this KWin.
    public var clientEnvironment: [String: String] {
        ["WAYLAND_DISPLAY": socketName, "XDG_RUNTIME_DIR": runtimeDirectory]
    }

    /// Starts KWin and waits until a client sees its output, its seat's keyboard and its fake-input device.
    ///
    /// - Parameters:
    ///   - width: The virtual output's width in pixels.
    ///   - height: The virtual output's height in pixels.
    ///   - scale: The output's scale (`kwin_wayland --scale`); a fraction such as 1.25 makes KWin send
    ///     `wp_fractional_scale_v1.preferred_scale`.
    ///   - startTimeout: How long KWin may take until it is ready.
    /// - Throws: ``KWinHarnessError``: `.notInstalled` naming the Debian package when kwin_wayland, dbus-daemon or
    ///   setpriv is missing (tests fail with it, they never skip), `.startFailed` with KWin's log.
    public init(
        width: Int = 1024, height: Int = 768, scale: Double = 1, socketName: String = "curtain-kwin",
        startTimeout: Duration = .seconds(20)
    ) throws {
        self.width = width
        self.height = height
        self.scale = scale
        self.socketName = socketName
        let installed = try Self.find("kwin_wayland", package: "kwin-wayland")
        let dbusDaemon = try Self.find("dbus-daemon", package: "dbus-daemon")
        _ = try Self.find("setpriv", package: "util-linux")

        folder = try Self.makeDirectory(name: "kwin")
        let home = folder.path + "/home"
        let binary = folder.path + "/kwin_wayland"
        busAddress = "unix:path=\(folder.runtime)/bus"
        do {
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
            // A plain copy drops the file capability that a sandbox may refuse to exec.
            try FileManager.default.copyItem(atPath: installed, toPath: binary)
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw KWinHarnessError.setupFailed(reason: "preparing \(directory): \(error)")
        }

        var environment = Process.harnessEnvironment(removing: [
            "DBUS_SESSION_BUS_ADDRESS", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_SESSION_TYPE",
            "KDE_FULL_SESSION",
        ])
        environment["HOME"] = home
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        environment["DBUS_SESSION_BUS_ADDRESS"] = busAddress
        environment["QT_QPA_PLATFORM"] = "wayland-org.kde.kwin.qpa"
        environment["KWIN_WAYLAND_NO_PERMISSION_CHECKS"] = "1"
        // ScreenShot2 otherwise answers only callers whose desktop file lists the interface.
        environment["KWIN_SCREENSHOT_NO_PERMISSION_CHECKS"] = "1"

        // KWin registers itself on the session bus; a daemon of its own (not dbus-run-session, whose daemon
        // outlives a killed parent) keeps every process of the harness under PR_SET_PDEATHSIG.
        bus.executableURL = URL(fileURLWithPath: dbusDaemon)
        bus.arguments = [
            "--session", "--nofork", "--nopidfile",
            "--address=\(busAddress)",
        ]
        kwin.executableURL = URL(fileURLWithPath: binary)
        kwin.arguments = [
            "--virtual",
            "--width", "\(width)", "--height", "\(height)", "--scale", "\(scale)",
            "--socket", socketName, "--no-lockscreen", "--no-global-shortcuts", "--no-kactivities",
        ]
        let logHandle = FileHandle(forWritingAtPath: logPath)
        for process in [bus, kwin] {
            process.runInHarness(directory: directory, environment: environment, log: logHandle)
        }
        do {
            try bus.runTiedToTestProcess()
            let busSocket = runtimeDirectory + "/bus"
            guard waitUntil(timeout: startTimeout, { !bus.isRunning || WestonHarness.socketAcceptsClient(path: busSocket) }),
                bus.isRunning
            else {
                throw KWinHarnessError.startFailed(reason: "dbus-daemon made no socket", log: log)
            }
            try kwin.runTiedToTestProcess()
            try waitUntilReady(timeout: startTimeout)
        } catch {
            stop()
            if let error = error as? KWinHarnessError { throw error }
            throw KWinHarnessError.startFailed(reason: "\(error)", log: log)
        }
    }

    deinit { stop() }

    /// Whether KWin is still running.
    public var isRunning: Bool { !kwin.hasEnded }

    /// KWin's process id (of `setpriv`, which execs KWin, so the same process).
    public var pid: Int32 { kwin.processIdentifier }

    /// KWin's log so far (after `stop()`, the whole log).
    public var log: String { finalLog ?? ((try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "") }

    /// Stops KWin (SIGTERM, then SIGKILL after 2 s) and its D-Bus daemon, and removes the directory. Safe to call
    /// more than once; `log` stays readable afterwards.
    public func stop() {
        guard finalLog == nil else { return }
        let client = input?.client
        input = nil
        client?.display.disconnect()
        kwin.stop(grace: .seconds(2))
        bus.stop(grace: .milliseconds(200))
        finalLog = log
        try? FileManager.default.removeItem(atPath: directory)
    }

    // MARK: - Start-up

    /// Connects as soon as the socket accepts, then waits for the globals the tests use and authenticates the
    /// fake-input device (KWin ignores its requests until then).
    private func waitUntilReady(timeout: Duration) throws {
        var client: TestClient?
        let path = socketPath
        let connected = waitUntil(timeout: timeout, interval: .milliseconds(10)) {
            guard kwin.isRunning else { return true }
            guard let display = try? Display.connect(name: path), let candidate = try? TestClient(display: display)
            else { return false }
            let names = Set(candidate.globals.map(\.interface))
            guard names.isSuperset(of: ["wl_output", "wl_seat", "xdg_wm_base", OrgKdeKwinFakeInput.interface.name])
            else {
                display.disconnect()
                return false
            }
            client = candidate
            return true
        }
        guard connected, kwin.isRunning, let client else {
            throw KWinHarnessError.startFailed(
                reason: kwin.isRunning ? "no usable connection within \(timeout)" : "kwin_wayland exited", log: log)
        }
        let device = try client.bind(OrgKdeKwinFakeInput.self)
        device.authenticate(application: "Curtain tests", reason: "types into the windows under test")
        try client.roundtrip()
        input = (client, device)
    }
}
