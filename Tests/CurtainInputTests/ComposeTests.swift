import CurtainTestSupport
import Testing
import CurtainInput

/// Keysym values from `xkbcommon-keysyms.h`.
private enum Sym {
    static let deadAcute = Keysym(rawValue: 0xfe51)
    static let multiKey = Keysym(rawValue: 0xff20)
    static let apostrophe = Keysym(rawValue: 0x27)
    static let e = Keysym(rawValue: 0x65)
    static let eacute = Keysym(rawValue: 0xe9)
    static let shiftL = Keysym(rawValue: 0xffe1)
    static let x = Keysym(rawValue: 0x78)
}

@Suite("Compose sequences", .blocking)
struct InputComposeTests {
    /// en_US.UTF-8's table is libX11's (Debian `libx11-data`); it is the fallback for every UTF-8 locale.
    func makeState() throws -> ComposeState {
        ComposeState(table: try ComposeTable(locale: "en_US.UTF-8"))
    }

    @Test func deadAcuteThenEComposesEAcute() throws {
        let compose = try makeState()
        #expect(compose.feed(Sym.deadAcute) == .composing)
        #expect(compose.isComposing)
        #expect(compose.feed(Sym.e) == .composed(keysym: Sym.eacute, text: "é"))
        #expect(!compose.isComposing)
    }

    @Test func multiKeyApostropheEComposesEAcute() throws {
        let compose = try makeState()
        #expect(compose.feed(Sym.multiKey) == .composing)
        #expect(compose.feed(Sym.apostrophe) == .composing)
        #expect(compose.feed(Sym.e) == .composed(keysym: Sym.eacute, text: "é"))
    }

    @Test func modifiersInsideASequenceAreIgnored() throws {
        let compose = try makeState()
        #expect(compose.feed(Sym.deadAcute) == .composing)
        #expect(compose.feed(Sym.shiftL) == .passThrough)
        #expect(compose.isComposing)
        #expect(compose.feed(Sym.e) == .composed(keysym: Sym.eacute, text: "é"))
    }

    @Test func plainKeysPassThrough() throws {
        let compose = try makeState()
        #expect(compose.feed(Sym.e) == .passThrough)
    }

    @Test func aBrokenSequenceIsCancelledThenResets() throws {
        let compose = try makeState()
        #expect(compose.feed(Sym.multiKey) == .composing)
        #expect(compose.feed(Keysym.escape) == .cancelled)
        #expect(compose.feed(Sym.e) == .passThrough)
    }

    @Test func resetAbandonsASequence() throws {
        let compose = try makeState()
        #expect(compose.feed(Sym.deadAcute) == .composing)
        compose.reset()
        #expect(compose.feed(Sym.e) == .passThrough)
    }

    @Test func localeComesFromLcAllThenLcCtypeThenLang() {
        #expect(
            ComposeTable.candidateLocales(environment: ["LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"])
                == ["de_DE.UTF-8", "C", "en_US.UTF-8"])
        #expect(
            ComposeTable.candidateLocales(environment: ["LC_ALL": "", "LC_CTYPE": "C", "LANG": "x"])
                == ["C", "en_US.UTF-8"])
        #expect(ComposeTable.candidateLocales(environment: ["LANG": "en_US.UTF-8"]) == ["en_US.UTF-8", "C"])
        #expect(ComposeTable.candidateLocales(environment: [:]) == ["C", "en_US.UTF-8"])
    }

    @Test func environmentTableComposesForAUtf8Locale() throws {
        let table = try ComposeTable.fromEnvironment(["LANG": "C.UTF-8"])
        #expect(table.locale == "C.UTF-8")
        #expect(ComposeState(table: table).feed(Sym.deadAcute) == .composing)
    }
}
