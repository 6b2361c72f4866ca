/// Why a `Keymap`, `KeyboardState` or ``ComposeTable`` could not be made.
public enum KeymapError: Error, Equatable, CustomStringConvertible {
    /// `xkb_context_new` failed, which happens only when memory is exhausted or the include paths are unusable.
    case contextUnavailable
    /// xkbcommon could not compile the keymap; the payload says from what (names or the compositor's text).
    case compileFailed(String)
    /// The compositor's keymap fd could not be mapped; the payload is `errno`.
    case mapFailed(errno: Int32)
    /// `xkb_state_new` failed.
    case stateUnavailable
    /// No compose table exists for any of the locales tried (`LC_ALL`, `LC_CTYPE`, `LANG`, `C`, `en_US.UTF-8`).
    case composeTableMissing(triedLocales: [String])

    /// One line saying what failed.
    public var description: String {
        switch self {
        case .contextUnavailable:
            return "xkbcommon: could not create an xkb context"
        case .compileFailed(let source):
            return "xkbcommon: could not compile a keymap from \(source)"
        case .mapFailed(let code):
            return "xkbcommon: could not map the compositor's keymap (errno \(code))"
        case .stateUnavailable:
            return "xkbcommon: could not create keyboard state"
        case .composeTableMissing(let locales):
            return "xkbcommon: no compose table for locales \(locales.joined(separator: ", ")) "
                + "(compose files come from Debian's libx11-data under /usr/share/X11/locale)"
        }
    }
}
