import CurtainTestSupport
import Foundation
import Testing

/// The built `curtain` in the user's language, chosen as every GNU program chooses it: `LANGUAGE` before
/// `LC_ALL`, `LC_MESSAGES` and `LANG`, and English in the C locale whatever `LANGUAGE` says. Run as a separate
/// process with its own environment, since `setlocale` is process-wide.
@Suite("curtain in the user's language", .blocking, .hangGuard(minutes: 2))
struct LocalizedCommandTests {
    func run(_ arguments: [String], _ environment: [String: String]) throws -> EndToEndTests.Run {
        for locale in ["de_DE.UTF-8", "fr_FR.UTF-8", "ja_JP.UTF-8"] { try CompiledCatalogs.require(locale: locale) }
        return try EndToEndTests().run(arguments, environment: environment)
    }

    @Test func aUsageErrorReadsInTheLanguageOfLang() throws {
        let german = try run(["--bogus"], ["LANG": "de_DE.UTF-8"])
        #expect(german.status == 2 && german.stderr == "curtain: unbekannte Option '--bogus'\n")
        let french = try run(["alert", "--nope"], ["LANG": "fr_FR.UTF-8"])
        #expect(french.status == 2 && french.stderr == "curtain: option inconnue '--nope'\n")
    }

    @Test func languageComesFirstThenLcAllThenLcMessagesThenLang() throws {
        #expect(try run(["--bogus"], ["LANG": "de_DE.UTF-8", "LANGUAGE": "fr"]).stderr == "curtain: option inconnue '--bogus'\n")
        #expect(
            try run(["--bogus"], ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"]).stderr
                == "curtain: 不明なオプション '--bogus' です\n")
        #expect(
            try run(["--bogus"], ["LC_MESSAGES": "ja_JP.UTF-8", "LC_ALL": "de_DE.UTF-8"]).stderr
                == "curtain: unbekannte Option '--bogus'\n")
        // The C locale is English: glibc ignores LANGUAGE there, as every GNU program does.
        #expect(try run(["--bogus"], ["LC_ALL": "C", "LANGUAGE": "de"]).stderr == "curtain: unknown option '--bogus'\n")
        #expect(try run(["--bogus"], [:]).stderr == "curtain: unknown option '--bogus'\n")
    }

    @Test func aCountTakesTheLanguagesPluralForm() throws {
        let german = try run(["alert", "--timeout", "99999999999"], ["LANG": "de_DE.UTF-8"])
        #expect(german.stderr == "curtain: --timeout darf höchstens 31536000 Sekunden betragen, erhalten: '99999999999'\n")
        let english = try run(["alert", "--timeout", "99999999999"], [:])
        #expect(english.stderr == "curtain: --timeout must be at most 31536000 seconds, got '99999999999'\n")
    }

    @Test func argumentsMoveWithTheTranslation() throws {
        // Two arguments, in the order each language's sentence puts them.
        let german = try run(["--info", "--list"], ["LANG": "de_DE.UTF-8"])
        #expect(german.status == 2 && german.stderr == "curtain: zwei Dialogtypen angegeben (--info und --list)\n")
    }
}
