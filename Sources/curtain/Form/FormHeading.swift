import Curtain

/// The text above a form's fields.
struct FormHeading: Equatable, Sendable {
    /// zenity's `--text`: Pango markup, with escapes such as `\n` expanded by the parser.
    var text = localized("Forms dialog")
    var usesMarkup = true
    /// Bold, as zenity's forms heading is (a frame label); the password prompt is not.
    var isBold = true
}
