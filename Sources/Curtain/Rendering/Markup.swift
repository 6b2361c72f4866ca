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
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
