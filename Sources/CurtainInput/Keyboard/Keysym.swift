/// An X keysym, the keymap-independent name of a key (`XKB_KEY_Return` is 0xff0d).
///
/// Views compare against these names instead of raw numbers; the values are xkbcommon's.
public struct Keysym: RawRepresentable, Sendable, Hashable {
    /// The xkbcommon keysym value (`XKB_KEY_*`).
    public let rawValue: UInt32
    /// Wraps a keysym value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// `XKB_KEY_BackSpace`.
    public static let backspace = Keysym(rawValue: 0xff08)
    /// `XKB_KEY_Tab`.
    public static let tab = Keysym(rawValue: 0xff09)
    /// `XKB_KEY_ISO_Left_Tab`: Shift+Tab arrives as this under most keymaps.
    public static let leftTab = Keysym(rawValue: 0xfe20)
    /// `XKB_KEY_Return`.
    public static let `return` = Keysym(rawValue: 0xff0d)
    /// `XKB_KEY_KP_Enter`.
    public static let keypadEnter = Keysym(rawValue: 0xff8d)
    /// `XKB_KEY_Escape`.
    public static let escape = Keysym(rawValue: 0xff1b)
    /// `XKB_KEY_Delete`.
    public static let delete = Keysym(rawValue: 0xffff)
    /// `XKB_KEY_Home`.
    public static let home = Keysym(rawValue: 0xff50)
    /// `XKB_KEY_Left`.
    public static let left = Keysym(rawValue: 0xff51)
    /// `XKB_KEY_Up`.
    public static let up = Keysym(rawValue: 0xff52)
    /// `XKB_KEY_Right`.
    public static let right = Keysym(rawValue: 0xff53)
    /// `XKB_KEY_Down`.
    public static let down = Keysym(rawValue: 0xff54)
    /// `XKB_KEY_Page_Up` (`XKB_KEY_Prior`).
    public static let pageUp = Keysym(rawValue: 0xff55)
    /// `XKB_KEY_Page_Down` (`XKB_KEY_Next`).
    public static let pageDown = Keysym(rawValue: 0xff56)
    /// `XKB_KEY_End`.
    public static let end = Keysym(rawValue: 0xff57)
    /// `XKB_KEY_space`.
    public static let space = Keysym(rawValue: 0x0020)
    /// `XKB_KEY_a`.
    public static let a = Keysym(rawValue: 0x0061)
    /// `XKB_KEY_c`.
    public static let c = Keysym(rawValue: 0x0063)
    /// `XKB_KEY_v`.
    public static let v = Keysym(rawValue: 0x0076)
    /// `XKB_KEY_x`.
    public static let x = Keysym(rawValue: 0x0078)
}
