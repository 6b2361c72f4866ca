/// A key press as views see it: already translated by the keymap, composed, and stamped with modifiers.
///
/// Views never see evdev codes or xkb state; the seat's keyboard turns `wl_keyboard.key` into these,
/// including the synthetic presses that key repeat produces (`isRepeat`).
public struct KeyEvent: Sendable, Equatable {
    /// The keysym after the keymap and any compose sequence; see ``Keysym``.
    public var keysym: Keysym
    /// The text this press types, or `nil` for keys that type nothing (arrows, Escape, modifiers alone).
    public var text: String?
    /// The modifiers held when the key went down.
    public var modifiers: KeyModifiers
    /// Whether key repeat produced this press rather than the user.
    public var isRepeat: Bool

    /// Creates an event; text, modifiers and repeat default to none.
    public init(keysym: Keysym, text: String? = nil, modifiers: KeyModifiers = [], isRepeat: Bool = false) {
        self.keysym = keysym
        self.text = text
        self.modifiers = modifiers
        self.isRepeat = isRepeat
    }
}
