import Testing

@testable import CurtainViews

/// The printf-style substitution behind `localized(_:_:)`: what a translation may do with its arguments. The
/// lookup itself is glibc's and is tested through the built `curtain` in a locale (LocalizedCommandTests), since
/// `setlocale` is process-wide and this process stays in the C locale.
@Suite("Localization")
struct LocalizationTests {
    @Test func conversionsTakeTheArgumentsInOrder() {
        #expect(Localization.format("%s needs %d to %d", ["--fps", "1", "240"]) == "--fps needs 1 to 240")
    }

    @Test func positionsLetATranslationReorderTheArguments() {
        #expect(Localization.format("%2$s, dann %1$s", ["eins", "zwei"]) == "zwei, dann eins")
        #expect(Localization.format("%1$d%%", ["40"]) == "40%")
    }

    @Test func aPercentSignThatIsNoConversionStaysAsWritten() {
        #expect(Localization.format("100% %x %", ["a"]) == "100% %x %")
        #expect(Localization.format("%%s", ["a"]) == "%s")
    }

    @Test func aMissingArgumentReadsAsNothing() {
        #expect(Localization.format("got %s and %s", ["one"]) == "got one and ")
        #expect(Localization.format("%3$s", ["a"]) == "")
    }

    @Test func inTheCLocaleEveryWordIsTheEnglish() {
        // This test process never calls setlocale, as a library's host may not: glibc answers with the msgid.
        #expect(localized("_Yes") == "_Yes")
        #expect(localized("unknown option %s", "'-x'") == "unknown option '-x'")
        #expect(localizedPlural("%d second", "%d seconds", count: 2, 2) == "2 seconds")
        #expect(localizedPlural("%d second", "%d seconds", count: 1, 1) == "1 second")
    }
}
