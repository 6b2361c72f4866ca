/// A key by its Linux evdev code (`KEY_A` is 30), what `curtain_test_input.key` takes.
///
/// xkb keycodes are evdev codes plus 8. The names are the keys' positions on a US keyboard: under another layout
/// the same code types what that layout puts there (`.y` types "z" under German).
public struct EvdevKey: RawRepresentable, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let escape = EvdevKey(rawValue: 1)
    public static let backspace = EvdevKey(rawValue: 14)
    public static let tab = EvdevKey(rawValue: 15)
    public static let q = EvdevKey(rawValue: 16)
    public static let y = EvdevKey(rawValue: 21)
    public static let enter = EvdevKey(rawValue: 28)
    public static let leftControl = EvdevKey(rawValue: 29)
    public static let a = EvdevKey(rawValue: 30)
    public static let l = EvdevKey(rawValue: 38)
    public static let leftShift = EvdevKey(rawValue: 42)
    public static let z = EvdevKey(rawValue: 44)
    public static let x = EvdevKey(rawValue: 45)
    public static let c = EvdevKey(rawValue: 46)
    public static let v = EvdevKey(rawValue: 47)
    public static let leftAlt = EvdevKey(rawValue: 56)
    public static let space = EvdevKey(rawValue: 57)
    public static let home = EvdevKey(rawValue: 102)
    public static let up = EvdevKey(rawValue: 103)
    public static let left = EvdevKey(rawValue: 105)
    public static let right = EvdevKey(rawValue: 106)
    public static let pageUp = EvdevKey(rawValue: 104)
    public static let end = EvdevKey(rawValue: 107)
    public static let down = EvdevKey(rawValue: 108)
    public static let pageDown = EvdevKey(rawValue: 109)
    public static let delete = EvdevKey(rawValue: 111)
    public static let leftMeta = EvdevKey(rawValue: 125)
}
