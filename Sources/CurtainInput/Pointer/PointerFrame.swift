import CurtainShell

/// Groups raw `wl_pointer` events into delivered ``PointerEvent``s: the pure part of ``Pointer``.
///
/// Since `wl_pointer` version 5 the compositor ends each logical event with `frame` (an `enter` and a `leave`
/// of two surfaces, or a motion plus a scroll on both axes, belong together). A framed builder holds events
/// until ``frame()`` and then returns them in order, with the vertical and horizontal scroll of one frame
/// merged into one ``PointerEvent/Kind/scroll(dx:dy:)``. An unframed builder (version 4 and below) returns
/// each event at once. It is generic over the surface type so that tests need no compositor:
///
/// ```swift
/// var frame = PointerFrame<WlSurface>(isFramed: pointer.version >= 5)
/// _ = frame.enter(surface, x: 10, y: 20)
/// _ = frame.button(.left, isPressed: true)
/// frame.frame()   // [enter at (10, 20), press(.left) at (10, 20)], both on `surface`
/// ```
public struct PointerFrame<Surface: AnyObject> {
    /// One event ready to deliver, with the surface it happened on (for `leave`, the surface left).
    public struct Delivery {
        /// The event, with coordinates on ``surface``.
        public var event: PointerEvent
        /// The surface it happened on, or `nil` when the pointer is on none of ours.
        public var surface: Surface?
    }

    /// Whether events wait for ``frame()``.
    public let isFramed: Bool
    /// The surface under the pointer, between `enter` and `leave`.
    public private(set) weak var focus: Surface?
    /// The latest position on ``focus``, in surface-local logical pixels.
    public private(set) var position: (x: Double, y: Double) = (0, 0)

    /// Events of the current frame, not yet returned.
    private var pending: [Delivery] = []
    /// Scroll of the current frame, merged into one event.
    private var pendingScroll: (dx: Double, dy: Double)?

    /// Creates a builder with no focus.
    ///
    /// - Parameters:
    ///   - isFramed: `true` when the bound `wl_pointer` is version 5 or later and sends `frame`.
    public init(isFramed: Bool) {
        self.isFramed = isFramed
    }

    /// `wl_pointer.enter`: the pointer is over `surface` at (`x`, `y`).
    ///
    /// - Returns: Events to deliver now (always empty when framed).
    public mutating func enter(_ surface: Surface?, x: Double, y: Double) -> [Delivery] {
        focus = surface
        position = (x, y)
        return queue(PointerEvent(kind: .enter, x: x, y: y), on: surface)
    }

    /// `wl_pointer.leave`: the pointer left `surface`; buttons held on it will not report their release.
    ///
    /// - Returns: Events to deliver now (always empty when framed).
    public mutating func leave(_ surface: Surface?) -> [Delivery] {
        appendScroll()
        focus = nil
        return queue(PointerEvent(kind: .leave, x: position.x, y: position.y), on: surface)
    }

    /// `wl_pointer.motion`: a new position on the focused surface.
    ///
    /// - Returns: Events to deliver now (always empty when framed).
    public mutating func motion(x: Double, y: Double) -> [Delivery] {
        position = (x, y)
        return queue(PointerEvent(kind: .motion, x: x, y: y), on: focus)
    }

    /// `wl_pointer.button`: a press or release at the current position.
    ///
    /// - Returns: Events to deliver now (always empty when framed).
    public mutating func button(_ button: PointerButton, isPressed: Bool) -> [Delivery] {
        appendScroll()
        let kind: PointerEvent.Kind = isPressed ? .press(button) : .release(button)
        return queue(PointerEvent(kind: kind, x: position.x, y: position.y), on: focus)
    }

    /// `wl_pointer.axis`: scroll distance along one axis in logical px; positive is down or right.
    ///
    /// - Returns: Events to deliver now (always empty when framed).
    public mutating func scroll(dx: Double = 0, dy: Double = 0) -> [Delivery] {
        let scroll = pendingScroll ?? (0, 0)
        pendingScroll = (scroll.dx + dx, scroll.dy + dy)
        return isFramed ? [] : takePending()
    }

    /// `wl_pointer.frame`: everything since the previous frame, in order.
    ///
    /// - Returns: The frame's events.
    public mutating func frame() -> [Delivery] {
        takePending()
    }

    /// Adds an event to the frame; returns it at once when frames do not exist.
    private mutating func queue(_ event: PointerEvent, on surface: Surface?) -> [Delivery] {
        pending.append(Delivery(event: event, surface: surface))
        return isFramed ? [] : takePending()
    }

    /// Turns the accumulated scroll into one event at the end of the frame so far.
    private mutating func appendScroll() {
        guard let scroll = pendingScroll else { return }
        pendingScroll = nil
        let event = PointerEvent(kind: .scroll(dx: scroll.dx, dy: scroll.dy), x: position.x, y: position.y)
        pending.append(Delivery(event: event, surface: focus))
    }

    /// Empties the frame and returns what it held.
    private mutating func takePending() -> [Delivery] {
        appendScroll()
        defer { pending = [] }
        return pending
    }
}
