import CurtainTestSupport
import CurtainViews
import Foundation
import Testing

/// The translation catalogs in `po/`, held to the code and to the template by gettext's own tools: the template
/// holds every `localized` literal of the sources, and every language translates all of it with the English
/// printf arguments and one mnemonic wherever the English has one.
@Suite("translation catalogs", .blocking, .hangGuard(minutes: 2))
struct LocalizationCatalogTests {
    static let root = PackageRoot.of()
    static let po = root.appending(path: "po")
    static let template = po.appending(path: "curtain.pot").path

    /// The languages issue 21 promises, each a `po/LANG.po`.
    static let languages = [
        "de", "fr", "es", "it", "pt_BR", "ru", "uk", "pl", "nl", "sv", "cs", "tr", "zh_CN", "zh_TW", "ja", "ko", "ar", "he",
        "fa", "hi",
    ]

    /// The English strings the sources pass to `localized` and `localizedPlural` as literals, as the template
    /// spells them (Swift's escapes `\"` and `\\` read as C's).
    static func literalsInSources() throws -> Set<String> {
        let sources = root.appending(path: "Sources")
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        let call = /\blocalized(?:Plural)?\(\s*"((?:[^"\\\n]|\\.)*)"(?:,\s*"((?:[^"\\\n]|\\.)*)"(?=,\s*count:))?/
        var found: Set<String> = []
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appending(path: relative), encoding: .utf8)
            // Comments (doc comments show calls as examples) are not code.
            let code = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for match in code.matches(of: call) {
                found.insert(String(match.1))
                if let plural = match.2 { found.insert(String(plural)) }
            }
        }
        return found
    }

    /// The msgids and plural msgids of a catalog or template, escapes as written.
    static func messages(in path: String) throws -> Set<String> {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var found: Set<String> = []
        for line in text.split(separator: "\n") {
            for keyword in ["msgid \"", "msgid_plural \""] where line.hasPrefix(keyword) {
                found.insert(String(line.dropFirst(keyword.count).dropLast()))
            }
        }
        found.remove("")
        return found
    }

    @Test func everyPromisedLanguageHasACatalog() {
        for language in Self.languages {
            #expect(
                FileManager.default.fileExists(atPath: Self.po.appending(path: "\(language).po").path),
                "po/\(language).po is missing")
        }
    }

    @Test func theTemplateHoldsExactlyTheLocalizedLiteralsOfTheSources() throws {
        let literals = try Self.literalsInSources()
        #expect(literals.count > 60)
        for literal in literals {
            #expect(!literal.contains("\\("), "a localized literal interpolates, which xgettext cannot extract: \(literal)")
        }
        let template = try Self.messages(in: Self.template)
        #expect(
            literals.subtracting(template).isEmpty,
            "not in po/curtain.pot (run scripts/update-po): \(literals.subtracting(template).sorted())")
        #expect(
            template.subtracting(literals).isEmpty,
            "po/curtain.pot holds strings the sources no longer use (run scripts/update-po): \(template.subtracting(literals).sorted())"
        )
    }

    @Test func theTemplateIsWhatXgettextExtracts() throws {
        let sources = Self.root.appending(path: "Sources")
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appending(path: relative), encoding: .utf8)
            if text.contains("localized(") || text.contains("localizedPlural(") { files.append("Sources/" + relative) }
        }
        let extracted = FileManager.default.temporaryDirectory.appending(path: "curtain-\(UUID().uuidString).pot").path
        defer { try? FileManager.default.removeItem(atPath: extracted) }
        let xgettext = try Gettext.tool(
            "xgettext",
            [
                "--language=C", "--from-code=UTF-8", "--no-wrap", "--keyword=", "--keyword=localized:1",
                "--keyword=localizedPlural:1,2",
                "--output=\(extracted)",
            ] + files.sorted())
        #expect(xgettext.status == 0, "\(xgettext.output)")
        #expect(try Self.messages(in: extracted) == Self.messages(in: Self.template), "run scripts/update-po")
    }

    @Test(arguments: languages)
    func theCatalogTranslatesEveryStringOfTheTemplate(_ language: String) throws {
        // msgcmp counts an untranslated or fuzzy message as missing.
        let result = try Gettext.tool("msgcmp", ["po/\(language).po", "po/curtain.pot"])
        #expect(result.status == 0, "po/\(language).po: \(result.output)")
        let statistics = try Gettext.tool("msgfmt", ["--statistics", "-o", "/dev/null", "po/\(language).po"])
        #expect(!statistics.output.contains("untranslated") && !statistics.output.contains("fuzzy"), "\(statistics.output)")
    }

    @Test(arguments: languages)
    func theCatalogKeepsTheEnglishArgumentsAndMnemonics(_ language: String) throws {
        // --check: the printf conversions of each translation match the English (c-format), and the header has its
        // Plural-Forms; --check-accelerators=_: a label with a mnemonic keeps exactly one.
        let result = try Gettext.tool(
            "msgfmt", ["--check", "--check-accelerators=_", "-o", "/dev/null", "po/\(language).po"])
        #expect(result.status == 0, "po/\(language).po: \(result.output)")
        let text = try String(contentsOfFile: Self.po.appending(path: "\(language).po").path, encoding: .utf8)
        #expect(text.contains("\"Language: \(language)\\n\""))
        #expect(text.contains("\"Plural-Forms: nplurals="))
    }

    /// The translation of `msgid` in a catalog (a one-line msgstr, as msgmerge --no-wrap writes short ones).
    static func translation(of msgid: String, in language: String) throws -> String? {
        let lines = try String(contentsOfFile: po.appending(path: "\(language).po").path, encoding: .utf8)
            .split(separator: "\n")
        guard let index = lines.firstIndex(of: "msgid \"\(msgid)\""[...]), index + 1 < lines.count else { return nil }
        let line = lines[index + 1]
        guard line.hasPrefix("msgstr \""), line.hasSuffix("\"") else { return nil }
        return String(line.dropFirst("msgstr \"".count).dropLast())
    }

    @Test(arguments: languages)
    func theButtonsShownTogetherKeepTheirMnemonics(_ language: String) throws {
        // Yes and No share the question dialog, OK and Cancel the entry and password dialogs: each keeps a
        // mnemonic. Where GNOME gives both the same letter (Russian _ОК and _Отменить), Alt+letter moves the focus
        // between them, as GTK does (MnemonicLabelTests), and the English pairs keep answering at once.
        for pair in [("_Yes", "_No"), ("_OK", "_Cancel")] {
            let first = MnemonicLabel(parsing: try #require(try Self.translation(of: pair.0, in: language)))
            let second = MnemonicLabel(parsing: try #require(try Self.translation(of: pair.1, in: language)))
            #expect(first.mnemonic != nil && second.mnemonic != nil, "\(language): \(first.text), \(second.text)")
            if first.mnemonic == second.mnemonic {
                #expect(Self.sharedMnemonics.contains("\(language) \(pair.0) \(pair.1)"), "\(language): a new shared letter")
            }
        }
    }

    /// The pairs whose GNOME translations share a mnemonic letter, kept as GNOME users know them.
    static let sharedMnemonics: Set<String> = ["ru _OK _Cancel"]
}
