import Foundation

/// fcitx5, the input method framework many Wayland desktops run, started on a test's compositor and private bus.
///
/// It binds sway's `zwp_input_method_v2` as it does in a user's session. Its profile holds one engine, Hangul
/// (`fcitx5-hangul`), active from the start: Korean's two-set layout composes syllables from Latin keys with no
/// dictionary or candidate list, so the same keys always give the same preedit and commits.
///
/// ```swift
/// let fcitx = try Fcitx5(wayland: sway.clientEnvironment, bus: bus)
/// try sway.type("gksrmf")   // 한글: 한 committed, 글 composing
/// ```
public final class Fcitx5: @unchecked Sendable {
    private let process = Process()
    private let directory: String
    private let busAddress: String
    /// What fcitx5 printed, for a failing test's message.
    public var log: String { (try? String(contentsOfFile: directory + "/fcitx5.log", encoding: .utf8)) ?? "" }
    public var isRunning: Bool { !process.hasEnded }

    /// Starts fcitx5 with its own configuration directory.
    ///
    /// - Parameters:
    ///   - wayland: The variables that find the compositor (`WAYLAND_DISPLAY`, `XDG_RUNTIME_DIR`).
    ///   - bus: The session bus fcitx5 takes its names on (`org.fcitx.Fcitx5`), never the machine's.
    /// - Throws: ``Fcitx5Error/notInstalled`` naming the Debian package when fcitx5 or its Hangul engine is missing.
    public init(wayland: [String: String], bus: PrivateBus) throws {
        let executable = "/usr/bin/fcitx5"
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw Fcitx5Error.notInstalled(program: executable, debianPackage: "fcitx5")
        }
        let engine = "/usr/share/fcitx5/inputmethod/hangul.conf"
        guard FileManager.default.fileExists(atPath: engine) else {
            throw Fcitx5Error.notInstalled(program: engine, debianPackage: "fcitx5-hangul")
        }
        busAddress = bus.address
        directory = NSTemporaryDirectory() + "curtain-fcitx5-\(UUID().uuidString.prefix(8))"
        let configuration = directory + "/config/fcitx5"
        try FileManager.default.createDirectory(atPath: configuration, withIntermediateDirectories: true)
        // The first item of a group is the "inactive" engine; ActiveByDefault starts every field on the second.
        try """
        [Groups/0]
        Name=Default
        Default Layout=us
        DefaultIM=hangul

        [Groups/0/Items/0]
        Name=keyboard-us
        Layout=

        [Groups/0/Items/1]
        Name=hangul
        Layout=

        [GroupOrder]
        0=Default
        """.write(toFile: configuration + "/profile", atomically: true, encoding: .utf8)
        try "[Behavior]\nActiveByDefault=True\n".write(toFile: configuration + "/config", atomically: true, encoding: .utf8)
        _ = FileManager.default.createFile(atPath: directory + "/fcitx5.log", contents: nil)

        var environment = wayland
        environment["PATH"] = "/usr/bin:/bin"
        environment["HOME"] = directory
        environment["XDG_CONFIG_HOME"] = directory + "/config"
        environment["XDG_DATA_HOME"] = directory + "/data"
        environment["XDG_CACHE_HOME"] = directory + "/cache"
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        process.environment = environment
        process.executableURL = URL(fileURLWithPath: executable)
        // No X server here: the X frontends would only log that they found none.
        process.arguments = ["--disable=xcb,xim,fcitx4frontend,kimpanel,notificationitem", "--verbose=*=3"]
        process.standardInput = FileHandle.nullDevice
        let log = FileHandle(forWritingAtPath: directory + "/fcitx5.log")
        process.standardOutput = log
        process.standardError = log
        try process.runTiedToTestProcess()
    }

    deinit { stop() }

    /// What `fcitx5-remote` says of the focused input context: `"2"` active, `"1"` inactive, `"0"` none; nil when
    /// fcitx5 does not answer on the bus yet.
    public func state() -> String? {
        let remote = Process()
        remote.executableURL = URL(fileURLWithPath: "/usr/bin/fcitx5-remote")
        remote.environment = ["PATH": "/usr/bin:/bin", "DBUS_SESSION_BUS_ADDRESS": busAddress]
        let output = Pipe()
        remote.standardOutput = output
        remote.standardError = FileHandle.nullDevice
        remote.standardInput = FileHandle.nullDevice
        guard (try? remote.runTiedToTestProcess()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        remote.waitUntilExit()
        guard remote.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the focused field's input context is active: by then fcitx5 has asked the compositor for the
    /// keyboard grab, so keys typed next reach its engine rather than the field.
    ///
    /// - Returns: Whether it became active before the deadline.
    public func waitUntilActive(timeout: Duration = .seconds(10)) -> Bool {
        waitUntil(timeout: timeout) { self.state() == "2" }
    }

    /// Stops fcitx5 (its input method object goes away; text inputs on the seat are left without one).
    public func stop() {
        process.stop(grace: .seconds(2))
        try? FileManager.default.removeItem(atPath: directory)
    }
}

/// Why ``Fcitx5`` did not start.
public enum Fcitx5Error: Error, Equatable {
    /// The program or engine is missing; the package named provides it.
    case notInstalled(program: String, debianPackage: String)
}
