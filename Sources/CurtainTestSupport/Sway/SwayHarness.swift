import Foundation

/// A private headless sway 1.7 (wlroots) for tests that must hold on a second compositor, with the same minimal
/// surface as ``WestonHarness``: start, where clients connect, a screenshot, stop.
///
/// ```swift
/// let sway = try SwayHarness()
/// let app = try Application(displayName: sway.socketPath)
/// ...
/// let shot = try sway.screenshot()                        // grim, through wlr-screencopy
/// ```
/// sway refuses to run as root, so when the tests run as root it runs as `nobody` (`setpriv`) in its own 0700
/// runtime directory owned by that user; root clients may still connect to its socket. Windows float at the size
/// they ask for, centred, without borders (`for_window [app_id=".*"] floating enable`, `default_floating_border
/// none`), so tests see the same geometry as under weston's desktop shell. With `layout: .tiling` sway keeps its
/// default window rules instead, as a user's sway does: every toplevel tiles across the output with a title bar,
/// except those sway floats by itself (fixed-size windows, dialogs with a parent). ``command(_:)`` drives sway's
/// IPC as `swaymsg` does (fullscreen, floating, resize). Its seat has one device, the
/// harness's ``keyboard``, plugged in before any test client connects (so clients see a keyboard from the
/// start, as on a desktop); ``tap(_:holding:)`` and ``CompositorKeyboard/type(_:)`` type through it.
public final class SwayHarness {
    /// How sway places new windows.
    public enum Layout: Sendable {
        /// Every window floats at its own size, centred, borderless: the geometry weston's desktop shell gives.
        case floating
        /// sway's defaults: windows tile with a title bar unless sway floats them itself.
        case tiling
    }

    /// The output's size in pixels.
    public let width: Int
    public let height: Int
    /// What sway shows where no window is: no `bg` is configured, because that would start `swaybg`, a
    /// second process to clean up; sway then clears the output to this colour.
    public static let background = RGBA(red: 0x3F, green: 0x3F, blue: 0x3F)
    /// The socket's name inside ``runtimeDirectory``.
    public private(set) var socketName = ""
    /// The private `XDG_RUNTIME_DIR` sway and its clients use.
    public let runtimeDirectory: String
    /// sway's stderr.
    public let logPath: String

    private let directory: String
    private let process = Process()
    private let grimPath: String
    let swaymsgPath: String
    private var screenshotNumber = 0
    /// The seat's virtual keyboard (`zwp_virtual_keyboard_v1`, US layout), on a connection of its own.
    public private(set) var keyboard: VirtualKeyboard?
    /// The user and group `nobody`, whom sway runs as by default when the tests run as root.
    public static let nobody: UInt32 = 65534

    /// The absolute socket path, for `Display.connect(name:)` and `Application(displayName:)`.
    public var socketPath: String { runtimeDirectory + "/" + socketName }

    /// The variables a child client needs to find this sway.
    public var clientEnvironment: [String: String] {
        ["WAYLAND_DISPLAY": socketName, "XDG_RUNTIME_DIR": runtimeDirectory]
    }

    /// Starts sway and waits until its socket accepts clients.
    ///
    /// - Parameters:
    ///   - layout: Whether every window floats (the default) or sway tiles as its default config does.
    ///   - extraConfiguration: sway config lines appended to the harness's own, which they may override
    ///   (`no_focus [app_id="…"]`, `focus_on_window_activation focus`).
    ///   - account: The user and group sway runs as when the tests run as root (`nobody` by default); its runtime
    ///   directory is theirs, so that their own programs (`sudo`'s askpass, run as the user who typed `sudo`) can
    ///   connect as well as root's.
    /// - Throws: ``SwayHarnessError``: `.notInstalled` naming the Debian package when sway, grim or setpriv is
    ///   missing (tests fail with it, they never skip), `.startFailed` with sway's log.
    public init(
        width: Int = 640, height: Int = 480, layout: Layout = .floating, extraConfiguration: String = "",
        account: (user: UInt32, group: UInt32) = (nobody, nobody), startTimeout: Duration = .seconds(10)
    ) throws {
        self.width = width
        self.height = height
        let sway = try Self.find("sway", package: "sway")
        grimPath = try Self.find("grim", package: "grim")
        swaymsgPath = try Self.find("swaymsg", package: "sway")
        _ = try Self.find("setpriv", package: "util-linux")

        let folder = try Self.makeDirectory(name: "sway")
        (directory, runtimeDirectory, logPath) = (folder.path, folder.runtime, folder.logPath)
        let configPath = directory + "/config"
        let placement =
            switch layout {
            case .floating:
                """
                default_border none
                default_floating_border none
                for_window [app_id=".*"] floating enable
                """
            case .tiling: ""
            }
        let config = """
            xwayland disable
            output * mode --custom \(width)x\(height)
            \(placement)
            focus_on_window_activation none
            \(extraConfiguration)
            """
        do {
            try config.write(toFile: configPath, atomically: true, encoding: .utf8)
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw SwayHarnessError.startFailed(reason: "preparing \(directory): \(error)", log: "")
        }
        let runsAsRoot = getuid() == 0
        if runsAsRoot {
            for path in [directory, runtimeDirectory, configPath, logPath] { chown(path, account.user, account.group) }
        }

        var environment = Process.harnessEnvironment(removing: ["SWAYSOCK", "I3SOCK"])
        environment["HOME"] = directory
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        environment["WLR_BACKENDS"] = "headless"
        environment["WLR_LIBINPUT_NO_DEVICES"] = "1"
        environment["WLR_RENDERER"] = "pixman"
        process.executableURL = URL(fileURLWithPath: sway)
        process.arguments = ["--config", configPath]
        process.runInHarness(directory: directory, environment: environment, log: FileHandle(forWritingAtPath: logPath))
        do {
            // SIGTERM, not SIGKILL, when the test process dies: sway then ends the clients it started itself.
            try process.runTiedToTestProcess(
                signal: "SIGTERM",
                setprivOptions: runsAsRoot ? ["--reuid=\(account.user)", "--regid=\(account.group)", "--clear-groups"] : [])
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw SwayHarnessError.startFailed(reason: "cannot run \(sway): \(error)", log: "")
        }
        let runtime = runtimeDirectory
        var found: String?
        let ready = waitUntil(timeout: startTimeout) {
            guard process.isRunning else { return true }
            found = (try? FileManager.default.contentsOfDirectory(atPath: runtime))?
                .first { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }
            // The socket file exists from bind(); clients are refused until sway listens on it.
            return found.map { WestonHarness.socketAcceptsClient(path: runtime + "/" + $0) } ?? false
        }
        guard ready, process.isRunning, let found else {
            let log = self.log
            stop()
            throw SwayHarnessError.startFailed(
                reason: process.isRunning ? "no socket within \(startTimeout)" : "sway exited",
                log: log)
        }
        socketName = found
        do {
            let socketPath = socketPath
            keyboard = try onMainActor { try VirtualKeyboard(socketPath: socketPath) }
        } catch {
            let log = self.log
            stop()
            throw SwayHarnessError.startFailed(reason: "no virtual keyboard: \(error)", log: log)
        }
    }

    deinit { stop() }

    /// Whether sway is still running.
    public var isRunning: Bool { !process.hasEnded }

    /// sway's process id (of `setpriv`, which execs sway, so the same process).
    public var pid: Int32 { process.processIdentifier }

    /// sway's log so far.
    public var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// Stops sway (SIGTERM, then SIGKILL after 0.3 s: sway 1.7 takes seconds to exit with clients connected and
    /// has nothing to save) and removes its directory. Safe to call more than once.
    public func stop() {
        keyboard = nil
        process.stop(grace: .milliseconds(300))
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Captures the whole output with `grim` (wlr-screencopy), as root in this process's environment.
    ///
    /// - Parameter output: The output to capture (`HEADLESS-2`, one added with `create_output`); `nil` for the
    ///   whole layout, which is the first output's alone until another is added.
    /// - Throws: ``SwayHarnessError/screenshotFailed(reason:)`` with grim's output.
    public func screenshot(output: String? = nil, timeout: Duration = .seconds(10)) throws -> Screenshot {
        screenshotNumber += 1
        let path = directory + "/shot-\(screenshotNumber).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let grim = Process()
        grim.executableURL = URL(fileURLWithPath: grimPath)
        grim.arguments = (output.map { ["-o", $0] } ?? []) + ["-t", "png", path]
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_SOCKET"] = nil
        environment.merge(clientEnvironment) { _, new in new }
        grim.environment = environment
        let captured: CapturedOutput
        do {
            captured = try grim.runCapturingOutput()
        } catch {
            throw SwayHarnessError.screenshotFailed(reason: "cannot run grim: \(error)")
        }
        guard waitUntil(timeout: timeout, { !grim.isRunning }) else {
            grim.kill()
            throw SwayHarnessError.screenshotFailed(reason: "grim did not finish within \(timeout)")
        }
        grim.waitUntilExit()
        guard grim.terminationStatus == 0 else {
            throw SwayHarnessError.screenshotFailed(reason: "grim exited with \(grim.terminationStatus): \(captured.text)")
        }
        return try Screenshot(contentsOfPNG: path)
    }

    /// Waits until sway has mapped a window of process `pid` and, when `focused`, given it the seat's keyboard,
    /// which sway does as the window maps; keys typed before that go elsewhere. A process whose window maps with
    /// its dialog already in it (as `curtain`'s do) says nothing a test could wait on first.
    ///
    /// - Throws: ``SwayHarnessError/commandFailed(command:output:)`` when there is no such window by `timeout`.
    public func waitForWindow(of pid: Int32, focused: Bool = true, timeout: Duration = .seconds(10)) throws {
        let what = focused ? "a focused window of process \(pid)" : "a window of process \(pid)"
        try waitForIPC("get_tree", until: what, timeout: timeout) { tree in
            Self.nodes(in: tree).contains { $0["pid"] as? Int == Int(pid) && (!focused || $0["focused"] as? Bool == true) }
        }
    }

    /// Waits until a layer surface (an overlay with exclusive keyboard interactivity) holds the seat's keyboard:
    /// sway then reports the seat focused on no node.
    ///
    /// - Throws: ``SwayHarnessError/commandFailed(command:output:)`` when it does not by `timeout`.
    public func waitForKeyboardOnLayerSurface(timeout: Duration = .seconds(10)) throws {
        try waitForIPC("get_seats", until: "the keyboard on a layer surface", timeout: timeout) { seats in
            (seats as? [[String: Any]])?.first?["focus"] as? Int == 0
        }
    }

    /// Asks sway's IPC `message` (as `swaymsg -t MESSAGE -r`) until `isDone` holds for its parsed answer.
    private func waitForIPC(
        _ message: String, until what: String, timeout: Duration, _ isDone: (Any) -> Bool
    ) throws {
        var last = ""
        let done = waitUntil(timeout: timeout, interval: .milliseconds(20)) {
            guard let answer = try? swaymsg(["-t", message, "-r"], timeout: timeout) else { return false }
            last = answer
            return (try? JSONSerialization.jsonObject(with: Data(answer.utf8))).map(isDone) ?? false
        }
        guard done else { throw SwayHarnessError.commandFailed(command: "-t \(message)", output: "no \(what): \(last)") }
    }

    /// The size of the window proper (sway's `window_rect`: without sway's border and title bar) of the first window
    /// whose app id is `appID`, or `nil` while sway has none.
    public func windowSize(appID: String) throws -> (width: Int, height: Int)? {
        let answer = try swaymsg(["-t", "get_tree", "-r"], timeout: .seconds(5))
        let tree = try JSONSerialization.jsonObject(with: Data(answer.utf8))
        guard let node = Self.nodes(in: tree).first(where: { $0["app_id"] as? String == appID }),
            let rect = node["window_rect"] as? [String: Any], let width = rect["width"] as? Int,
            let height = rect["height"] as? Int
        else { return nil }
        return (width, height)
    }

    /// Every node of a `get_tree` answer, tiled and floating.
    private static func nodes(in tree: Any) -> [[String: Any]] {
        guard let node = tree as? [String: Any] else { return [] }
        let children = (node["nodes"] as? [Any] ?? []) + (node["floating_nodes"] as? [Any] ?? [])
        return [node] + children.flatMap(nodes(in:))
    }

    /// Runs one sway command through its IPC socket, as `swaymsg COMMAND` would (e.g. `fullscreen enable`,
    /// `floating disable`, `[app_id="org.curtain.Curtain"] resize set 500 400`), and waits for sway's answer.
    ///
    /// - Throws: ``SwayHarnessError/commandFailed(command:output:)`` when swaymsg fails or sway refuses the command.
    public func command(_ command: String, timeout: Duration = .seconds(5)) throws {
        _ = try swaymsg([command], timeout: timeout)
    }

    /// The path of sway's IPC socket (`sway-ipc.UID.PID.sock` in the runtime directory), once sway has made it.
    var ipcSocketPath: String? {
        (try? FileManager.default.contentsOfDirectory(atPath: runtimeDirectory))?
            .first { $0.hasPrefix("sway-ipc.") && $0.hasSuffix(".sock") }
            .map { runtimeDirectory + "/" + $0 }
    }

    /// Runs `swaymsg ARGUMENTS…` on this sway's IPC socket and returns what it printed.
    ///
    /// - Throws: ``SwayHarnessError/commandFailed(command:output:)`` when swaymsg fails or sway refuses.
    func swaymsg(_ arguments: [String], timeout: Duration) throws -> String {
        let command = arguments.joined(separator: " ")
        guard let socket = ipcSocketPath else {
            throw SwayHarnessError.commandFailed(command: command, output: "no IPC socket")
        }
        let swaymsg = Process()
        swaymsg.executableURL = URL(fileURLWithPath: swaymsgPath)
        swaymsg.arguments = ["-s", socket] + arguments
        let captured: CapturedOutput
        do {
            captured = try swaymsg.runCapturingOutput()
        } catch {
            throw SwayHarnessError.commandFailed(command: command, output: "cannot run swaymsg: \(error)")
        }
        // Read once it has exited, so a hung swaymsg cannot hold the test past `timeout`.
        guard waitUntil(timeout: timeout, { !swaymsg.isRunning }) else {
            swaymsg.kill()
            throw SwayHarnessError.commandFailed(command: command, output: "no answer within \(timeout)")
        }
        swaymsg.waitUntilExit()
        let printed = captured.text
        guard swaymsg.terminationStatus == 0 else {
            throw SwayHarnessError.commandFailed(command: command, output: printed)
        }
        return printed
    }
}
