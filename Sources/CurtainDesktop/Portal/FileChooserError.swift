import CurtainDBus

/// Why the file chooser could not be asked.
public enum FileChooserError: Error, Sendable, Equatable, CustomStringConvertible {
    /// There is no session bus to ask (`DBUS_SESSION_BUS_ADDRESS` unset, or nothing listens there).
    case noSessionBus(String)
    /// Nothing on the session bus answers `org.freedesktop.portal.FileChooser`.
    case noPortal(String)
    /// The portal refused the request, or the bus went away before it answered.
    case failed(String)
    /// The timeout passed before the user chose; the chooser was closed.
    case timedOut

    public var description: String {
        switch self {
        case .noSessionBus(let reason):
            "no D-Bus session bus for the file chooser portal (\(reason))"
        case .noPortal(let reason):
            "no file chooser portal on the session bus (install xdg-desktop-portal and a backend such as xdg-desktop-portal-gtk): \(reason)"
        case .failed(let reason):
            "the file chooser portal failed: \(reason)"
        case .timedOut:
            "the file chooser timed out"
        }
    }
}
