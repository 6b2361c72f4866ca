import CurtainRendering
import Glibc

/// Which way a row reads: stacks and grids mirror themselves in a right-to-left layout, so that a dialog written
/// once reads the right way in Arabic and Hebrew as in English.
///
/// A view inherits its superview's direction unless ``View/layoutDirection`` sets one. A window's root view
/// starts with its application's ``Application/layoutDirection``, which follows the user's language
/// (``ofLocale``), as GTK's default direction does; a tree outside a window without one lays out left to right.
public enum LayoutDirection: Sendable, Hashable {
    /// The leading edge is the left one.
    case leftToRight
    /// The leading edge is the right one: a row's first view is rightmost.
    case rightToLeft
}

// MARK: - Where a direction comes from

extension LayoutDirection {
    /// The languages written right to left, by their ISO 639 code: Arabic, Hebrew (and its old code `iw`),
    /// Persian, Urdu, Yiddish, Pashto, Central Kurdish, Dhivehi, Uyghur and Sindhi. GTK's own catalogs
    /// translate its "default:LTR" to "default:RTL" for these.
    public static let rightToLeftLanguages: Set<String> = [
        "ar", "he", "iw", "fa", "ur", "yi", "ps", "ckb", "dv", "ug", "sd",
    ]

    /// The direction of the user's language in the process's environment: ``rightToLeft`` in an Arabic, Hebrew,
    /// Persian or other right-to-left session (``rightToLeftLanguages``), ``leftToRight`` otherwise.
    ///
    /// Read once, when first asked; ``Application/layoutDirection`` starts from it. See
    /// ``init(localeEnvironment:)`` for the variables it reads.
    public static let ofLocale = LayoutDirection(localeEnvironment: currentEnvironment())

    /// The direction of the language that messages are shown in, from locale variables such as those of a
    /// process's environment, following gettext's precedence, which GTK's own choice of direction goes through.
    ///
    /// The locale for messages is the first set of `LC_ALL`, `LC_MESSAGES` and `LANG`; in the `C` or `POSIX`
    /// locale (or none) text is untranslated and the layout reads left to right. Otherwise the first language of
    /// `LANGUAGE` (a colon-separated list) decides when it is set, and the locale's language when it is not. A
    /// language is the part of a name before `_`, `.` or `@` (`ar_EG.UTF-8` is Arabic); Sindhi written in
    /// Devanagari (`sd_IN@devanagari`) reads left to right.
    ///
    /// - Parameters:
    ///   - localeEnvironment: Variable names and values, such as `["LANG": "he_IL.UTF-8"]`.
    public init(localeEnvironment environment: [String: String]) {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale, locale != "C", locale != "POSIX", !locale.hasPrefix("C.") else {
            self = .leftToRight
            return
        }
        let preferred = environment["LANGUAGE"]?.split(separator: ":").first.map(String.init) ?? locale
        self = Self.isRightToLeft(localeName: preferred) ? .rightToLeft : .leftToRight
    }

    /// Whether a locale or language name (`ar_EG.UTF-8`, `he`, `sd_IN@devanagari`) names a right-to-left language.
    private static func isRightToLeft(localeName: String) -> Bool {
        let language = localeName.prefix { $0 != "_" && $0 != "." && $0 != "@" }.lowercased()
        if language == "sd" && localeName.lowercased().contains("@devanagari") { return false }
        return rightToLeftLanguages.contains(language)
    }

    /// The base direction of `text`: the direction of its first character that has one (a letter of a script
    /// with a direction), as Pango's `pango_find_base_dir` finds it; `nil` for text with none (digits,
    /// punctuation, nothing).
    ///
    /// A program that shows the user's text, as `curtain` does, can lay a dialog out in the direction of its text:
    ///
    /// ```swift
    /// let direction = LayoutDirection.ofText(message) ?? .ofLocale
    /// ```
    public static func ofText(_ text: String) -> LayoutDirection? {
        TextSystem.isRightToLeft(text).map { $0 ? .rightToLeft : .leftToRight }
    }

    /// The process's environment, read without Foundation.
    private static func currentEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        for name in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
            if let value = getenv(name) { result[name] = String(cString: value) }
        }
        return result
    }
}
