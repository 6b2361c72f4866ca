import CurtainTestSupport
import Testing

/// Mnemonics and first focus through weston's test seat with real key presses: Alt is held as a key, so the
/// compositor's `wl_keyboard.modifiers` is what tells curtain that Alt is down.
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

    @Test func zenityOkAndCancelLabelsTakeMnemonicsAsZenityDoes() throws {
        let no = try answer(
            ["--question", "--text", "Save?", "--ok-label", "_Save", "--cancel-label", "_Discard"],
            key: letter("d"), holding: [.leftAlt])
        #expect(no.status == 1 && no.stdout.isEmpty, "\(no.stderr)")
        let yes = try answer(
            ["--question", "--text", "Save?", "--ok-label", "_Save", "--cancel-label", "_Discard"],
            key: letter("s"), holding: [.leftAlt])
        #expect(yes.status == 0 && yes.stdout.isEmpty, "\(yes.stderr)")
    }

    @Test func zenityExtraButtonMnemonicPrintsTheLabelAsGiven() throws {
        // (Not _Open: the default _OK has the O already, and Alt+O would then move focus between the two.)
        let result = try answer(
            ["--info", "--text", "Done", "--extra-button", "Show _folder"],
            key: letter("f"), holding: [.leftAlt])
        #expect(result.status == 1)
        #expect(result.stdout == "Show _folder\n")
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
