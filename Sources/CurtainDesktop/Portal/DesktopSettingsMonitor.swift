import CurtainDBus
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// Reads the desktop's settings from the `org.freedesktop.portal.Settings` portal on the session bus and
/// follows its `SettingChanged` signal, on a thread of its own, so that nothing the main thread does waits for
/// D-Bus.
///
/// The look-up never delays a first frame: the main thread only watches ``fileDescriptor``, which becomes
/// readable when settings arrive or change, and then calls ``takeSettings()``. Without a session bus the
/// monitor is not created; without a portal on the bus (or one that does not answer within `timeout`) the
/// thread ends and the descriptor never becomes readable, so nothing changes.
///
/// ```swift
/// if let monitor = DesktopSettingsMonitor() {
///     eventLoop.addReadSource(fd: monitor.fileDescriptor) {
///         if let settings = monitor.takeSettings() { apply(settings) }
///     }
/// }
/// ```
public final class DesktopSettingsMonitor: Sendable {
    /// Readable when new settings are waiting for ``takeSettings()``.
    public var fileDescriptor: Int32 { watch.fileDescriptor }
    private let address: String
    private let timeout: Duration
    private let latest = Mutex<DesktopSettings?>(nil)
    private let watch: BusWatchThread

    /// The well-known name, object and interface of the portal.
    static let portal = (
        name: "org.freedesktop.portal.Desktop", path: "/org/freedesktop/portal/desktop",
        interface: "org.freedesktop.portal.Settings"
    )

    /// Starts reading the settings from the bus at `address` on a new thread.
    ///
    /// - Parameters:
    ///   - address: The bus; the session bus (`DBUS_SESSION_BUS_ADDRESS`) by default.
    ///   - timeout: How long each call to the bus may take before the monitor gives up.
    /// - Returns: nil without a bus address, or when no thread or pipe could be made.
    public init?(address: String? = DBusConnection.sessionBusAddress, timeout: Duration = .milliseconds(500)) {
        guard let address, let watch = BusWatchThread() else { return nil }
        self.address = address
        self.timeout = timeout
        self.watch = watch
        guard watch.start(name: "curtain-desktop", body: { [self] in run($0) }) else { return nil }
    }

    /// The settings, if the portal answered; nil before it has (or when it never will).
    public var settings: DesktopSettings? { latest.withLock { $0 } }

    /// Whether the monitor's thread has ended: no bus, no portal, stopped, or the bus went away.
    public var hasEnded: Bool { watch.hasEnded }

    /// Empties ``fileDescriptor`` and returns the latest settings; call it when the descriptor is readable.
    public func takeSettings() -> DesktopSettings? {
        watch.drain()
        return settings
    }

    /// Stops following changes; the thread closes its connection at once.
    public func stop() {
        watch.stop()
    }

    private func publish(_ settings: DesktopSettings, on watch: BusWatchThread) {
        latest.withLock { $0 = settings }
        watch.publish()
    }

    /// The thread: subscribe first, then read everything, so no change falls between the two.
    private func run(_ watch: BusWatchThread) {
        guard let bus = try? DBusConnection(address: address) else { return }
        defer { bus.close() }
        do throws(DBusConnectionError) {
            try bus.addMatch(
                "type='signal',interface='\(Self.portal.interface)',member='SettingChanged'," + "path='\(Self.portal.path)'",
                timeout: timeout)
            let namespaces: [DBusValue] = [.string(DesktopSettings.appearance), .string(DesktopSettings.gnomeInterface)]
            let reply = try bus.call(
                destination: Self.portal.name, path: Self.portal.path,
                interface: Self.portal.interface, method: "ReadAll",
                arguments: [.array(elementSignature: "s", namespaces)], timeout: timeout)
            var settings = DesktopSettings()
            for (namespace, values) in reply.first?.dictionaryValue ?? [:] {
                for (key, value) in values.dictionaryValue ?? [:] {
                    settings.apply(namespace: namespace, key: key, value: value)
                }
            }
            publish(settings, on: watch)
            while let message = try bus.nextMessage(untilReadable: watch.stopDescriptor) {
                guard message.isSignal("SettingChanged", of: Self.portal.interface), message.arguments.count == 3,
                    let namespace = message.arguments[0].stringValue, let key = message.arguments[1].stringValue
                else { continue }
                if settings.apply(namespace: namespace, key: key, value: message.arguments[2]) {
                    publish(settings, on: watch)
                }
            }
        } catch {
            return
        }
    }
}
