#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CurtainCDBus

/// Signals and the service side: what a client needs to follow a signal, and what a test needs to stand in for
/// a desktop service (own a name, answer calls, emit signals).
///
/// ```swift
/// let bus = try DBusConnection(address: address)
/// try bus.addMatch("type='signal',interface='org.freedesktop.portal.Settings',member='SettingChanged'")
/// while let message = try bus.nextMessage(timeout: .milliseconds(200)) { handle(message) }
/// ```
extension DBusConnection {
    /// The session bus's address: `DBUS_SESSION_BUS_ADDRESS`, else the user bus at `$XDG_RUNTIME_DIR/bus` when
    /// that socket exists (a systemd user session that exports no address, where GLib and libdbus look too); nil
    /// without either (no session bus to ask).
    public static var sessionBusAddress: String? {
        if let value = getenv("DBUS_SESSION_BUS_ADDRESS"), value.pointee != 0 { return String(cString: value) }
        guard let runtime = getenv("XDG_RUNTIME_DIR"), runtime.pointee == UInt8(ascii: "/") else { return nil }
        let socket = String(cString: runtime) + "/bus"
        var info = stat()
        guard stat(socket, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK else { return nil }
        return "unix:path=" + socket
    }

    /// The system bus's address: `DBUS_SYSTEM_BUS_ADDRESS`, else the well-known socket every D-Bus client uses,
    /// `/run/dbus/system_bus_socket` (where polkitd and logind listen).
    public static var systemBusAddress: String {
        if let value = getenv("DBUS_SYSTEM_BUS_ADDRESS"), value.pointee != 0 { return String(cString: value) }
        return "unix:path=/run/dbus/system_bus_socket"
    }

    /// The socket's descriptor, for a program's own event loop to watch: when it is readable, take what came with
    /// ``nextMessage(timeout:)`` and a zero timeout until it returns nil. nil once closed.
    public var fileDescriptor: Int32? {
        guard let connection = rawConnection else { return nil }
        var descriptor: Int32 = -1
        return libdbus.dbus_connection_get_unix_fd(connection, &descriptor) != 0 ? descriptor : nil
    }

    /// Asks the bus to route matching messages here (`org.freedesktop.DBus.AddMatch`), such as a signal.
    ///
    /// - Parameters:
    ///   - rule: A match rule: `type='signal',interface='…',member='…'`.
    ///   - timeout: How long to wait for the bus's answer.
    public func addMatch(_ rule: String, timeout: Duration = .seconds(5)) throws(DBusConnectionError) {
        try call(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            method: "AddMatch", arguments: [.string(rule)], timeout: timeout)
    }

    /// Takes the well-known `name` for this connection (`org.freedesktop.DBus.RequestName`, no queueing).
    ///
    /// - Returns: Whether this connection is now the name's primary owner.
    @discardableResult
    public func requestName(_ name: String) throws(DBusConnectionError) -> Bool {
        let reply = try call(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
            interface: "org.freedesktop.DBus", method: "RequestName",
            arguments: [.string(name), .uint32(4)])  // DBUS_NAME_FLAG_DO_NOT_QUEUE
        return reply.first?.integerValue == 1  // DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER
    }

    /// Waits up to `timeout` for the next incoming message (a call, a signal) and returns it.
    ///
    /// - Returns: The message, or nil when none came in time.
    /// - Throws: ``DBusConnectionError/closed`` when the connection is closed or the bus went away.
    public func nextMessage(timeout: Duration) throws(DBusConnectionError) -> DBusMessage? {
        guard let connection = rawConnection else { throw .closed }
        if let message = libdbus.dbus_connection_pop_message(connection) { return DBusMessage(adopting: message) }
        guard libdbus.dbus_connection_read_write(connection, Self.milliseconds(timeout)) != 0 else { throw .closed }
        return libdbus.dbus_connection_pop_message(connection).map { DBusMessage(adopting: $0) }
    }

    /// Waits for the next incoming message for as long as it takes, or until `stopDescriptor` becomes readable.
    ///
    /// A thread that follows a signal sleeps here and wakes for nothing else: no timer, so an idle dialog costs
    /// no CPU. Another thread stops it by writing to the descriptor (``BusWatchThread``).
    /// - Returns: The message, or nil once `stopDescriptor` is readable.
    /// - Throws: ``DBusConnectionError/closed`` when the connection is closed or the bus went away.
    package func nextMessage(untilReadable stopDescriptor: Int32) throws(DBusConnectionError) -> DBusMessage? {
        guard let connection = rawConnection else { throw .closed }
        var busDescriptor: Int32 = -1
        guard libdbus.dbus_connection_get_unix_fd(connection, &busDescriptor) != 0 else { throw .closed }
        while true {
            if let message = libdbus.dbus_connection_pop_message(connection) { return DBusMessage(adopting: message) }
            var descriptors = [
                pollfd(fd: busDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&descriptors, 2, -1) >= 0 || errno == EINTR else { throw .closed }
            if descriptors[1].revents != 0 { return nil }
            // Reads what arrived, without blocking, into messages; false once the bus has gone.
            guard libdbus.dbus_connection_read_write(connection, 0) != 0 else { throw .closed }
        }
    }

    /// Answers a method call with `values`.
    public func reply(to call: DBusMessage, with values: [DBusValue] = []) throws(DBusConnectionError) {
        guard let reply = libdbus.dbus_message_new_method_return(call.message) else {
            throw .cannotEncode(method: call.member ?? "")
        }
        try send(reply, values, name: call.member ?? "")
    }

    /// Answers a method call with the D-Bus error `name` (`org.freedesktop.portal.Error.NotFound`).
    public func replyError(to call: DBusMessage, name: String, message: String) throws(DBusConnectionError) {
        guard let reply = libdbus.dbus_message_new_error(call.message, name, message) else { throw .cannotEncode(method: name) }
        try send(reply, [], name: name)
    }

    /// Broadcasts the signal `name` of `interface` from the object at `path`.
    public func emitSignal(
        path: String, interface: String, name: String,
        arguments: [DBusValue]
    ) throws(DBusConnectionError) {
        guard let signal = libdbus.dbus_message_new_signal(path, interface, name) else { throw .cannotEncode(method: name) }
        try send(signal, arguments, name: name)
    }

    /// Appends `values` to `message`, sends it, and waits until it is written (the bus is a local socket).
    private func send(_ message: OpaquePointer, _ values: [DBusValue], name: String) throws(DBusConnectionError) {
        defer { libdbus.dbus_message_unref(message) }
        guard let connection = rawConnection else { throw .closed }
        var writer = DBusMessageIter()
        libdbus.dbus_message_iter_init_append(message, &writer)
        for value in values where !value.append(to: &writer) { throw .cannotEncode(method: name) }
        guard libdbus.dbus_connection_send(connection, message, nil) != 0 else { throw .cannotEncode(method: name) }
        libdbus.dbus_connection_flush(connection)
    }

    /// A timeout as libdbus takes it: whole milliseconds, at least 0.
    static func milliseconds(_ duration: Duration) -> Int32 {
        Int32(clamping: max(0, duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000))
    }
}
