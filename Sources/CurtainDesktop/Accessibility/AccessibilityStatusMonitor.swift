import CurtainDBus
import Synchronization

/// Follows whether assistive technologies want applications' accessibility trees: `org.a11y.Status`'s
/// `IsEnabled` and `ScreenReaderEnabled`, which Orca or a desktop's accessibility setting turn on at the
/// accessibility bus launcher (`org.a11y.Bus` on the session bus).
///
/// The question is asked with libdbus on a thread of its own (``BusWatchThread``), so the main thread never waits
/// for the bus and no GLib main context or GDBus worker runs in a process that nobody reads with a screen reader.
/// The launcher is never started to answer (no D-Bus activation): without one running, the status is off until one
/// starts and says otherwise.
package final class AccessibilityStatusMonitor: Sendable {
    /// The launcher's bus name, object and status interface.
    static let launcher = (name: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Status")
    static let properties = "org.freedesktop.DBus.Properties"

    /// Readable when ``isEnabled`` changed; ``takeIsEnabled()`` empties it.
    package var fileDescriptor: Int32 { watch.fileDescriptor }
    private let address: String
    private let timeout: Duration
    private let enabled = Atomic(false)
    private let watch: BusWatchThread

    /// Starts following the status on the bus at `address`.
    ///
    /// - Parameters:
    ///   - address: The session bus, by default.
    ///   - timeout: How long the first question may take; without an answer the monitor keeps listening.
    /// - Returns: nil without a bus address, or when no thread or pipe could be made.
    package init?(address: String? = DBusConnection.sessionBusAddress, timeout: Duration = .seconds(2)) {
        guard let address, let watch = BusWatchThread() else { return nil }
        self.address = address
        self.timeout = timeout
        self.watch = watch
        guard watch.start(name: "curtain-a11y", body: { [self] in run($0) }) else { return nil }
    }

    /// Whether an assistive technology wants the tree (`IsEnabled` or `ScreenReaderEnabled`), as last reported.
    package var isEnabled: Bool { enabled.load(ordering: .acquiring) }

    /// Whether the monitor's thread has ended: no bus, stopped, or the bus went away.
    package var hasEnded: Bool { watch.hasEnded }

    /// The monitor's thread's id in the kernel, once it has started (``BusWatchThread/threadID``).
    package var threadID: Int32 { watch.threadID }

    /// Empties ``fileDescriptor`` and returns ``isEnabled``; call it when the descriptor is readable.
    package func takeIsEnabled() -> Bool {
        watch.drain()
        return isEnabled
    }

    /// Stops following the status; the thread closes its connection at once.
    package func stop() {
        watch.stop()
    }

    /// The two properties, as the launcher last reported them.
    private struct Status {
        var isEnabled = false
        var screenReaderEnabled = false

        var wantsTree: Bool { isEnabled || screenReaderEnabled }

        mutating func apply(_ properties: [String: DBusValue]) {
            if case .bool(let value)? = properties["IsEnabled"]?.unwrapped { isEnabled = value }
            if case .bool(let value)? = properties["ScreenReaderEnabled"]?.unwrapped { screenReaderEnabled = value }
        }
    }

    /// The thread: subscribe to changes first, then ask, so that no change falls between the two.
    private func run(_ watch: BusWatchThread) {
        guard let bus = try? DBusConnection(address: address) else { return }
        defer { bus.close() }
        let launcher = Self.launcher
        var status = Status()
        func update(_ properties: [String: DBusValue]) {
            let before = status.wantsTree
            status.apply(properties)
            guard status.wantsTree != before else { return }
            enabled.store(status.wantsTree, ordering: .releasing)
            watch.publish()
        }
        // No activation: a dialog never launches the accessibility bus itself; whoever turns accessibility on
        // does (and a launcher started for a property change answers that change before this question).
        func ask() {
            if let reply = try? bus.call(
                destination: launcher.name, path: launcher.path, interface: Self.properties, method: "GetAll",
                arguments: [.string(launcher.interface)], timeout: timeout, startsService: false),
                let properties = reply.first?.dictionaryValue
            {
                update(properties)
            }
        }
        do throws(DBusConnectionError) {
            try bus.addMatch(
                "type='signal',sender='\(launcher.name)',path='\(launcher.path)',interface='\(Self.properties)',"
                    + "member='PropertiesChanged',arg0='\(launcher.interface)'", timeout: timeout)
            // A launcher that starts later (Orca's or the desktop's first property change starts it) is asked
            // as it appears: it does not announce the values it starts with.
            try bus.addMatch(
                "type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',"
                    + "member='NameOwnerChanged',arg0='\(launcher.name)'", timeout: timeout)
            ask()
            while let message = try bus.nextMessage(untilReadable: watch.stopDescriptor) {
                if message.isSignal("NameOwnerChanged", of: "org.freedesktop.DBus"), message.arguments.count == 3,
                    message.arguments[2].stringValue?.isEmpty == false
                {
                    ask()
                    continue
                }
                guard message.isSignal("PropertiesChanged", of: Self.properties), message.arguments.count == 3,
                    message.arguments[0].stringValue == launcher.interface,
                    let changed = message.arguments[1].dictionaryValue
                else { continue }
                update(changed)
            }
        } catch {
            return
        }
    }
}
