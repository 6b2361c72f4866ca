/// The modifiers that matter to dialogs: the effective xkb modifiers by their conventional names.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    /// The bits, in this type's own order (not xkb's modifier indices).
    public let rawValue: UInt8
    /// Wraps raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift (xkb `Shift`).
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control (xkb `Control`).
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt (xkb `Mod1`).
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// The Super/Windows key (xkb `Mod4`).
    public static let logo = KeyModifiers(rawValue: 1 << 3)
    /// Caps Lock (xkb `Lock`), usually locked rather than held.
    public static let capsLock = KeyModifiers(rawValue: 1 << 4)
}
