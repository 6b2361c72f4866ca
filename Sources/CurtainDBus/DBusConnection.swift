import CurtainCDBus

/// A private connection to a D-Bus message bus that stays open until it is closed: services that tie state to
/// their caller (a remote-desktop session, a portal request, an accessibility registration) keep it while this
/// connection lives, unlike one `gdbus call` per request.
///
/// ```swift
/// let bus = try DBusConnection(address: "unix:path=/tmp/curtain-mutter-x/bus")
/// let reply = try bus.call(destination: "org.gnome.Mutter.RemoteDesktop",
///                          path: "/org/gnome/Mutter/RemoteDesktop",
///                          interface: "org.gnome.Mutter.RemoteDesktop", method: "CreateSession")
/// let session = reply.first?.stringValue          // an object path
/// ```
/// Calls block until the reply arrives or the timeout passes. The connection is private (not libdbus' shared
/// session-bus singleton) and never exits the process when the bus goes away; it is closed in ``close()`` and in
/// `deinit`. Not thread-safe: use it from one thread at a time.
public final class DBusConnection {
    /// The address the connection was opened with.
    public let address: String
    /// The unique name the bus gave this connection (`:1.42`).
    public let uniqueName: String
    private var connection: OpaquePointer?
    /// libdbus' connection, for the extensions; nil once closed.
    var rawConnection: OpaquePointer? { connection }

    /// Connects to the bus at `address` and registers with it (`Hello`).
    ///
    /// - Throws: ``DBusConnectionError/cannotConnect(address:reason:)``.
    public init(address: String) throws(DBusConnectionError) {
        self.address = address
        guard LibDBus.library != nil else { throw .cannotConnect(address: address, reason: "libdbus-1.so.3 is missing") }
        _ = libdbus.dbus_threads_init_default()
        var error = CurtainCDBus.DBusError()
        libdbus.dbus_error_init(&error)
        defer { libdbus.dbus_error_free(&error) }
        guard let opened = libdbus.dbus_connection_open_private(address, &error) else {
            throw .cannotConnect(address: address, reason: Self.describe(&error))
        }
        libdbus.dbus_connection_set_exit_on_disconnect(opened, 0)
        guard libdbus.dbus_bus_register(opened, &error) != 0, let name = libdbus.dbus_bus_get_unique_name(opened) else {
            let reason = Self.describe(&error)
            libdbus.dbus_connection_close(opened)
            libdbus.dbus_connection_unref(opened)
            throw .cannotConnect(address: address, reason: reason)
        }
        uniqueName = String(cString: name)
        connection = opened
    }

    deinit { close() }

    /// Whether the connection is open and the bus still answers.
    public var isConnected: Bool {
        connection.map { libdbus.dbus_connection_get_is_connected($0) != 0 } ?? false
    }

    /// Calls `method` and waits for its reply.
    ///
    /// - Parameters:
    ///   - destination: The bus name of the service (`org.gnome.Mutter.RemoteDesktop`).
    ///   - path: The object path.
    ///   - interface: The interface that declares `method`.
    ///   - method: The method's name (`CreateSession`).
    ///   - arguments: The arguments, in order; their signatures must match the method's.
    ///   - timeout: How long to wait for the reply.
    ///   - startsService: Whether the bus may start the destination's service to answer (D-Bus activation);
    ///     `false` for a question that must not launch anything, such as whether accessibility is on.
    /// - Returns: The reply's values, in order (empty for a method that returns nothing).
    /// - Throws: ``DBusConnectionError``: `.closed`, `.cannotEncode` for an argument libdbus refused, `.failed`
    ///   with the D-Bus error name and message (`org.freedesktop.DBus.Error.ServiceUnknown`, a timeout, ...).
    @discardableResult
    public func call(
        destination: String, path: String, interface: String, method: String,
        arguments: [DBusValue] = [], timeout: Duration = .seconds(5), startsService: Bool = true
    ) throws(DBusConnectionError)
        -> [DBusValue]
    {
        guard let connection else { throw .closed }
        guard let message = libdbus.dbus_message_new_method_call(destination, path, interface, method) else {
            throw .cannotEncode(method: method)
        }
        defer { libdbus.dbus_message_unref(message) }
        if !startsService { libdbus.dbus_message_set_auto_start(message, 0) }
        var writer = DBusMessageIter()
        libdbus.dbus_message_iter_init_append(message, &writer)
        for argument in arguments where !argument.append(to: &writer) { throw .cannotEncode(method: method) }

        var error = CurtainCDBus.DBusError()
        libdbus.dbus_error_init(&error)
        defer { libdbus.dbus_error_free(&error) }
        let milliseconds = Self.milliseconds(timeout)
        guard let reply = libdbus.dbus_connection_send_with_reply_and_block(connection, message, milliseconds, &error) else {
            throw .failed(
                method: method, name: error.name.map { String(cString: $0) } ?? "",
                message: error.message.map { String(cString: $0) } ?? "")
        }
        defer { libdbus.dbus_message_unref(reply) }
        var reader = DBusMessageIter()
        guard libdbus.dbus_message_iter_init(reply, &reader) != 0 else { return [] }
        return DBusValue.readAll(&reader)
    }

    /// Reads a property through `org.freedesktop.DBus.Properties.Get`.
    ///
    /// - Returns: The property's value, unwrapped from its variant.
    public func property(
        _ name: String, of interface: String, at path: String, on destination: String,
        timeout: Duration = .seconds(5)
    ) throws(DBusConnectionError) -> DBusValue? {
        let reply = try call(
            destination: destination, path: path, interface: "org.freedesktop.DBus.Properties",
            method: "Get", arguments: [.string(interface), .string(name)], timeout: timeout)
        guard case .variant(let value)? = reply.first else { return reply.first }
        return value
    }

    /// Closes the connection; services drop what they tied to it. Safe to call more than once.
    public func close() {
        guard let connection else { return }
        self.connection = nil
        libdbus.dbus_connection_close(connection)
        libdbus.dbus_connection_unref(connection)
    }

    private static func describe(_ error: inout CurtainCDBus.DBusError) -> String {
        guard libdbus.dbus_error_is_set(&error) != 0 else { return "unknown error" }
        return (error.name.map { String(cString: $0) } ?? "") + ": " + (error.message.map { String(cString: $0) } ?? "")
    }
}
