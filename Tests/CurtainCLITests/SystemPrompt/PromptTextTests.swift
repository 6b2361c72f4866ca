import Testing

@testable import curtain

@MainActor @Suite("A system prompt shows others' text without invisible formatting")
struct PromptTextTests {
    /// Every bidi control, zero-width and other invisible formatting character a user ID could carry.
    @Test(arguments: [
        "\u{200E}", "\u{200F}", "\u{061C}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}",
        "\u{2067}", "\u{2068}", "\u{2069}", "\u{200B}", "\u{2060}", "\u{2064}", "\u{FEFF}", "\u{00AD}", "\u{E0041}",
    ])
    func invisibleFormattingIsRemoved(_ character: String) {
        #expect(PromptText.shown("ali\(character)ce@example.org") == "alice@example.org")
    }

    /// An override that would show `moc.elpmaxe@ecila` reversed into a familiar address shows its real order.
    @Test func anOverrideNoLongerReordersTheText() {
        #expect(PromptText.shown("Key of \u{202E}gro.elpmaxe@ecila\u{202C}") == "Key of gro.elpmaxe@ecila")
    }

    /// The two joiners move nothing, and scripts and emoji need them: they stay, as do right-to-left letters.
    @Test func joinersAndRightToLeftLettersStay() {
        for text in ["می\u{200C}خواهم", "क्\u{200D}ष", "👩\u{200D}💻", "שלום עולם", "مرحبا"] {
            #expect(PromptText.shown(text) == text)
        }
    }

    @Test func gpgAgentsTextsAndOptionsAreShownWithoutThem() {
        let dialogs = ScriptedPinentryDialogs(confirmations: [.ok])
        var session = PinentrySession(version: "9.9", processID: 42)
        for line in [
            "SETTITLE Un\u{202E}lock", "SETDESC Key of%0A\u{2066}ann\u{2069}", "SETPROMPT \u{200F}PIN:",
            "SETERROR Bad\u{200B} passphrase", "SETOK \u{202D}_OK", "OPTION default-cancel=\u{FEFF}Cancel", "CONFIRM",
        ] {
            _ = session.handle(line, dialogs: dialogs)
        }
        let asked = dialogs.asked[0]
        #expect(asked.title == "Unlock" && asked.description == "Key of\nann" && asked.prompt == "PIN:")
        #expect(asked.error == "Bad passphrase" && asked.okLabel == "_OK" && asked.defaultCancelLabel == "Cancel")
    }

    @Test func askpassShowsTheQuestionWithoutThem() throws {
        let invocation = try CurtainCommand.parse(["askpass", "Enter passphrase for \u{202E}yek\u{202C}:"])
        #expect(invocation == .askpass(AskpassRequest(prompt: "Enter passphrase for yek:")))
    }
}
