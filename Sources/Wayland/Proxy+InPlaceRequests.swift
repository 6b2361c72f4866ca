import CurtainCWayland

// MARK: - Sending fixed-size requests in place (for generated code)

/// Requests whose arguments are all numbers, objects, new ids and fds: the generated method fills a tuple of
/// ``WireArgument``s on its stack and these send its bytes as libwayland's `wl_argument` array, so a request
/// allocates nothing on the Swift side. They behave exactly as ``send(_:_:)-([Argument])`` and
/// ``create(_:_:version:)`` do for those arguments.
extension Proxy {
    /// Sends request `opcode`, which takes no arguments; a destructor request ends the object.
    ///
    /// Ignored (apart from ending the object) when the proxy is inert or its connection was closed.
    /// - Precondition: the object is alive, and the request exists at its version.
    public final func send(_ opcode: UInt32) {
        var none = WireArgument.newID
        withUnsafeMutableBytes(of: &none) { send(opcode, $0) }
    }

    /// Sends request `opcode` with the ``WireArgument``s stored in `arguments`, in wire order.
    ///
    /// Ignored (apart from ending the object) when the proxy is inert, its connection was closed, or an object
    /// argument is (``WireArgument/object(_:)``).
    /// - Precondition: the object is alive, and the request exists at its version.
    public final func send(_ opcode: UInt32, _ arguments: UnsafeMutableRawBufferPointer) {
        let request = checkedRequest(opcode)
        defer { if request.isDestructor { isDestroyed = true } }
        guard isLive, Self.objectsAreLive(in: arguments, slots: request.objectSlots) else { return }
        let flags = request.isDestructor ? UInt32(WL_MARSHAL_FLAG_DESTROY) : 0
        arguments.withMemoryRebound(to: wl_argument.self) { wire in
            _ = wl_proxy_marshal_array_flags(pointer, opcode, nil, version, flags, wire.baseAddress)
        }
        connection?.requestSent()
    }

    /// Sends request `opcode`, which creates an object of class `T`, the child's version this object's, in
    /// the ``WireArgument/newID`` slot of `arguments`.
    ///
    /// - Returns: the new object; an inert one when the request could not be sent.
    /// - Precondition: the object is alive, and the request exists at its version.
    public final func create<T: Proxy>(_ opcode: UInt32, _ arguments: UnsafeMutableRawBufferPointer) -> T {
        let request = checkedRequest(opcode)
        defer { if request.isDestructor { isDestroyed = true } }
        guard isLive, Self.objectsAreLive(in: arguments, slots: request.objectSlots) else {
            return inertChild(version: version)
        }
        let flags = request.isDestructor ? UInt32(WL_MARSHAL_FLAG_DESTROY) : 0
        let created = arguments.withMemoryRebound(to: wl_argument.self) { wire in
            wl_proxy_marshal_array_flags(pointer, opcode, T.interface.pointer, version, flags, wire.baseAddress)
        }
        connection?.requestSent()
        return adopt(created, from: opcode, version: version)
    }

    /// Whether no object argument among `slots` (bit `i` for argument `i`) is ``WireArgument``'s dead object.
    private static func objectsAreLive(in arguments: UnsafeMutableRawBufferPointer, slots: UInt64) -> Bool {
        var remaining = slots
        while remaining != 0 {
            let offset = remaining.trailingZeroBitCount * MemoryLayout<wl_argument>.stride
            remaining &= remaining - 1
            precondition(offset < arguments.count, "a generated request passed fewer arguments than its signature")
            if arguments.load(fromByteOffset: offset, as: OpaquePointer?.self) == deadObject { return false }
        }
        return true
    }
}
