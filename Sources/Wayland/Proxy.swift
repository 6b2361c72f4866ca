import CurtainCWayland
import Glibc

/// A client-side Wayland object: the base of every generated proxy class (`WlSurface`, `XdgToplevel`).
///
/// A proxy lives as long as Swift holds it. When the last reference goes, `deinit` ends the object: it sends the
/// interface's argument-less destructor request (`destroy`, `release`) if it has one at the bound version and it
/// was not sent yet, and otherwise just forgets the object client-side (`wl_proxy_destroy`). Keep proxies you
/// still need in properties, and drop them in the reverse order of their creation when that matters.
///
/// Once the connection is gone the proxy stays harmless. After a fatal connection error (the compositor quit,
/// a protocol error) libwayland accepts and drops every request, and the `EventLoop` reports the error. After
/// `Display.disconnect()` requests are ignored here, and requests that create objects return *inert* proxies
/// (``isInert``) that never reach libwayland, so teardown code may keep sending `destroy` and dropping proxies.
///
/// Proxies are not thread-safe: use them on the thread that runs the `EventLoop`.
@MainActor open class Proxy {
    /// The object's protocol id on this connection.
    public let id: UInt32
    /// The interface version this object was bound or created with.
    public let version: UInt32
    /// The libwayland `wl_proxy *`; for an inert proxy, a private placeholder that libwayland never sees.
    public let pointer: OpaquePointer
    /// `true` once a destructor request has been sent; any later request is a precondition failure.
    public internal(set) var isDestroyed = false
    /// `true` for a proxy that stands in for an object that could not be created (the connection was closed,
    /// or libwayland could not allocate it): it has id 0, receives no events and ignores requests.
    public let isInert: Bool

    /// The connection this object belongs to; `nil` only for proxies adopted by hand.
    var connection: Connection?
    private let isOwned: Bool

    /// The runtime descriptor of the proxy's interface; every generated class overrides it.
    nonisolated open class var interface: Interface {
        preconditionFailure("\(self) does not describe a Wayland interface; use a generated proxy class")
    }

    /// The highest version of the interface these bindings support: bind at most this.
    nonisolated public final class var supportedVersion: UInt32 { interface.version }

    /// Takes ownership of a `wl_proxy` of this class's interface and starts receiving its events.
    ///
    /// The runtime calls this for objects created by requests and events; call it yourself only for a
    /// `wl_proxy` made by C code, whose events nobody else listens to.
    public required init(adopting pointer: OpaquePointer) {
        self.pointer = pointer
        id = wl_proxy_get_id(pointer)
        // Version 0 marks proxies made by libwayland's legacy API; they behave as version 1.
        version = max(wl_proxy_get_version(pointer), 1)
        isOwned = true
        isInert = false
        let unretained = Unmanaged.passUnretained(self).toOpaque()
        if wl_proxy_add_dispatcher(pointer, dispatchEvent, swiftProxyMarker, unretained) != 0 {
            logProblem("\(Self.self)#\(id) already has a listener; its events will not reach Swift")
        }
    }

    /// Wraps `wl_display`, whose events libwayland handles itself and whose lifetime `Display` owns.
    init(display pointer: OpaquePointer, connection: Connection) {
        self.pointer = pointer
        id = wl_proxy_get_id(pointer)
        version = 1  // libwayland reports 0 for wl_display; the interface only has version 1
        self.connection = connection
        isOwned = false
        isInert = false
    }

    /// Makes an inert proxy: the result of a request that could not create its object.
    ///
    /// The runtime makes these; generated classes inherit this initializer. Every request on an inert proxy is
    /// ignored, and dropping it touches nothing in libwayland.
    /// - Parameter version: the version the object would have had.
    public required init(inertVersion version: UInt32) {
        pointer = OpaquePointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
        id = 0
        self.version = max(version, 1)
        isOwned = true
        isInert = true
    }

    isolated deinit {
        if isInert {
            UnsafeMutableRawPointer(pointer).deallocate()
            return
        }
        guard isOwned, !isDestroyed, connection?.isConnected ?? true else { return }
        let requests = Self.interface.requests
        if let opcode = requests.firstIndex(where: { $0.isDestructor && $0.signature.allSatisfy(\.isNumber) }),
            requests[opcode].since <= version
        {
            var none = wl_argument()
            _ = wl_proxy_marshal_array_flags(pointer, UInt32(opcode), nil, version, UInt32(WL_MARSHAL_FLAG_DESTROY), &none)
        } else {
            wl_proxy_destroy(pointer)
        }
    }

    /// Decodes one event and delivers it; generated classes override this, the runtime's dispatcher calls it.
    ///
    /// - Throws: `EventArguments.Failure` for input the bindings cannot represent; the dispatcher logs it and
    ///   drops the event.
    open func dispatch(opcode: UInt32, arguments: EventArguments) throws {
        throw EventArguments.Failure.unknownOpcode(opcode)
    }
}

// MARK: - Sending requests (for generated code)

extension Proxy {
    /// Sends request `opcode`; a destructor request ends the object.
    ///
    /// Ignored (apart from ending the object) when the proxy is inert or its connection was closed.
    /// - Precondition: the object is alive, and the request exists at its version.
    public final func send(_ opcode: UInt32, _ arguments: [Argument]) {
        let isDestructor = checkedRequest(opcode).isDestructor
        defer { if isDestructor { isDestroyed = true } }
        guard isLive, arguments.allSatisfy({ $0.isLive }) else { return }
        guard let arguments = fittingWireLimits(arguments, opcode) else { return }
        let flags = isDestructor ? UInt32(WL_MARSHAL_FLAG_DESTROY) : 0
        arguments.withWireArguments { wire in
            _ = wl_proxy_marshal_array_flags(pointer, opcode, nil, version, flags, wire)
        }
        connection?.requestSent()
    }

    /// Sends request `opcode`, which creates an object of class `T` in its `.newID` slot.
    ///
    /// - Parameters:
    ///   - opcode: the request's index in the interface.
    ///   - arguments: the request's arguments in order, with `.newID` where the new object goes.
    ///   - version: the new object's version; by default this object's (protocol rule for children).
    /// - Precondition: the object is alive, and the request exists at its version.
    public final func create<T: Proxy>(_ opcode: UInt32, _ arguments: [Argument], version: UInt32? = nil) -> T {
        let isDestructor = checkedRequest(opcode).isDestructor
        // A child shares its parent's version even past its own interface's (wl_callback from wl_surface v5);
        // only an explicit version (wl_registry.bind) must fit the bindings.
        if let version {
            precondition(
                version >= 1 && version <= T.supportedVersion,
                "\(T.self) supports versions 1...\(T.supportedVersion); asked to bind \(version)")
        }
        let childVersion = version ?? self.version
        defer { if isDestructor { isDestroyed = true } }
        guard isLive, arguments.allSatisfy({ $0.isLive }),
            let arguments = fittingWireLimits(arguments, opcode)
        else { return inertChild(version: childVersion) }
        let flags = isDestructor ? UInt32(WL_MARSHAL_FLAG_DESTROY) : 0
        let created = arguments.withWireArguments { wire in
            wl_proxy_marshal_array_flags(pointer, opcode, T.interface.pointer, childVersion, flags, wire)
        }
        return adopt(created, from: opcode, version: childVersion)
    }

    /// The proxy of class `T` for `created`, the object request `opcode` made, or an inert one when libwayland
    /// made none.
    func adopt<T: Proxy>(_ created: OpaquePointer?, from opcode: UInt32, version childVersion: UInt32) -> T {
        guard let created else {
            // Only an allocation failure or an exhausted id space gets here; libwayland has then dropped the
            // request. The caller gets an object that ignores everything rather than a crash.
            let name = Self.interface.requests[Int(opcode)].name
            logProblem(
                "\(Self.self).\(name): libwayland could not create a \(T.self) (\(String(cString: strerror(curtain_errno())))))")
            return inertChild(version: childVersion)
        }
        let child = T(adopting: created)
        child.connection = connection
        return child
    }

    /// Whether requests on this proxy reach libwayland: it is not inert and its connection is open.
    var isLive: Bool { !isInert && (connection?.isConnected ?? true) }

    func inertChild<T: Proxy>(version: UInt32) -> T {
        let child = T(inertVersion: version)
        child.connection = connection
        return child
    }

    /// `arguments` cut to fit libwayland's message limit (``WireLimits``), or `nil`, logged, when nothing can
    /// make them fit; libwayland would otherwise print its own line and fail the connection.
    private func fittingWireLimits(_ arguments: [Argument], _ opcode: UInt32) -> [Argument]? {
        if let fitted = WireLimits.fitting(arguments) { return fitted }
        let name = Self.interface.requests[Int(opcode)].name
        logProblem(
            "\(Self.self).\(name) not sent: \(WireLimits.messageSize(of: arguments)) bytes exceed the "
                + "\(WireLimits.messageSize)-byte message limit")
        return nil
    }

    /// Whether request `opcode` is a destructor, and which of its arguments are objects, after checking that it
    /// may be sent now.
    ///
    /// Runs for every request (several per animation frame): it reads three fields of the descriptor
    /// instead of copying it, and builds a message only on the way to a precondition failure.
    func checkedRequest(_ opcode: UInt32) -> (isDestructor: Bool, objectSlots: UInt64) {
        let requests = Self.interface.requests
        let index = Int(opcode)
        if isDestroyed || requests[index].since > version { failRequest(requests[index]) }
        return (requests[index].isDestructor, requests[index].objectSlots)
    }

    /// Stops with the message saying why `message` may not be sent now.
    private func failRequest(_ message: Interface.Message) -> Never {
        precondition(!isDestroyed, "\(Self.self).\(message.name) called after the object was destroyed")
        preconditionFailure(
            "\(Self.self).\(Self.swiftName(message.name)) needs version \(message.since); bound \(version)")
    }

    /// `set_title` → `setTitle`, for messages that name requests the way callers wrote them.
    nonisolated static func swiftName(_ wireName: String) -> String {
        let words = wireName.split(separator: "_")
        return (words.first.map(String.init) ?? "")
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
