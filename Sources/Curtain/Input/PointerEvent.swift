/// A pointer event in a view's coordinate space, grouped by `wl_pointer.frame`.
public struct PointerEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case enter
        case leave
        case motion
        case press(PointerButton)
        case release(PointerButton)
        /// Scroll amounts in logical px; positive `dy` scrolls down.
        case scroll(dx: Double, dy: Double)
    }

    public var kind: Kind
    /// Position in the receiving view's coordinates, in logical px.
    public var x: Double
    public var y: Double

    public init(kind: Kind, x: Double, y: Double) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}

/// A pointer button by its evdev code (`BTN_LEFT` is 0x110).
public struct PointerButton: RawRepresentable, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let left = PointerButton(rawValue: 0x110)
    public static let right = PointerButton(rawValue: 0x111)
    public static let middle = PointerButton(rawValue: 0x112)
}
