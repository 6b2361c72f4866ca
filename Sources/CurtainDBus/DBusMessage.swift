import CurtainCDBus

/// A message that arrived on a ``DBusConnection``: a method call for a service to answer, a signal, a reply or
/// an error.
///
/// It keeps libdbus' message alive so that a service can answer it with ``DBusConnection/reply(to:with:)``.
public final class DBusMessage {
    /// What kind of message it is.
    public enum Kind: Sendable, Equatable {
        /// A call of a service's method, for a service to answer with a reply or an error.
        case methodCall
        /// The successful reply to a call.
        case methodReturn
        /// The failed reply to a call, named by ``DBusMessage/errorName``.
        case error
        /// A broadcast that no one answers (`SettingChanged`, `Response`).
        case signal
    }

    /// What kind of message it is.
    public let kind: Kind
    /// The sender's unique name (`:1.7`), when the bus stamped one.
    public let sender: String?
    /// The object path of a call or signal.
    public let path: String?
    /// The interface of a call or signal.
    public let interface: String?
    /// The method or signal name.
    public let member: String?
    /// The D-Bus error name of an error reply.
    public let errorName: String?
    /// The body's values, in order.
    public let arguments: [DBusValue]
    let message: OpaquePointer

    /// Takes over a reference to `message` (one that `dbus_connection_pop_message` returned).
    init(adopting message: OpaquePointer) {
        self.message = message
        kind =
            switch libdbus.dbus_message_get_type(message) {
            case DBUS_MESSAGE_TYPE_METHOD_CALL: .methodCall
            case DBUS_MESSAGE_TYPE_SIGNAL: .signal
            case DBUS_MESSAGE_TYPE_ERROR: .error
            default: .methodReturn
            }
        sender = libdbus.dbus_message_get_sender(message).map { String(cString: $0) }
        path = libdbus.dbus_message_get_path(message).map { String(cString: $0) }
        interface = libdbus.dbus_message_get_interface(message).map { String(cString: $0) }
        member = libdbus.dbus_message_get_member(message).map { String(cString: $0) }
        errorName = libdbus.dbus_message_get_error_name(message).map { String(cString: $0) }
        var reader = DBusMessageIter()
        arguments = libdbus.dbus_message_iter_init(message, &reader) != 0 ? DBusValue.readAll(&reader) : []
    }

    deinit { libdbus.dbus_message_unref(message) }

    /// Whether this is the signal `member` of `interface`.
    public func isSignal(_ member: String, of interface: String) -> Bool {
        kind == .signal && self.member == member && self.interface == interface
    }
}
