import CurtainTestSupport
import Testing

/// Mnemonics and first focus through weston's test seat with real key presses: Alt is held as a key, so the
/// compositor's `wl_keyboard.modifiers` is what tells curtain that Alt is down. zenity's own labels are typed
/// into zenity 3.44 as well, whose stdout and exit status curtain must match.
@Suite("Mnemonics and first focus on weston", .serialized, .integrationTimeLimit, .blocking)
struct MnemonicIntegrationTests: CommandSuite {
    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    /// Starts `curtain arguments…`, waits until its alert is presented, taps `key` holding `holding`.
    private func answer(_ arguments: [String], key: EvdevKey, holding: [EvdevKey] = []) throws -> CurtainProcess.Result {
        try CurtainProcess(arguments, on: weston).answer([key], holding: holding, through: input)
    }

    private func letter(_ character: Character) -> EvdevKey { EvdevKey.us(character)!.key }

    @Test func altAndTheMarkedLetterChooseThatButtonAndItsLabelPrintsAsGiven() throws {
        let result = try answer(
            [
                "alert", "--message", "Keep?", "--button", "_Cancel:cancel", "--button", "_Save",
                "--button", "Save _As", "--transition", "none",
            ],
            key: letter("a"), holding: [.leftAlt])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Save _As\n")
    }

    @Test func theLetterWithoutAltDoesNothingAndTheDialogStaysUp() throws {
        let run = try CurtainProcess(
            [
                "alert", "--message", "m", "--button", "_Save", "--timeout", "1.5",
                "--transition", "none",
            ], on: weston)
        _ = try run.waitForWindow(input)
        _ = try run.waitForPresentation(input)
        input.tap(letter("s"))
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 5, "only the timeout ends it: \(result.stdout)")
    }

    /// Alt and a letter, typed into zenity 3.44 and into curtain running the same command line: the same stdout
    /// and exit status.
    private func expectAltLetterAsZenity(
        _ arguments: [String], _ character: Character, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try fixture.expectSameAsZenity(
            arguments, steps: [.key(letter(character), holding: [.leftAlt])], sourceLocation: sourceLocation)
    }

    @Test func zenityOkAndCancelLabelsTakeMnemonicsAsZenityDoes() throws {
        let question = ["--question", "--text", "Save?", "--ok-label", "_Save", "--cancel-label", "_Discard"]
        try expectAltLetterAsZenity(question, "d")
        try expectAltLetterAsZenity(question, "s")
    }

    @Test func zenityExtraButtonMnemonicPrintsTheLabelAsGiven() throws {
        // (Not _Open: the default _OK has the O already, and Alt+O would then move focus between the two.)
        try expectAltLetterAsZenity(["--info", "--text", "Done", "--extra-button", "Show _folder"], "f")
    }

    @Test func spaceAtOnceActivatesThePreferredButtonBecauseItHasFocusFromTheStart() throws {
        let result = try answer(
            [
                "alert", "--message", "Pick", "--button", "One", "--button", "Two",
                "--preferred", "Two", "--transition", "none",
            ], key: .space)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Two\n")
    }
}
