import CurtainDBus
import CurtainDesktop
import CurtainTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The `org.a11y.Status` watch against the real accessibility stack: `dbus-daemon` with at-spi2-core's
/// `at-spi-bus-launcher` started on demand, as on a desktop, and set the way Orca sets it.
@Suite("accessibility status through the real bus launcher", .serialized, .integrationTimeLimit, .blocking)
struct AccessibilityStatusMonitorTests {
    let bus: AccessibilityBus

    init() throws { bus = try AccessibilityBus() }

    /// Waits until the monitor's descriptor is readable, as the event loop would, and takes the status.
    private func nextStatus(_ monitor: AccessibilityStatusMonitor, timeout: Duration = .seconds(10)) -> Bool? {
        var poll = pollfd(fd: monitor.fileDescriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        guard Glibc.poll(&poll, 1, milliseconds) == 1 else { return nil }
        return monitor.takeIsEnabled()
    }

    /// Whether the launcher owns its name on the session bus.
    private func launcherIsRunning() throws -> Bool {
        let client = try DBusConnection(address: bus.address)
        defer { client.close() }
        let reply = try client.call(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            method: "NameHasOwner", arguments: [.string("org.a11y.Bus")])
        guard case .bool(let owned)? = reply.first else { return false }
        return owned
    }

    /// The monitor's own thread, by its id (`/proc/self/task/TID`), not by its name: every watch of its kind in the
    /// process (another suite's window) is named `curtain-a11y` too.
    private struct MonitorThread {
        let path: String

        /// Waits until the monitor's thread has started and tells its id.
        init(_ monitor: AccessibilityStatusMonitor) throws {
            #expect(waitUntil(timeout: .seconds(10)) { monitor.threadID != 0 }, "the thread never started")
            path = "/proc/self/task/\(try #require(monitor.threadID != 0 ? monitor.threadID : nil))"
        }

        /// Whether the thread still exists.
        var isAlive: Bool { FileManager.default.fileExists(atPath: path) }

        /// Whether it sleeps (state `S`: a thread woken and not yet run is `R`) in the watch's own wait, and in
        /// nothing else: `poll` on two descriptors (the bus and the stop pipe) with no timeout, read from
        /// `/proc/self/task/TID/syscall` (the call and its arguments, in hex). libdbus's wait for a reply polls one
        /// descriptor, with a timeout; a thread woken by a timer would have one too.
        var isWaitingForTheBus: Bool {
            guard let stat = try? String(contentsOfFile: path + "/stat", encoding: .utf8),
                let name = stat.lastIndex(of: ")"), stat[name...].dropFirst(2).first == "S",
                let text = try? String(contentsOfFile: path + "/syscall", encoding: .utf8)
            else { return false }
            let fields = text.split(separator: " ").map(String.init)
            guard fields.count >= 4 else { return false }
            #if arch(x86_64)
            // poll(2) is call 7 here; its timeout is an int, -1 in the register's low half.
            return fields[0] == "7" && fields[2] == "0x2" && fields[3].hasSuffix("ffffffff")
            #else
            // ppoll(2) (73 on arm64), whose timeout is a pointer: NULL for none.
            return fields[0] == "73" && fields[2] == "0x2" && fields[3] == "0x0"
            #endif
        }

        /// How many times the thread went to sleep of its own accord (`voluntary_ctxt_switches`): once per wake-up.
        func wakeUps() throws -> Int {
            let status = try String(contentsOfFile: path + "/status", encoding: .utf8)
            let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") })
            return try #require(Int(line.split(separator: "\t").last ?? ""))
        }
    }

    /// Waits until the monitor's thread has asked its first question and sleeps, waiting for the bus: the positive
    /// sign that anything it had to report from the start would have been reported.
    private func waitUntilSettled(_ monitor: AccessibilityStatusMonitor) throws -> MonitorThread {
        let thread = try MonitorThread(monitor)
        #expect(
            waitUntil(timeout: .seconds(10)) { thread.isWaitingForTheBus },
            "the thread never settled in its wait for the bus: \((try? String(contentsOfFile: thread.path + "/syscall", encoding: .utf8)) ?? "gone")"
        )
        return thread
    }

    @Test func withoutALauncherTheStatusIsOffAndNoLauncherIsStarted() throws {
        let monitor = try #require(AccessibilityStatusMonitor(address: bus.address))
        defer { monitor.stop() }
        let thread = try waitUntilSettled(monitor)
        #expect(nextStatus(monitor, timeout: .zero) == nil, "nothing to report while nobody turned it on")
        #expect(!monitor.isEnabled)
        #expect(try !launcherIsRunning(), "asking must not activate the accessibility bus")
        #expect(!monitor.hasEnded && thread.isAlive, "it keeps listening for a launcher that starts later")
    }

    @Test func turningAccessibilityOnLaterIsFollowed() throws {
        let monitor = try #require(AccessibilityStatusMonitor(address: bus.address))
        defer { monitor.stop() }
        _ = try waitUntilSettled(monitor)
        #expect(nextStatus(monitor, timeout: .zero) == nil)
        try bus.setEnabled(true)
        #expect(nextStatus(monitor) == true)
        #expect(monitor.isEnabled)
    }

    @Test func aStatusAlreadyOnIsReadAtStart() throws {
        try bus.setEnabled(true)
        let monitor = try #require(AccessibilityStatusMonitor(address: bus.address))
        defer { monitor.stop() }
        #expect(nextStatus(monitor) == true)
    }

    @Test func turningItOffAgainIsReported() throws {
        try bus.setEnabled(true)
        let monitor = try #require(AccessibilityStatusMonitor(address: bus.address))
        defer { monitor.stop() }
        #expect(nextStatus(monitor) == true)
        try bus.setEnabled(false)
        #expect(nextStatus(monitor) == false)
    }

    @Test func anIdleWatchNeverWakesAndStopsAtOnce() throws {
        let monitor = try #require(AccessibilityStatusMonitor(address: bus.address))
        // Settled once the first question is answered (ServiceUnknown, at once): asleep in a poll with no timeout,
        // so no timer can wake it.
        let thread = try waitUntilSettled(monitor)
        let before = try thread.wakeUps()
        // Traffic the watch has no business waking for: a signal it did not subscribe to, then a round trip on the
        // same connection. The daemon handles a connection's messages in order, so once the reply is here it has
        // routed the signal to whoever matched it, and had it been the monitor, its thread would be runnable now.
        let client = try DBusConnection(address: bus.address)
        defer { client.close() }
        try client.emitSignal(
            path: "/org/curtain/Test", interface: "org.curtain.Test", name: "Marker", arguments: [.string("idle")])
        _ = try client.call(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            method: "GetId", arguments: [])
        // A thread made runnable is not in its wait yet; one that ran has gone back to it and counted a wake-up.
        #expect(waitUntil(timeout: .seconds(10)) { thread.isWaitingForTheBus }, "the thread is back in its wait")
        let after = try thread.wakeUps()
        #expect(after == before, "the thread woke \(after - before) times while the bus had nothing for it")
        #expect(nextStatus(monitor, timeout: .zero) == nil)
        #expect(!monitor.hasEnded && thread.isAlive, "the thread is still there, asleep")
        monitor.stop()
        #expect(waitUntil(timeout: .seconds(1)) { monitor.hasEnded })
        #expect(waitUntil(timeout: .seconds(10)) { !thread.isAlive }, "the thread itself is gone")
    }
}
