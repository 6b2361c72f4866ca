import CurtainDBus
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The desktop's file chooser, through `org.freedesktop.portal.FileChooser` on the session bus: the desktop
/// shows its own dialog (GNOME's, KDE's), outside any sandbox the caller may be in, and answers with URIs.
///
/// ```swift
/// let portal = try FileChooserPortal()                   // the session bus
/// switch try portal.choose(FileChooserRequest(purpose: .open)) {
/// case .chosen(let uris): print(uris)
/// case .cancelled, .ended: break
/// }
/// ```
///
/// `choose` blocks its thread until the user answers, which suits a command. An app awaits
/// ``choose(_:address:timeout:)`` instead, which waits on a thread of its own while the app's windows go on
/// drawing and answering input.
/// A call returns a request object at once; the answer comes later as that object's `Response` signal. The
/// object's path is predictable from the connection's name and a token of ours, so the match for the signal is
/// in place before the call and an answer cannot slip past.
public final class FileChooserPortal {
    /// The bus name of the portal frontend (xdg-desktop-portal).
    public static let busName = "org.freedesktop.portal.Desktop"
    static let objectPath = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.FileChooser"
    static let requestInterface = "org.freedesktop.portal.Request"
    /// How often a wait looks whether its task was cancelled.
    static let cancellationCheck = Duration.milliseconds(100)

    private let bus: DBusConnection

    /// Connects to the bus at `address`, by default the session bus.
    ///
    /// - Throws: ``FileChooserError/noSessionBus(_:)`` without an address or when nothing answers there.
    public init(address: String? = DBusConnection.sessionBusAddress) throws(FileChooserError) {
        guard let address else { throw .noSessionBus("DBUS_SESSION_BUS_ADDRESS is not set") }
        do {
            bus = try DBusConnection(address: address)
        } catch {
            throw .noSessionBus(error.description)
        }
    }

    /// Shows the chooser and waits for the user.
    ///
    /// - Parameter timeout: How long the user may take; nil waits as long as the user does.
    /// - Returns: What the user chose, or that they cancelled.
    /// - Throws: ``FileChooserError``: `.noPortal` when nothing serves the interface, `.failed` when the portal
    ///   refused or the bus went away, `.timedOut` (after closing the chooser) when `timeout` passed.
    public func choose(_ request: FileChooserRequest, timeout: Duration? = nil) throws(FileChooserError) -> FileChooserResult {
        try choose(request, timeout: timeout, isCancelled: { false })
    }

    /// Shows the chooser and waits, checking `isCancelled` between messages: when it turns true, the chooser is
    /// closed and the answer is ``FileChooserResult/cancelled``.
    func choose(
        _ request: FileChooserRequest, timeout: Duration?, isCancelled: () -> Bool
    ) throws(FileChooserError) -> FileChooserResult {
        let token = "curtain\(getpid())_\(UInt32.random(in: 0 ... .max))"
        let expected = Self.objectPath + "/request/" + Self.senderPart(bus.uniqueName) + "/" + token
        try watch(expected)
        let reply: [DBusValue]
        do {
            reply = try bus.call(
                destination: Self.busName, path: Self.objectPath, interface: Self.interface,
                method: request.method,
                arguments: [.string(""), .string(request.title), request.portalOptions(token: token)],
                timeout: .seconds(30))
        } catch {
            throw Self.classify(error)
        }
        guard let handle = reply.first?.stringValue else { throw .failed("\(request.method) returned no request object") }
        if handle != expected { try watch(handle) }  // a portal older than handle_token
        return try waitForResponse(on: handle, timeout: timeout, isCancelled: isCancelled)
    }

    /// Routes `Response` signals from the request object at `path` to this connection.
    private func watch(_ path: String) throws(FileChooserError) {
        do {
            try bus.addMatch("type='signal',interface='\(Self.requestInterface)',member='Response',path='\(path)'")
        } catch {
            throw .failed(error.description)
        }
    }

    private func waitForResponse(
        on handle: String, timeout: Duration?, isCancelled: () -> Bool
    ) throws(FileChooserError) -> FileChooserResult {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        func close() {
            _ = try? bus.call(destination: Self.busName, path: handle, interface: Self.requestInterface, method: "Close")
        }
        while true {
            if isCancelled() {
                close()
                return .cancelled
            }
            let remaining = deadline.map { $0 - clock.now }
            if let remaining, remaining <= .zero {
                close()
                throw .timedOut
            }
            let message: DBusMessage?
            do {
                // A short wait, so that a cancelled task closes the chooser within a tenth of a second.
                message = try bus.nextMessage(timeout: min(remaining ?? Self.cancellationCheck, Self.cancellationCheck))
            } catch {
                throw .failed("the session bus went away before the file chooser answered")
            }
            guard let message, message.isSignal("Response", of: Self.requestInterface), message.path == handle else { continue }
            return Self.result(message.arguments)
        }
    }

    /// `Response(u response, a{sv} results)`: 0 with `uris`, 1 cancelled, anything else ended.
    static func result(_ arguments: [DBusValue]) -> FileChooserResult {
        switch arguments.first?.integerValue {
        case 0:
            let uris = arguments.dropFirst().first?.dictionaryValue?["uris"]
            guard case .variant(.array(_, let elements))? = uris else { return .chosen([]) }
            return .chosen(elements.compactMap(\.stringValue))
        case 1: return .cancelled
        default: return .ended
        }
    }

    /// A unique name as request paths spell it: `:1.42` becomes `1_42`.
    static func senderPart(_ uniqueName: String) -> String {
        String(uniqueName.drop { $0 == ":" }.map { $0 == "." ? "_" : $0 })
    }

    /// Errors that mean nothing serves the interface, told apart from a portal that refused.
    private static func classify(_ error: DBusConnectionError) -> FileChooserError {
        guard case .failed(_, let name, let message) = error else { return .failed(error.description) }
        let absent = ["ServiceUnknown", "NameHasNoOwner", "UnknownMethod", "UnknownInterface", "UnknownObject"]
        if absent.contains(where: { name == "org.freedesktop.DBus.Error." + $0 }) { return .noPortal(message) }
        return .failed("\(name): \(message)")
    }
}
