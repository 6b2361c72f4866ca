import CurtainShell
import Wayland

/// One seat's pointer: turns `wl_pointer` events into ``PointerEvent``s in surface coordinates, grouped by `frame`.
///
/// Grouping is ``PointerFrame``'s job; this object feeds it from the proxy and delivers what it returns,
/// each event with the surface it happened on to the ``delegate`` (a ``PointerDelegate``), so a seat shared by
/// several windows can route it.
///
/// Coordinates are surface-local logical pixels, as the compositor sends them. ``enterSerial`` is the serial
/// `wl_pointer.set_cursor` must quote; ``buttonSerial`` is the one popup grabs and interactive moves quote.
@MainActor public final class Pointer {
    /// The `wl_pointer` this object owns; released when the pointer is dropped.
    public let proxy: WlPointer
    /// The serial of the latest `wl_pointer.enter`, or `nil` before the first one.
    public private(set) var enterSerial: UInt32?
    /// The serial of the latest `wl_pointer.button`, or `nil` before the first one.
    public private(set) var buttonSerial: UInt32?

    /// Hears the pointer's enters and its events; held weakly.
    public weak var delegate: (any PointerDelegate)?

    /// Groups events until `wl_pointer.frame`.
    private var grouping: PointerFrame<WlSurface>

    /// The surface under the pointer, between `enter` and `leave`.
    public var focus: SurfaceID? { grouping.focus.map(SurfaceID.init) }

    /// Starts listening to `proxy`.
    ///
    /// - Parameters:
    ///   - proxy: A pointer from `wl_seat.get_pointer`.
    public init(proxy: WlPointer) {
        self.proxy = proxy
        // `wl_pointer.frame` exists since version 5; older pointers deliver each event alone.
        grouping = PointerFrame(isFramed: proxy.version >= 5)
        proxy.onEvent = { [weak self] event in self?.handle(event) }
    }

    isolated deinit {
        proxy.onEvent = nil
    }

    /// Routes one `wl_pointer` event to its handler.
    private func handle(_ event: WlPointer.Event) {
        switch event {
        case .enter(let serial, let surface, let surfaceX, let surfaceY):
            handleEnter(serial: serial, surface: surface, x: surfaceX, y: surfaceY)
        case .leave(_, let surface):
            deliver(grouping.leave(surface))
        case .motion(_, let surfaceX, let surfaceY):
            deliver(grouping.motion(x: surfaceX, y: surfaceY))
        case .button(let serial, _, let button, let state):
            handleButton(serial: serial, button: PointerButton(rawValue: button), isPressed: state == .pressed)
        case .axis(_, let axis, let value):
            handleAxis(axis: axis, value: value)
        case .frame:
            deliver(grouping.frame())
        case .axisSource, .axisStop, .axisDiscrete:
            // The continuous `axis` value already carries the distance; sources and discrete steps add nothing here.
            break
        }
    }

    /// `wl_pointer.enter`: record the serial for `set_cursor` before anyone sees the frame.
    private func handleEnter(serial: UInt32, surface: WlSurface?, x: Double, y: Double) {
        enterSerial = serial
        delegate?.pointer(self, didEnter: surface.map(SurfaceID.init))
        deliver(grouping.enter(surface, x: x, y: y))
    }

    /// `wl_pointer.button`: record the serial that grabs and moves quote.
    private func handleButton(serial: UInt32, button: PointerButton, isPressed: Bool) {
        buttonSerial = serial
        deliver(grouping.button(button, isPressed: isPressed))
    }

    /// `wl_pointer.axis`: vertical and horizontal distances merge within a frame.
    private func handleAxis(axis: WlPointer.Axis, value: Double) {
        deliver(axis == .verticalScroll ? grouping.scroll(dy: value) : grouping.scroll(dx: value))
    }

    /// Hands events to the delegate in order.
    private func deliver(_ deliveries: [PointerFrame<WlSurface>.Delivery]) {
        for delivery in deliveries {
            delegate?.pointer(self, didReceive: delivery.event, on: delivery.surface.map(SurfaceID.init))
        }
    }
}
