import CurtainCWayland
import Glibc

/// A connection to the Wayland compositor.
///
/// ```swift
/// let display = try Display.connect()
/// let registry = display.registry()
/// registry.onEvent = { event in ... }
/// try display.roundtrip()
/// ```
///
/// Dropping the display (or calling `disconnect()`) closes the connection. Proxies still alive then stay
/// harmless: they skip their destructor requests.
@MainActor public final class Display {
    /// The `wl_display` object itself. libwayland handles its events (`error`, `delete_id`) and owns it.
    public let wl: WlDisplay
    let connection: Connection

    private init(pointer: OpaquePointer) {
        connection = Connection(display: pointer)
        wl = WlDisplay(display: pointer, connection: connection)
    }

    isolated deinit { disconnect() }

    /// Connects to the compositor.
    ///
    /// Like libwayland, this uses `WAYLAND_SOCKET` when set; otherwise the socket named `name`, else
    /// `WAYLAND_DISPLAY`, else `wayland-0`, relative to `XDG_RUNTIME_DIR` unless absolute.
    ///
    /// - Parameter name: a socket name or absolute path; `nil` for the environment's choice.
    /// - Returns: the connected display.
    /// - Throws: `WaylandError.noDisplay(tried:)` naming the socket or variable that was tried.
    public static func connect(name: String? = nil) throws -> Display {
        // libwayland prints its own stderr line when it needs XDG_RUNTIME_DIR and finds none; answer that case
        // here, so a caller's one-line error is the only line.
        if needsMissingRuntimeDirectory(name: name) {
            throw WaylandError.noDisplay(tried: describeAttempt(name: name, errno: ENOENT))
        }
        guard let pointer = wl_display_connect(name) else {
            throw WaylandError.noDisplay(tried: describeAttempt(name: name, errno: curtain_errno()))
        }
        return Display(pointer: pointer)
    }

    /// The connection's file descriptor, for polling; `-1` after `disconnect()`.
    public var fd: Int32 {
        connection.display.map { wl_display_get_fd($0) } ?? -1
    }

    /// Creates the registry, which announces the compositor's globals in `wl_registry.global` events.
    public func registry() -> WlRegistry {
        wl.getRegistry()
    }

    /// Sends all requests and waits until the compositor has processed them, dispatching events meanwhile.
    ///
    /// - Throws: `WaylandError` when the connection fails or the compositor reports a protocol error.
    public func roundtrip() throws {
        let display = try connected()
        if wl_display_roundtrip(display) < 0 { throw WaylandError.last(on: display) }
    }

    /// Sends all buffered requests, waiting for the socket to drain when it is full.
    ///
    /// - Throws: `WaylandError` when the connection fails.
    public func flush() throws {
        let display = try connected()
        while wl_display_flush(display) < 0 {
            let error = curtain_errno()
            guard error == EAGAIN else { throw WaylandError.last(on: display) }
            var descriptor = pollfd(fd: wl_display_get_fd(display), events: Int16(POLLOUT), revents: 0)
            if poll(&descriptor, 1, -1) < 0, curtain_errno() != EINTR {
                throw WaylandError.connectionLost(errno: curtain_errno())
            }
        }
    }

    /// Calls the handlers of events already read from the socket, without reading more.
    ///
    /// - Throws: `WaylandError` when the connection has failed.
    public func dispatchPending() throws {
        let display = try connected()
        if wl_display_dispatch_pending(display) < 0 { throw WaylandError.last(on: display) }
    }

    /// Closes the connection; safe to call more than once.
    public func disconnect() {
        guard let display = connection.display else { return }
        connection.close()
        wl_display_disconnect(display)
    }

    /// The `wl_display *`, or `connectionLost` after `disconnect()`.
    func connected() throws -> OpaquePointer {
        guard let display = connection.display else { throw WaylandError.connectionLost(errno: ENOTCONN) }
        return display
    }

    /// What `wl_display_connect` tried, in the user's terms.
    static func describeAttempt(name: String?, errno: Int32) -> String {
        let reason = String(cString: strerror(errno))
        if let socket = environment("WAYLAND_SOCKET") {
            return "the inherited socket WAYLAND_SOCKET=\(socket) (\(reason))"
        }
        let socket: String
        let source: String
        if let name {
            (socket, source) = (name, "the name given")
        } else if let variable = environment("WAYLAND_DISPLAY") {
            (socket, source) = (variable, "WAYLAND_DISPLAY=\(variable)")
        } else {
            (socket, source) = ("wayland-0", "the default, as WAYLAND_DISPLAY is not set")
        }
        if socket.hasPrefix("/") { return "\(socket) (\(source)): \(reason)" }
        guard let runtime = environment("XDG_RUNTIME_DIR") else {
            return "\(socket) (\(source)), but XDG_RUNTIME_DIR is not set"
        }
        return "\(runtime)/\(socket) (\(source)): \(reason)"
    }

    /// Whether connecting would look for a socket name under an unset `XDG_RUNTIME_DIR`: no inherited
    /// `WAYLAND_SOCKET` and a socket that is not an absolute path.
    static func needsMissingRuntimeDirectory(name: String?) -> Bool {
        guard environment("WAYLAND_SOCKET") == nil, environment("XDG_RUNTIME_DIR") == nil else { return false }
        let socket = name ?? environment("WAYLAND_DISPLAY") ?? "wayland-0"
        return !socket.hasPrefix("/")
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
