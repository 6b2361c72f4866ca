import CurtainDBus
import Foundation

/// waybar 0.9 with only its tray, as a bar on a ``SwayHarness``: the StatusNotifierWatcher and host that sway users
/// run, on a ``PrivateBus`` of the test's own.
///
/// ```swift
/// let bus = try PrivateBus()
/// let sway = try SwayHarness()
/// let tray = try WaybarTray(on: sway, bus: bus)
/// // start an item on `bus`, then:
/// try tray.waitForItems { $0.count == 1 }
/// ```
/// The bar is ``height`` pixels high across the top of the output, painted ``background``; the tray is its only
/// module, at its left, its icons ``iconSize`` pixels. waybar dies with the test process.
public final class WaybarTray {
    /// The bar's height and colour, and the tray's icon size.
    public static let height = 32
    public static let background = RGBA(red: 0x20, green: 0x20, blue: 0x20)
    public static let iconSize = 24
    /// waybar's stdout and stderr.
    public let logPath: String
    private let directory: String
    private let process = Process()
    private let watcher: DBusConnection

    /// Starts waybar on `sway`'s output with `bus` as its session bus, and waits until its watcher owns
    /// `org.kde.StatusNotifierWatcher` and its bar is configured.
    ///
    /// - Throws: ``SwayHarnessError/notInstalled(program:debianPackage:)`` without waybar, `.startFailed` with
    ///   waybar's log when it did not get that far by `timeout`.
    public init(on sway: SwayHarness, bus: PrivateBus, timeout: Duration = .seconds(20)) throws {
        let waybar = try SwayHarness.find("waybar", package: "waybar")
        directory = NSTemporaryDirectory() + "curtain-waybar-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        logPath = directory + "/waybar.log"
        let configuration = """
            { "layer": "top", "position": "top", "height": \(Self.height), "modules-left": ["tray"],
              "tray": { "icon-size": \(Self.iconSize), "spacing": 8 } }
            """
        let style = """
            * { border: none; border-radius: 0; min-height: 0; margin: 0; padding: 0; }
            window#waybar { background-color: #202020; }
            """
        try configuration.write(toFile: directory + "/config.json", atomically: true, encoding: .utf8)
        try style.write(toFile: directory + "/style.css", atomically: true, encoding: .utf8)
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        var environment = Process.harnessEnvironment()
        environment.merge(sway.clientEnvironment) { _, new in new }
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        environment["HOME"] = directory
        environment["GDK_BACKEND"] = "wayland"
        environment["NO_AT_BRIDGE"] = "1"
        process.executableURL = URL(fileURLWithPath: waybar)
        process.arguments = ["-c", directory + "/config.json", "-s", directory + "/style.css"]
        process.runInHarness(directory: directory, environment: environment, log: FileHandle(forWritingAtPath: logPath))
        watcher = try DBusConnection(address: bus.address)
        do {
            try process.runTiedToTestProcess()
        } catch {
            throw SwayHarnessError.startFailed(reason: "cannot run \(waybar): \(error)", log: "")
        }
        let (log, watcher, process) = (logPath, watcher, process)
        let ready = waitUntil(timeout: timeout, interval: .milliseconds(20)) {
            guard !process.hasEnded else { return true }
            let owner = try? watcher.call(
                destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                method: "NameHasOwner", arguments: [.string("org.kde.StatusNotifierWatcher")])
            let configured = (try? String(contentsOfFile: log, encoding: .utf8))?.contains("Bar configured") ?? false
            return owner?.first == .bool(true) && configured
        }
        guard ready, !process.hasEnded else {
            let text = self.log
            stop()
            throw SwayHarnessError.startFailed(reason: "waybar's tray did not start in \(timeout)", log: text)
        }
    }

    deinit { stop() }

    /// waybar's log so far.
    public var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// Stops waybar and removes its folder. Safe to call more than once.
    public func stop() {
        process.stop(grace: .seconds(2))
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The items waybar's watcher lists (`RegisteredStatusNotifierItems`: `BUSNAME/PATH` each).
    public func registeredItems() throws -> [String] {
        let value = try watcher.property(
            "RegisteredStatusNotifierItems", of: "org.kde.StatusNotifierWatcher", at: "/StatusNotifierWatcher",
            on: "org.kde.StatusNotifierWatcher")
        guard case .array(_, let items)? = value else { return [] }
        return items.compactMap(\.stringValue)
    }

    /// Waits until the watcher's items satisfy `condition`.
    ///
    /// - Throws: ``SwayHarnessError/commandFailed(command:output:)`` with the last list when they do not by `timeout`.
    public func waitForItems(timeout: Duration = .seconds(10), until condition: ([String]) -> Bool) throws {
        var last: [String] = []
        let done = waitUntil(timeout: timeout, interval: .milliseconds(20)) {
            last = (try? registeredItems()) ?? last
            return condition(last)
        }
        guard done else {
            throw SwayHarnessError.commandFailed(command: "RegisteredStatusNotifierItems", output: "\(last)")
        }
    }

    /// The box of whatever the bar shows that is not its background (the tray's icons), in `shot`; `nil` for an
    /// empty bar.
    public static func icons(in shot: Screenshot) -> PixelRect? {
        shot.boundingBox(
            notMatching: background, tolerance: 8, in: PixelRect(x: 0, y: 0, width: shot.width, height: height))
    }
}
