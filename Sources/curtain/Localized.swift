import Curtain

/// The command's words in the user's language: Curtain's text domain, `curtain`, whose catalogs (po/) hold the
/// library's words and the command's. `scripts/update-po` extracts the calls below with `xgettext`, so the English
/// text must be one string literal.
let curtainWords = TextDomain("curtain")

/// `message` in the user's language.
func localized(_ message: String) -> String {
    curtainWords.localized(message)
}

/// A printf-style `format` (`%s`, `%d`, `%1$s`) in the user's language, with `arguments` substituted.
func localized(_ format: String, _ arguments: any CustomStringConvertible...) -> String {
    curtainWords.localized(format, arguments: arguments)
}

/// The form of `singular`/`plural` that `count` takes in the user's language, with `arguments` substituted.
func localizedPlural(_ singular: String, _ plural: String, count: Int, _ arguments: any CustomStringConvertible...)
    -> String
{
    curtainWords.localizedPlural(singular, plural, count: count, arguments: arguments)
}
