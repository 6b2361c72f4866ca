import CurtainDBus

/// Input through mutter's own remote-desktop API (`org.gnome.Mutter.RemoteDesktop`), the path GNOME's remote
/// desktop and screen sharing use: mutter creates virtual devices and the events travel through its seat like a
/// user's, to the surface mutter gives focus, with serials of its own.
///
/// The session belongs to the D-Bus connection that created it; mutter ends it when that connection closes, so
/// this object keeps its connection open for as long as it lives.
///
/// Without a linked screen-cast stream (which needs PipeWire) mutter accepts no absolute pointer motion: the
/// pointer moves by relative steps, which mutter clamps to the screen, so ``movePointer(to:)`` first pushes it
/// into the top-left corner.
public final class MutterRemoteDesktop {
    /// Linux evdev codes for pointer buttons (`BTN_LEFT`, `BTN_RIGHT`).
    public enum Button: Int32, Sendable {
        case left = 0x110
        case right = 0x111
    }

    private static let service = "org.gnome.Mutter.RemoteDesktop"
    private let bus: DBusConnection
    /// The session's object path.
    public let sessionPath: String
    private let screenSize: (width: Int, height: Int)

    /// Creates and starts a remote-desktop session on the bus at `busAddress`.
    ///
    /// - Throws: ``MutterHarnessError/remoteDesktopFailed(_:)``.
    init(busAddress: String, screenWidth: Int, screenHeight: Int) throws {
        do {
            bus = try DBusConnection(address: busAddress)
            let reply = try bus.call(
                destination: Self.service, path: "/org/gnome/Mutter/RemoteDesktop",
                interface: Self.service, method: "CreateSession")
            guard let path = reply.first?.stringValue else {
                throw DBusConnectionError.failed(method: "CreateSession", name: "", message: "no session path: \(reply)")
            }
            sessionPath = path
            screenSize = (screenWidth, screenHeight)
            try sessionCall("Start")
        } catch let error as DBusConnectionError {
            throw MutterHarnessError.remoteDesktopFailed(error)
        }
    }

    /// Makes mutter create the session's virtual keyboard and pointer now, by parking the pointer in the
    /// top-left corner and tapping Shift.
    ///
    /// mutter creates them on a session's first keyboard or pointer request, and only then does its `wl_seat`
    /// announce the keyboard and pointer capabilities: without this, the first key of a test is lost (the
    /// client has no `wl_keyboard` yet) and no window gets keyboard focus when it maps. Call it before clients
    /// connect.
    public func createDevices() throws {
        try movePointer(toX: 0, y: 0)
        try key(.leftShift, isPressed: true)
        try key(.leftShift, isPressed: false)
    }

    /// Presses (`isPressed`) or releases the key with Linux evdev code `key`.
    public func key(_ key: EvdevKey, isPressed: Bool) throws {
        try sessionCall("NotifyKeyboardKeycode", [.uint32(key.rawValue), .bool(isPressed)])
    }

    /// Moves the pointer by (`dx`, `dy`) logical pixels.
    public func movePointer(byX dx: Double, y dy: Double) throws {
        try sessionCall("NotifyPointerMotionRelative", [.double(dx), .double(dy)])
    }

    /// Moves the pointer to (`x`, `y`) on the screen: into the top-left corner, then by (`x`, `y`).
    public func movePointer(toX x: Double, y: Double) throws {
        let far = Double(4 * max(screenSize.width, screenSize.height))
        try movePointer(byX: -far, y: -far)
        try movePointer(byX: x, y: y)
    }

    /// Presses or releases a pointer button.
    public func button(_ button: Button, isPressed: Bool) throws {
        try sessionCall("NotifyPointerButton", [.int32(button.rawValue), .bool(isPressed)])
    }

    /// Stops the session and closes the connection. Safe to call more than once.
    public func stop() {
        if bus.isConnected { try? sessionCall("Stop", timeout: .milliseconds(500)) }
        bus.close()
    }

    private func sessionCall(_ method: String, _ arguments: [DBusValue] = [], timeout: Duration = .seconds(5)) throws {
        do {
            try bus.call(
                destination: Self.service, path: sessionPath, interface: Self.service + ".Session",
                method: method, arguments: arguments, timeout: timeout)
        } catch {
            throw MutterHarnessError.remoteDesktopFailed(error)
        }
    }
}
