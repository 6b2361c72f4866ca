import CurtainCWayland
import Glibc

/// What can go wrong talking to the compositor.
public enum WaylandError: Error, Equatable, CustomStringConvertible {
    /// No compositor could be reached; `tried` says where the client looked (socket path, environment).
    case noDisplay(tried: String)
    /// The compositor reported a protocol error on an object and closed the connection.
    case protocolError(interface: String, objectID: UInt32, code: UInt32)
    /// The connection broke (the compositor quit, or a read or write failed).
    case connectionLost(errno: Int32)

    /// One line for the user.
    public var description: String {
        switch self {
        case .noDisplay(let tried):
            "no Wayland display: tried \(tried)"
        case .protocolError(let interface, let objectID, let code):
            "Wayland protocol error \(code) on \(interface)#\(objectID); the compositor closed the connection"
        case .connectionLost(let errno):
            "lost the Wayland connection: \(String(cString: strerror(errno)))"
        }
    }
}

extension WaylandError {
    /// The error libwayland recorded on `display` after a call failed.
    static func last(on display: OpaquePointer) -> WaylandError {
        let code = wl_display_get_error(display)
        guard code == EPROTO else { return .connectionLost(errno: code != 0 ? code : curtain_errno()) }
        var interface: UnsafePointer<wl_interface>?
        var objectID: UInt32 = 0
        let protocolCode = wl_display_get_protocol_error(display, &interface, &objectID)
        let name = interface?.pointee.name.map { String(cString: $0) } ?? "unknown interface"
        return .protocolError(interface: name, objectID: objectID, code: protocolCode)
    }
}

/// Writes one line to standard error; the runtime's only way to report input it cannot handle.
func logProblem(_ message: String) {
    let line = "wayland: " + message + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}
