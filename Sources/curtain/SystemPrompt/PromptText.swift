/// Text a system prompt shows on another program's behalf (gpg-agent's description and a key's user ID, ssh's and
/// git's question, polkit's message), made safe to show: its invisible formatting characters are removed.
///
/// Who chooses that text is not who answers the prompt: a key's user ID is whatever its maker wrote. Bidi controls
/// (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, U+200E/U+200F and U+061C marks) can make
/// `moc.elpmaxe@ecila` read as `alice@example.com` or move a fingerprint's digits, and zero-width and other
/// invisible characters (U+200B, U+2060–U+2064, U+FEFF, soft hyphen, tags) make two different texts look the
/// same. So every character of Unicode's format category (Cf) goes, but two: U+200C ZERO WIDTH NON-JOINER and
/// U+200D ZERO WIDTH JOINER, which Persian, Arabic and Indic scripts and emoji sequences need to be written
/// correctly, and which move nothing.
///
/// ```swift
/// PromptText.shown("Alice \u{202E}gnp.exe")   // "Alice gnp.exe"
/// ```
enum PromptText {
    /// `text` without its invisible formatting characters (Unicode Cf, except U+200C and U+200D).
    static func shown(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isRemoved) else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text.unicodeScalars.filter { !isRemoved($0) })
        return String(result)
    }

    /// Whether `scalar` is removed from a prompt's text.
    static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format && scalar != "\u{200C}" && scalar != "\u{200D}"
    }
}
