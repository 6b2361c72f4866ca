import CurtainCWayland

/// Passed to libwayland as every Swift proxy's "implementation": it marks a `wl_proxy` whose user data is an
/// unretained pointer to a Swift `Proxy`. Never dereferenced; an address allocated once and never freed.
// nonisolated(unsafe): an immutable address that is only compared, never read or written through.
nonisolated(unsafe) let swiftProxyMarker = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

extension Proxy {
    /// The Swift proxy behind a `wl_proxy`, if Swift made it.
    static func swiftProxy(for object: OpaquePointer) -> Proxy? {
        guard wl_proxy_get_listener(object) == swiftProxyMarker,
            let data = wl_proxy_get_user_data(object)
        else { return nil }
        return Unmanaged<Proxy>.fromOpaque(data).takeUnretainedValue()
    }
}

/// The one C dispatcher for all Swift proxies: libwayland calls it for each event during
/// `wl_display_dispatch_pending`.
///
/// The proxy is found through its user data, which cannot dangle: a Swift proxy destroys its `wl_proxy` in
/// `deinit`, after which libwayland dispatches nothing to it. Problems are logged, never fatal.
func dispatchEvent(
    _ implementation: UnsafeRawPointer?, _ target: UnsafeMutableRawPointer?, _ opcode: UInt32,
    _ message: UnsafePointer<wl_message>?, _ arguments: UnsafeMutablePointer<wl_argument>?
) -> Int32 {
    proxyEventEntry(target, opcode, message, arguments)
}

/// How proxies' events enter the main actor, made once.
private let proxyEventEntry = MainActorEntry(handleProxyEvent)

/// The dispatcher's work, on the main actor: decodes the event and hands it to the proxy.
@MainActor
private func handleProxyEvent(
    _ data: UnsafeMutableRawPointer, _ target: UnsafeMutableRawPointer, _ opcode: UInt32,
    _ message: UnsafePointer<wl_message>?, _ arguments: UnsafeMutablePointer<wl_argument>?
) -> Int32 {
    let proxy = Unmanaged<Proxy>.fromOpaque(data).takeUnretainedValue()
    var none = wl_argument()
    withUnsafeMutablePointer(to: &none) { fallback in
        do {
            let decoded = EventArguments(arguments ?? fallback, connection: proxy.connection)
            try proxy.dispatch(opcode: opcode, arguments: decoded)
        } catch {
            let name = message?.pointee.name.map { String(cString: $0) } ?? "?"
            logProblem("dropped \(type(of: proxy).interface.name).\(name) for #\(proxy.id): \(error)")
        }
    }
    return 0
}

/// Where C enters Swift: a dispatcher's handling of one event, written as main-actor code and called from
/// libwayland's trampoline.
///
/// libwayland calls a proxy's dispatcher only from inside `wl_display_dispatch_pending`,
/// `wl_display_roundtrip` and their kin, on the thread that called them, and in this module only main-actor
/// code calls those (``EventLoop`` and ``Display`` are `@MainActor`): the compiler has already proved that every
/// event arrives on the main actor, so release builds enter it without asking the runtime again. Debug builds,
/// which the tests run, still check (`MainActor.preconditionIsolated`), so a call from elsewhere fails loudly there.
/// Everything past this point is typed `@MainActor` (proxies, `onEvent`, the surfaces' handlers), so Swift
/// inserts no further isolation check on the way to the app's code.
///
/// The handler is cast to its unisolated form once, when the entry is made: the cast goes through a generic
/// function, whose reabstraction thunks would otherwise cost two allocations per event
/// (`AnimationAllocationTests` counts every frame's allocations).
struct MainActorEntry: Sendable {
    /// A handler as libwayland's dispatcher calls it: the target's user data, the target (its `wl_proxy`), the
    /// opcode, the message and the arguments; it returns the dispatcher's result.
    typealias Handler =
        @MainActor @Sendable (
            UnsafeMutableRawPointer, UnsafeMutableRawPointer, UInt32, UnsafePointer<wl_message>?,
            UnsafeMutablePointer<wl_argument>?
        ) -> Int32

    private typealias Unisolated =
        @Sendable (
            UnsafeMutableRawPointer, UnsafeMutableRawPointer, UInt32, UnsafePointer<wl_message>?,
            UnsafeMutablePointer<wl_argument>?
        ) -> Int32

    private let handler: Unisolated

    init(_ handler: @escaping Handler) {
        // A synchronous main-actor function and its unisolated form have the same representation.
        self.handler = unsafeBitCast(handler, to: Unisolated.self)
    }

    /// Runs the handler for one event on `target`, a `wl_proxy` with Swift user data; an event on a target
    /// without it is dropped.
    @inline(__always)
    func callAsFunction(
        _ target: UnsafeMutableRawPointer?, _ opcode: UInt32, _ message: UnsafePointer<wl_message>?,
        _ arguments: UnsafeMutablePointer<wl_argument>?
    ) -> Int32 {
        guard let target, let data = wl_proxy_get_user_data(OpaquePointer(target)) else { return 0 }
        #if DEBUG
        MainActor.shared.preconditionIsolated("a Wayland event was dispatched off the main actor")
        #endif
        return handler(data, target, opcode, message, arguments)
    }
}
