/// An X keysym, the keymap-independent name of a key (`XKB_KEY_Return` is 0xff0d).
///
/// Views compare against these names instead of raw numbers; the values are xkbcommon's.
public struct Keysym: RawRepresentable, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let backspace = Keysym(rawValue: 0xff08)
    public static let tab = Keysym(rawValue: 0xff09)
    /// Shift+Tab arrives as ISO_Left_Tab under most keymaps.
    public static let leftTab = Keysym(rawValue: 0xfe20)
    public static let `return` = Keysym(rawValue: 0xff0d)
    public static let keypadEnter = Keysym(rawValue: 0xff8d)
    public static let escape = Keysym(rawValue: 0xff1b)
    public static let delete = Keysym(rawValue: 0xffff)
    public static let home = Keysym(rawValue: 0xff50)
    public static let left = Keysym(rawValue: 0xff51)
    public static let up = Keysym(rawValue: 0xff52)
    public static let right = Keysym(rawValue: 0xff53)
    public static let down = Keysym(rawValue: 0xff54)
    public static let end = Keysym(rawValue: 0xff57)
    public static let space = Keysym(rawValue: 0x0020)
    public static let a = Keysym(rawValue: 0x0061)
    public static let c = Keysym(rawValue: 0x0063)
    public static let v = Keysym(rawValue: 0x0076)
    public static let x = Keysym(rawValue: 0x0078)
}
