/// A pointer button by its evdev code (`BTN_LEFT` is 0x110).
public struct PointerButton: RawRepresentable, Sendable, Hashable {
    /// The evdev code from `wl_pointer.button`.
    public let rawValue: UInt32
    /// Wraps an evdev button code.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// `BTN_LEFT`.
    public static let left = PointerButton(rawValue: 0x110)
    /// `BTN_RIGHT`.
    public static let right = PointerButton(rawValue: 0x111)
    /// `BTN_MIDDLE`.
    public static let middle = PointerButton(rawValue: 0x112)
}
