/// Why a ``DBusConnection`` could not connect or a call failed.
public enum DBusConnectionError: Error, Equatable, CustomStringConvertible {
    /// No bus at the address, or it refused this client.
    case cannotConnect(address: String, reason: String)
    /// The connection was closed before the call.
    case closed
    /// libdbus refused to encode a call's arguments (a string that is not valid UTF-8, out of memory).
    case cannotEncode(method: String)
    /// The call came back with a D-Bus error, or no reply in time (`org.freedesktop.DBus.Error.NoReply`).
    case failed(method: String, name: String, message: String)

    public var description: String {
        switch self {
        case .cannotConnect(let address, let reason): "cannot connect to the D-Bus at \(address): \(reason)"
        case .closed: "the D-Bus connection is closed"
        case .cannotEncode(let method): "cannot encode the arguments of \(method)"
        case .failed(let method, let name, let message): "\(method) failed: \(name): \(message)"
        }
    }
}
