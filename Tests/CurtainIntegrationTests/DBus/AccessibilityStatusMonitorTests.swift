import CurtainDBus
import CurtainTestSupport
import Testing

@testable import CurtainDiagnostics

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

    /// The microseconds of CPU the monitor's thread used since `earlier` (``ThreadCPUSnapshot``, the bench's
    /// per-thread figure); nil when it used none.
    private func monitorCPU(since earlier: ThreadCPUSnapshot) -> Double? {
        ThreadCPUSnapshot.now().micros(since: earlier)["curtain-a11y"]
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
        // Settled once the first question is answered (ServiceUnknown, at once): a quarter of a second in which the
        // thread, started and alive, used no CPU. A thread woken by a timer never settles.
        var settled = ThreadCPUSnapshot.now()
        #expect(
            waitUntil(timeout: .seconds(5)) {
                let first = ThreadCPUSnapshot.now()
                _ = nextStatus(monitor, timeout: .milliseconds(250))
                settled = ThreadCPUSnapshot.now()
                return monitorCPU(since: ThreadCPUSnapshot()) != nil && settled.micros(since: first)["curtain-a11y"] == nil
            })
        #expect(nextStatus(monitor, timeout: .seconds(1)) == nil)
        let used = monitorCPU(since: settled)
        #expect(used == nil, "the thread ran for \(used ?? 0) µs while nothing happened on the bus")
        #expect(!monitor.hasEnded, "the thread is still there, asleep")
        monitor.stop()
        #expect(waitUntil(timeout: .seconds(1)) { monitor.hasEnded })
    }
}
