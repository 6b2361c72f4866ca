import CurtainCWayland

/// One fixed-size request argument, already in the `wl_argument` form libwayland reads: what generated requests
/// without strings or arrays send, from a tuple on the caller's stack.
///
/// Requests run several times per animation frame (`wl_subsurface.set_position`, `wp_viewport.set_destination`,
/// `wl_surface.frame`, `commit`), so their arguments cost no array, no enum payloads and no copies: the generated
/// method fills a tuple of these and hands its bytes to ``Proxy/send(_:_:)-(_,UnsafeMutableRawBufferPointer)`` or ``Proxy/create(_:_:)``. Requests
/// with a `string` or `array` still go through ``Argument``, which copies those into C memory and cuts strings to
/// libwayland's message limit.
///
/// ```swift
/// var arguments: (WireArgument, WireArgument) = (.int(x), .int(y))
/// withUnsafeMutableBytes(of: &arguments) { send(4, $0) }
/// ```
public struct WireArgument {
    let raw: wl_argument

    private init(_ raw: wl_argument) {
        self.raw = raw
    }

    /// An `int`.
    public static func int(_ value: Int32) -> WireArgument { make { $0.i = value } }
    /// A `uint`, or an enum's raw value.
    public static func uint(_ value: UInt32) -> WireArgument { make { $0.u = value } }
    /// A `fixed`: 24.8 fixed point on the wire.
    public static func fixed(_ value: Double) -> WireArgument { make { $0.f = Fixed.encode(value) } }
    /// An `fd`; libwayland duplicates it, the caller keeps its own.
    public static func fd(_ value: Int32) -> WireArgument { make { $0.h = value } }
    /// The slot of the object a request creates; libwayland fills it in.
    public static var newID: WireArgument { WireArgument(wl_argument()) }

    /// An `object`; `nil` only where the protocol allows null.
    ///
    /// An inert proxy, or one whose connection has closed, becomes `deadObject`: libwayland must never see its
    /// placeholder pointer, so the runtime drops a request that carries one (``Proxy/send(_:_:)-(_,UnsafeMutableRawBufferPointer)``).
    @MainActor
    public static func object(_ proxy: Proxy?) -> WireArgument {
        guard let proxy else { return WireArgument(wl_argument()) }
        return make { $0.o = proxy.isLive ? proxy.pointer : deadObject }
    }

    private static func make(_ fill: (inout wl_argument) -> Void) -> WireArgument {
        var raw = wl_argument()
        fill(&raw)
        return WireArgument(raw)
    }
}

/// The stand-in for an object argument that may not reach libwayland; compared, never dereferenced.
// nonisolated(unsafe): an immutable address allocated once and never freed.
nonisolated(unsafe) let deadObject = OpaquePointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
