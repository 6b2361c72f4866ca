/// Helpers for Pango markup, the small XML dialect `TextLayout.setMarkup(_:)` accepts.
///
/// Plain text is the default everywhere in Curtain; markup is only parsed where a caller asks for
/// it, and user-supplied strings spliced into markup must go through ``escape(_:)``:
///
/// ```swift
/// label.markup = "<b>\(Markup.escape(fileName))</b> will be deleted."
/// ```
public enum Markup {
    /// `text` with the five XML special characters replaced by entities, safe inside markup.
    ///
    /// Works on Unicode scalars, not `Character`s: a `<` or `&` followed by a combining mark is one
    /// grapheme (`"<\u{338}"`) that is not equal to `"<"`, yet the markup parser sees a bare `<`.
    /// Control characters pass through unchanged; ``TextLayout`` removes them before Pango sees them.
    public static func escape(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped.append(contentsOf: "&amp;".unicodeScalars)
            case "<": escaped.append(contentsOf: "&lt;".unicodeScalars)
            case ">": escaped.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": escaped.append(contentsOf: "&quot;".unicodeScalars)
            case "'": escaped.append(contentsOf: "&#39;".unicodeScalars)
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}
