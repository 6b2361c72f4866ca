/// A `.desktop` file's `[Desktop Entry]` group, read as the desktop entry specification (and GLib's `GKeyFile`,
/// which yad reads it with) says: `key=value` lines, `#` comments, values with `\s`, `\n`, `\t`, `\r` and `\\`
/// escapes, and localized keys (`Name[de]`) chosen by the user's languages.
struct DesktopEntry: Equatable, Sendable {
    /// Every key of the group, as written (`Name`, `Name[de_DE]`), with its value unescaped.
    var values: [String: String] = [:]

    /// Reads `text`; only the `[Desktop Entry]` group counts.
    ///
    /// - Returns: `nil` when the text has no `[Desktop Entry]` group.
    init?(parsing text: String) {
        var isInGroup = false
        var hasGroup = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                isInGroup = line.hasPrefix("[Desktop Entry]")
                hasGroup = hasGroup || isInGroup
                continue
            }
            guard isInGroup, let equals = line.firstIndex(of: "=") else { continue }
            let key = String(line[..<equals]).trimmingBlanks
            // The first of a key repeated wins, as GKeyFile keeps it.
            if values[key] == nil {
                values[key] = Self.unescaped(String(line[line.index(after: equals)...]).trimmingLeadingBlanks)
            }
        }
        guard hasGroup else { return nil }
    }

    /// A key's value as written, without a locale.
    subscript(key: String) -> String? { values[key] }

    /// A localized key's value for the first of `languages` (``languageNames(environment:)``) that has it, else
    /// the unlocalized value, as `g_key_file_get_locale_string` picks it.
    func value(ofLocalizedKey key: String, languages: [String]) -> String? {
        for language in languages {
            if let value = values["\(key)[\(language)]"] { return value }
        }
        return values[key]
    }

    /// A boolean key: `true` (or `1`) is true, anything else false.
    func boolean(_ key: String) -> Bool { values[key] == "true" || values[key] == "1" }

    /// The value with the specification's escapes expanded: `\s` a space, `\n`, `\t`, `\r`, `\\`.
    static func unescaped(_ value: String) -> String {
        guard value.contains("\\") else { return value }
        var result = ""
        var escaping = false
        for character in value {
            if escaping {
                switch character {
                case "s": result.append(" ")
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "\\": result.append("\\")
                default: result.append("\\"); result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }

    /// The user's languages as GLib lists them for a localized key: from `LANGUAGE` (when the locale is not C),
    /// `LC_ALL`, `LC_MESSAGES` or `LANG`, each with its variants, the most specific first: `de_DE.UTF-8@euro`
    /// gives `de_DE@euro`, `de_DE`, `de@euro`, `de`. The encoding never counts.
    static func languageNames(environment: [String: String]) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        guard locale != "C", locale != "POSIX", !locale.hasPrefix("C.") else { return [] }
        let preferred = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init) + [locale]
        var names: [String] = []
        for name in preferred {
            for variant in variants(of: name) where !names.contains(variant) { names.append(variant) }
        }
        return names
    }

    /// `lang_COUNTRY.ENCODING@MODIFIER`'s variants without the encoding, the most specific first.
    private static func variants(of locale: String) -> [String] {
        var rest = Substring(locale)
        var modifier = ""
        if let at = rest.firstIndex(of: "@") {
            modifier = String(rest[at...])
            rest = rest[..<at]
        }
        if let dot = rest.firstIndex(of: ".") { rest = rest[..<dot] }
        let language = rest.split(separator: "_", maxSplits: 1).first.map(String.init) ?? ""
        let country = rest.contains("_") ? String(rest) : nil
        var result: [String] = []
        if let country, !modifier.isEmpty { result.append(country + modifier) }
        if let country { result.append(country) }
        if !modifier.isEmpty { result.append(language + modifier) }
        if !language.isEmpty { result.append(language) }
        return result
    }

    /// An `Exec` value as a command line to start with no files: the desktop entry specification's field codes
    /// (`%f`, `%F`, `%u`, `%U`, `%i`, `%c`, `%k`, and the deprecated `%d`, `%D`, `%n`, `%N`, `%v`, `%m`) removed, a
    /// word that was only a field code with it, and `%%` made `%`.
    static func commandLine(exec: String) -> String {
        let codes: Set<Character> = ["f", "F", "u", "U", "i", "c", "k", "d", "D", "n", "N", "v", "m"]
        let characters = Array(exec)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            guard character == "%" else {
                result.append(character)
                continue
            }
            guard index < characters.count else { break }
            let code = characters[index]
            index += 1
            if code == "%" {
                result.append("%")
            } else if !codes.contains(code) {
                result.append(code)
            } else if result.last == " ", index == characters.count || characters[index] == " " {
                // A field code that was a word of its own goes with the blank before it.
                result.removeLast()
            }
        }
        while result.last == " " || result.last == "\t" { result.removeLast() }
        return result
    }
}

extension String {
    /// Without blanks (spaces and tabs) at either end.
    fileprivate var trimmingBlanks: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
    /// Without blanks at the start.
    fileprivate var trimmingLeadingBlanks: String { String(drop { $0 == " " || $0 == "\t" }) }
}
