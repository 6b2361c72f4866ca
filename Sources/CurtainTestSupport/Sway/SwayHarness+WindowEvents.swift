import Foundation

extension SwayHarness {
    /// Starts recording sway's window events (`swaymsg -t subscribe -m '["window", "tick"]'`), and returns once sway
    /// has confirmed the subscription: every window that maps from then on is in ``SwayWindowEvents/events(before:)``.
    ///
    /// - Throws: ``SwayHarnessError/commandFailed(command:output:)`` when the subscription does not start.
    public func recordWindowEvents(timeout: Duration = .seconds(10)) throws -> SwayWindowEvents {
        guard let socket = ipcSocketPath else {
            throw SwayHarnessError.commandFailed(command: "subscribe", output: "no IPC socket")
        }
        return try SwayWindowEvents(sway: self, socket: socket, timeout: timeout)
    }
}

/// sway's window events as they happen, recorded by a `swaymsg` subscription, with tick events
/// (`swaymsg -t send_tick`) as markers: sway sends events in order, so a tick sent after a moment arrives after
/// every window event before it.
///
/// A test that checks a window did *not* map records before the moment and, after it, takes the events up to a
/// fresh tick: a positive sign that sway has reported everything until then, never a fixed wait.
/// ```swift
/// let windows = try sway.recordWindowEvents()
/// …                                           // the prompt shows and is answered
/// #expect(try windows.events(before: "answered").filter { $0["change"] as? String == "new" }.isEmpty)
/// ```
public final class SwayWindowEvents {
    private let sway: SwayHarness
    private let process = Process()
    private let outputPath: String

    init(sway: SwayHarness, socket: String, timeout: Duration) throws {
        self.sway = sway
        outputPath = NSTemporaryDirectory() + "curtain-sway-events-\(UUID().uuidString.prefix(8))"
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        // -r: one compact JSON object per event and line. Killed with the test process (pdeathsig from the
        // lifeline thread), and it ends with sway's socket anyway.
        process.arguments = [
            "--pdeathsig", "SIGKILL", sway.swaymsgPath, "-s", socket, "-r", "-m", "-t", "subscribe", #"["window","tick"]"#,
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle(forWritingAtPath: outputPath)
        process.standardError = FileHandle.nullDevice
        try LifelineThread.shared.run(process)
        // sway's first event on a subscription with ticks is a tick with `first` set: the subscription is live.
        guard waitUntil(timeout: timeout, { lines.contains { $0["first"] as? Bool == true } }) else {
            stop()
            throw SwayHarnessError.commandFailed(command: "subscribe", output: "no first tick: \(text)")
        }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: outputPath)
    }

    private func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    private var text: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }

    /// Every complete line recorded so far, parsed.
    private var lines: [[String: Any]] {
        text.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
    }

    /// Sends a tick carrying `marker` and returns the window events recorded before it (each sway's JSON: `change`,
    /// `container`).
    ///
    /// - Throws: ``SwayHarnessError/commandFailed(command:output:)`` when the tick does not come back by `timeout`.
    public func events(before marker: String, timeout: Duration = .seconds(10)) throws -> [[String: Any]] {
        _ = try sway.swaymsg(["-t", "send_tick", marker], timeout: timeout)
        var recorded: [[String: Any]] = []
        let ticked = waitUntil(timeout: timeout) {
            recorded = lines
            return recorded.contains { $0["payload"] as? String == marker }
        }
        guard ticked else { throw SwayHarnessError.commandFailed(command: "send_tick \(marker)", output: text) }
        let index = recorded.firstIndex { $0["payload"] as? String == marker }!
        return recorded[..<index].filter { $0["change"] != nil && $0["container"] != nil }
    }
}
