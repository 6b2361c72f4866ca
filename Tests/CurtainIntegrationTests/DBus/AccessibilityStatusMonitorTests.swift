import CurtainDBus
import CurtainTestSupport
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

    /// The thread's scheduler statistics (`/proc/self/task/TID/schedstat`: run time, wait time, time slices), found
    /// by its name.
    private func schedulerStatistics(ofThreadNamed name: String) -> String? {
        guard let tasks = opendir("/proc/self/task") else { return nil }
        defer { closedir(tasks) }
        while let entry = readdir(tasks) {
            let tid = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard tid.first?.isNumber == true, read("/proc/self/task/\(tid)/comm") == name + "\n" else { continue }
            return read("/proc/self/task/\(tid)/schedstat")
        }
        return nil
    }

    private func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = Glibc.read(descriptor, &bytes, bytes.count)
        return count > 0 ? String(decoding: bytes.prefix(count), as: UTF8.self) : nil
    }

    @Test func withoutALauncherTheStatusIsOffAndNoLauncherIsStarted() throws {
        let monitor = try #require(AccessibilityStatusMonitor(address: bus.address))
        defer { monitor.stop() }
        #expect(nextStatus(monitor, timeout: .seconds(1)) == nil, "nothing to report while nobody turned it on")
        #expect(!monitor.isEnabled)
        #expect(try !launcherIsRunning(), "asking must not activate the accessibility bus")
        #expect(!monitor.hasEnded, "it keeps listening for a launcher that starts later")
    }

    @Test func turningAccessibilityOnLaterIsFollowed() throws {
        let monitor = try #require(AccessibilityStatusMonitor(address: bus.address))
        defer { monitor.stop() }
        #expect(nextStatus(monitor, timeout: .seconds(1)) == nil)
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
        // Settled once the first question is answered (ServiceUnknown, at once): two samples a quarter of a second
        // apart agree. A thread woken by a timer never settles.
        var settled: String?
        #expect(
            waitUntil(timeout: .seconds(5)) {
                let first = schedulerStatistics(ofThreadNamed: "curtain-a11y")
                _ = nextStatus(monitor, timeout: .milliseconds(250))
                settled = schedulerStatistics(ofThreadNamed: "curtain-a11y")
                return first != nil && first == settled
            })
        let before = try #require(settled)
        #expect(nextStatus(monitor, timeout: .seconds(1)) == nil)
        let after = try #require(schedulerStatistics(ofThreadNamed: "curtain-a11y"))
        #expect(after == before, "the thread ran while nothing happened on the bus: \(before) -> \(after)")
        monitor.stop()
        #expect(waitUntil(timeout: .seconds(1)) { monitor.hasEnded })
    }
}
