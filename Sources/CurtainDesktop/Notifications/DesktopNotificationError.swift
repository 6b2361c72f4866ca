import CurtainDBus

/// Why a ``DesktopNotification`` could not be sent.
public enum DesktopNotificationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// There is no session bus to send it on.
    case noSessionBus(String)
    /// Nothing on the session bus serves `org.freedesktop.Notifications`.
    case noServer(String)
    /// The server refused the notification.
    case failed(String)

    public var description: String {
        switch self {
        case .noSessionBus(let reason): "no D-Bus session bus for the notification (\(reason))"
        case .noServer(let reason): "no notification server on the session bus (org.freedesktop.Notifications): \(reason)"
        case .failed(let reason): "the notification server failed: \(reason)"
        }
    }
}
