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
    public let fileDescriptor: Int32
    private let writeDescriptor: Int32
    private let address: String
    private let timeout: Duration
    private let state = Mutex(State())

    private struct State {
        var settings: DesktopSettings?
        var isStopped = false
        var hasEnded = false
    }

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
        guard let address else { return nil }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        fileDescriptor = ends[0]
        writeDescriptor = ends[1]
        self.address = address
        self.timeout = timeout
        var thread = pthread_t()
        let retained = Unmanaged.passRetained(self)
        let status = pthread_create(
            &thread, nil,
            { argument in
                let monitor = Unmanaged<DesktopSettingsMonitor>.fromOpaque(argument!).takeRetainedValue()
                // Named, so a profile or the bench's per-thread CPU tells it apart (procfs: prctl is variadic).
                let comm = open("/proc/thread-self/comm", O_WRONLY)
                if comm >= 0 { _ = write(comm, "curtain-desktop", 15); close(comm) }
                monitor.run()
                return nil
            }, retained.toOpaque())
        guard status == 0 else {
            retained.release()
            return nil
        }
        pthread_detach(thread)
    }

    deinit {
        close(fileDescriptor)
        close(writeDescriptor)
    }

    /// The settings, if the portal answered; nil before it has (or when it never will).
    public var settings: DesktopSettings? { state.withLock { $0.settings } }

    /// Whether the monitor's thread has ended: no bus, no portal, stopped, or the bus went away.
    public var hasEnded: Bool { state.withLock { $0.hasEnded } }

    /// Empties ``fileDescriptor`` and returns the latest settings; call it when the descriptor is readable.
    public func takeSettings() -> DesktopSettings? {
        var bytes = [UInt8](repeating: 0, count: 64)
        _ = read(fileDescriptor, &bytes, bytes.count)
        return settings
    }

    /// Stops following changes; the thread closes its connection within a fraction of a second.
    public func stop() {
        state.withLock { $0.isStopped = true }
    }

    private var isStopped: Bool { state.withLock { $0.isStopped } }

    private func publish(_ settings: DesktopSettings) {
        state.withLock { $0.settings = settings }
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// The thread: subscribe first, then read everything, so no change falls between the two.
    private func run() {
        defer { state.withLock { $0.hasEnded = true } }
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
            publish(settings)
            while !isStopped {
                guard let message = try bus.nextMessage(timeout: .milliseconds(200)),
                    message.isSignal("SettingChanged", of: Self.portal.interface), message.arguments.count == 3,
                    let namespace = message.arguments[0].stringValue, let key = message.arguments[1].stringValue
                else { continue }
                if settings.apply(namespace: namespace, key: key, value: message.arguments[2]) { publish(settings) }
            }
        } catch {
            return
        }
    }
}
