import CurtainCPango

/// Where a ``TextLayout`` breaks lines that do not fit its width.
public enum TextWrapMode: Sendable, Hashable {
    /// Between words (GTK's `GTK_WRAP_WORD`, Pango's `PANGO_WRAP_WORD`).
    case word
    /// Between any two characters.
    case character
    /// Between words, or between characters where a word alone does not fit.
    case wordOrCharacter

    var pangoWrap: PangoWrapMode {
        switch self {
        case .word: PANGO_WRAP_WORD
        case .character: PANGO_WRAP_CHAR
        case .wordOrCharacter: PANGO_WRAP_WORD_CHAR
        }
    }
}
