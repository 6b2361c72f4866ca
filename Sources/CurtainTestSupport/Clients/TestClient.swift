import Wayland

/// An in-process Wayland client of the harness's weston: one connection, its event loop and its globals.
///
/// ```swift
/// let client = try TestClient(weston)
/// let input = try TestInput(client)
/// let window = try ShmWindow(client, width: 200, height: 100, color: .white, title: "probe")
/// try client.wait(for: "the first configure") { window.isMapped }
/// ```
/// Everything runs on the calling thread: requests go out when a wait dispatches the connection.
@MainActor public final class TestClient {
    /// One global as `wl_registry.global` announced it.
    public struct Global: Sendable, Hashable {
        public var name: UInt32
        public var interface: String
        public var version: UInt32
    }

    public let display: Display
    public let eventLoop: EventLoop
    public let registry: WlRegistry
    /// The globals announced so far (all of them after `init`, which roundtrips once).
    public private(set) var globals: [Global] = []
    /// How long `wait` waits unless told otherwise.
    public var timeout: Duration = .seconds(5)

    /// Connects to the harness's weston by its absolute socket path (no environment needed).
    public convenience init(_ weston: WestonHarness) throws {
        try self.init(display: Display.connect(name: weston.socketPath))
    }

    /// Connects to the harness's weston from any thread: the client is made on the main actor, where its proxies
    /// live (``onMainActor(_:)``), for a `.blocking` suite to hand to a ``TestInput``.
    nonisolated public static func connecting(to weston: WestonHarness) throws -> TestClient {
        let path = weston.socketPath
        return try onMainActor { try TestClient(display: Display.connect(name: path)) }
    }

    /// Uses an existing connection and lists its globals.
    public init(display: Display) throws {
        self.display = display
        eventLoop = EventLoop(display: display)
        registry = display.registry()
        registry.onEvent = { [unowned self] event in
            switch event {
            case .global(let name, let interface, let version):
                globals.append(Global(name: name, interface: interface, version: version))
            case .globalRemove(let name):
                globals.removeAll { $0.name == name }
            }
        }
        try roundtrip()
    }

    /// Binds the first global of `T`'s interface at `min(advertised, T.supportedVersion)`.
    ///
    /// - Throws: `TestInputError.missingGlobal` when the compositor does not offer it.
    public func bind<T: Proxy>(_ type: T.Type) throws -> T {
        let interface = interfaceName(of: type)
        guard let global = globals.first(where: { $0.interface == interface }) else {
            throw TestInputError.missingGlobal(interface)
        }
        return registry.bind(name: global.name, type, version: min(global.version, T.supportedVersion))
    }

    /// Dispatches events until `condition` holds.
    ///
    /// - Parameters:
    ///   - what: Says what the wait is for, in the error.
    ///   - timeout: The deadline; `self.timeout` when nil.
    /// - Throws: `TestInputError.timedOut`, or the connection's `WaylandError`.
    public func wait(for what: String, timeout: Duration? = nil, until condition: () -> Bool) throws {
        let timeout = timeout ?? self.timeout
        var isLate = false
        let timer = eventLoop.addTimer(after: timeout) { isLate = true }
        defer { timer.cancel() }
        try display.flush()
        try eventLoop.run { condition() || isLate }
        guard condition() else { throw TestInputError.timedOut(waitingFor: what, after: timeout) }
    }

    /// Sends everything queued and waits for the compositor to have handled it: its answer to `wl_display.sync`,
    /// which it sends after every request before.
    ///
    /// Unlike `wl_display_roundtrip`, which waits for good, a compositor that stops answering fails the wait
    /// at the deadline, so a hung compositor fails a test instead of holding the suite. The deadline only
    /// guards a hang: a loaded machine answers within milliseconds.
    ///
    /// - Throws: `TestInputError.timedOut`, or the connection's `WaylandError`.
    public func roundtrip(timeout: Duration = .seconds(30)) throws {
        var isDone = false
        let callback = display.wl.sync()
        callback.onEvent = { _ in isDone = true }
        try wait(for: "wl_display.sync", timeout: timeout) { isDone }
    }
}

/// `T`'s protocol interface name, e.g. `wl_seat`.
func interfaceName<T: Proxy>(of type: T.Type) -> String {
    T.interface.name
}
