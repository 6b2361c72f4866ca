import CurtainTestSupport
import Foundation
import Testing

/// zenity's message dialogs (`--info`, `--warning`, `--error`, `--question`, `--entry`, `--progress`) through
/// weston with real keys, in each state a script can put them in, run twice per case: once by zenity 3.44 itself
/// and once by curtain, whose stdout and exit status must be the same byte for byte. Which control has the focus
/// when the dialog opens, the Tab order and what Return and Space activate are GTK's; these cases are where a
/// script sees them. docs/command.md lists the behaviour they pin down; `MessageModeTabOrderIntegrationTests`
/// follows the Tab order over the selectable message and the buttons. A case ends with Escape where the focus may
/// rest on the message, where Return does nothing, so that both programs exit.
@Suite("zenity message dialogs: curtain against zenity 3.44 on weston", .serialized, .integrationTimeLimit, .blocking)
struct MessageModeIntegrationTests: CommandSuite {
    typealias Step = CommandFixture.Step

    typealias Case = ZenityCase

    static let tab = Step.key(.tab), backTab = Step.key(.tab, holding: [.leftShift]), enter = Step.key(.enter)
    static let escape = Step.key(.escape), space = Step.key(.space), left = Step.key(.left), right = Step.key(.right)
    static let question = ["--question", "--text", "Go on?"]
    static let info = ["--info", "--text", "Done."]
    static let entry = ["--entry", "--text", "Name:"]

    static let cases: [Case] = [
        // --question: the default button, the Tab order over the two buttons, arrows and Space.
        Case(name: "question: Return", arguments: question, steps: [enter]),
        Case(name: "question: Escape", arguments: question, steps: [escape]),
        Case(name: "question: Space", arguments: question, steps: [space]),
        Case(name: "question: Tab, Return, Escape", arguments: question, steps: [tab, enter, escape]),
        Case(name: "question: Shift+Tab, Return", arguments: question, steps: [backTab, enter]),
        Case(name: "question: Left, Return", arguments: question, steps: [left, enter]),
        Case(name: "question: Right, Space", arguments: question, steps: [right, space]),
        Case(name: "question: --default-cancel, Return", arguments: question + ["--default-cancel"], steps: [enter]),
        Case(
            name: "question: own labels, Tab, Return, Escape",
            arguments: question + ["--ok-label", "Sure", "--cancel-label", "Never"], steps: [tab, enter, escape]),
        Case(
            name: "question: an extra button, Tab Tab, Return", arguments: question + ["--extra-button", "Later"],
            steps: [tab, tab, enter]),
        Case(name: "question: --timeout runs out", arguments: question + ["--timeout", "1"], steps: []),
        // A timeout far beyond the hang guard: Return must win however slowly a loaded machine delivers it.
        Case(name: "question: Return before --timeout", arguments: question + ["--timeout", "3600"], steps: [enter]),
        // --info, --warning, --error: one button, and what an extra one changes.
        Case(name: "info: Return", arguments: info, steps: [enter]),
        Case(name: "info: Escape", arguments: info, steps: [escape]),
        Case(name: "info: Space", arguments: info, steps: [space]),
        Case(name: "info: an extra button, Tab, Return", arguments: info + ["--extra-button", "Log"], steps: [tab, enter]),
        Case(name: "info: own label, Return", arguments: info + ["--ok-label", "Fine"], steps: [enter]),
        Case(name: "warning: Return", arguments: ["--warning", "--text", "Careful."], steps: [enter]),
        Case(name: "error: Escape", arguments: ["--error", "--text", "Failed."], steps: [escape]),
        Case(name: "info: --timeout runs out", arguments: info + ["--timeout", "1"], steps: []),
        // --entry: Return in the field, the buttons by Tab, an initial text, hidden text.
        Case(name: "entry: typed, Return", arguments: entry, steps: [.type("Ada"), enter]),
        Case(name: "entry: empty, Return", arguments: entry, steps: [enter]),
        Case(name: "entry: typed, Escape", arguments: entry, steps: [.type("Ada"), escape]),
        Case(name: "entry: Space types a space", arguments: entry, steps: [.type("Ada"), space, .type("L"), enter]),
        Case(name: "entry: typed, Tab Tab, Return", arguments: entry, steps: [.type("Ada"), tab, tab, enter]),
        Case(name: "entry: typed, Shift+Tab, Return", arguments: entry, steps: [.type("Ada"), backTab, enter]),
        Case(name: "entry: --entry-text, Return", arguments: entry + ["--entry-text", "Bob"], steps: [enter]),
        Case(
            name: "entry: --entry-text, typed over it", arguments: entry + ["--entry-text", "Bob"], steps: [.type("Ada"), enter]),
        Case(name: "entry: --hide-text, Return", arguments: entry + ["--hide-text"], steps: [.type("pw"), enter]),
        Case(name: "entry: --timeout runs out", arguments: entry + ["--timeout", "1"], steps: [.type("Ada")]),
        // --progress: OK insensitive below 100 %, then sensitive.
        Case(
            name: "progress at 50 %: Return, then Escape", arguments: ["--progress"], standardInput: "50\n",
            steps: [enter, escape]),
        Case(name: "progress at 50 %: Escape", arguments: ["--progress"], standardInput: "50\n", steps: [escape]),
        Case(name: "progress at 100 %: Return", arguments: ["--progress"], standardInput: "100\n", steps: [enter]),
        Case(name: "progress at 100 %: Escape", arguments: ["--progress"], standardInput: "100\n", steps: [escape]),
        Case(name: "progress at 100 %: Tab, Return", arguments: ["--progress"], standardInput: "100\n", steps: [tab, enter]),
        Case(
            name: "progress --no-cancel at 50 %: Escape, then at 100 % Return", arguments: ["--progress", "--no-cancel"],
            standardInput: "100\n", steps: [escape, enter]),
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatZenityPrints(_ testCase: Case) throws {
        try fixture.expectSameAsZenity(testCase.arguments, input: testCase.standardInput, steps: testCase.steps)
    }
}
