import CurtainDBus

/// A desktop notification, sent through `org.freedesktop.Notifications` (`Notify`) on the session bus: the
/// desktop's notification server shows it, outside any window of ours.
///
/// ```swift
/// let id = try DesktopNotification(summary: "Backup done", body: "42 files", applicationName: "Backup").send()
/// ```
public struct DesktopNotification: Sendable, Equatable {
    /// The bold first line.
    public var summary: String
    /// The text under it; may be empty.
    public var body: String
    /// An icon name or file path; empty for none.
    public var icon: String
    /// The application name the server shows.
    public var applicationName: String

    /// Creates a notification; nothing is sent until ``send(address:)``.
    ///
    /// - Parameters:
    ///   - summary: The bold first line.
    ///   - body: The text under it.
    ///   - icon: An icon name or file path; empty for none.
    ///   - applicationName: The name the server shows as the sender.
    public init(summary: String, body: String = "", icon: String = "", applicationName: String) {
        self.summary = summary
        self.body = body
        self.icon = icon
        self.applicationName = applicationName
    }

    /// Sends the notification and returns the server's id for it.
    ///
    /// - Parameter address: The bus, by default the session bus.
    /// - Throws: ``DesktopNotificationError``: no bus, no notification server on it, or a server that refused.
    @discardableResult
    public func send(address: String? = DBusConnection.sessionBusAddress) throws(DesktopNotificationError) -> UInt32 {
        guard let address else { throw .noSessionBus("DBUS_SESSION_BUS_ADDRESS is not set") }
        let bus: DBusConnection
        do {
            bus = try DBusConnection(address: address)
        } catch {
            throw .noSessionBus(error.description)
        }
        defer { bus.close() }
        let reply: [DBusValue]
        do {
            reply = try bus.call(
                destination: "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
                interface: "org.freedesktop.Notifications", method: "Notify",
                arguments: [
                    .string(applicationName), .uint32(0), .string(icon), .string(summary), .string(body),
                    .array(elementSignature: "s", []), .dictionary([:]), .int32(-1),
                ])
        } catch {
            if case .failed(_, let name, let message) = error,
                name == "org.freedesktop.DBus.Error.ServiceUnknown" || name == "org.freedesktop.DBus.Error.NameHasNoOwner"
            {
                throw .noServer(message)
            }
            throw .failed(error.description)
        }
        return UInt32(clamping: reply.first?.integerValue ?? 0)
    }
}
