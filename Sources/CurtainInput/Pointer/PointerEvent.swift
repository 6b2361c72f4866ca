/// A pointer event in a view's coordinate space, grouped by `wl_pointer.frame`.
public struct PointerEvent: Sendable, Equatable {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// The pointer entered the surface.
        case enter
        /// The pointer left the surface.
        case leave
        /// The pointer moved.
        case motion
        /// A button went down.
        case press(PointerButton)
        /// A button went up.
        case release(PointerButton)
        /// Scroll amounts in logical px; positive `dy` scrolls down.
        case scroll(dx: Double, dy: Double)
    }

    /// What happened.
    public var kind: Kind
    /// Horizontal position in the receiver's coordinates (the surface's, as ``Pointer`` delivers it), in logical px.
    public var x: Double
    /// Vertical position in the receiver's coordinates, in logical px.
    public var y: Double

    /// Creates an event.
    public init(kind: Kind, x: Double, y: Double) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}
