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
    static let warning = ["--warning", "--text", "Careful."], error = ["--error", "--text", "Failed."]

    static let cases: [Case] = [
        // --question: the default button, the Tab order over the two buttons, arrows and Space.
        Case(name: "question: Return", row: "--question", arguments: question, steps: [enter], witness: .return),
        Case(name: "question: Escape", row: "--question", arguments: question, steps: [escape], witness: .escape),
        Case(name: "question: Space", row: "--question", arguments: question, steps: [space], witness: .space),
        Case(
            name: "question: Tab, Return, Escape", row: "--question", arguments: question, steps: [tab, enter, escape],
            witness: .tab),
        Case(
            name: "question: Shift+Tab, Return", row: "--question", arguments: question, steps: [backTab, enter],
            witness: .backTab),
        Case(name: "question: Left, Return", row: "--question", arguments: question, steps: [left, enter], witness: .moving),
        Case(name: "question: Right, Space", row: "--question", arguments: question, steps: [right, space]),
        Case(
            name: "question: --default-cancel, Return", row: "--question", arguments: question + ["--default-cancel"],
            steps: [enter]),
        Case(
            name: "question: own labels, Tab, Return, Escape", row: "--question",
            arguments: question + ["--ok-label", "Sure", "--cancel-label", "Never"], steps: [tab, enter, escape]),
        Case(
            name: "question: an extra button, Tab Tab, Return", row: "--question",
            arguments: question + ["--extra-button", "Later"], steps: [tab, tab, enter]),
        Case(name: "question: --timeout runs out", row: "--question", arguments: question + ["--timeout", "1"], steps: []),
        // A timeout far beyond the hang guard: Return must win however slowly a loaded machine delivers it.
        Case(
            name: "question: Return before --timeout", row: "--question", arguments: question + ["--timeout", "3600"],
            steps: [enter]),
        // --info, --warning, --error: one button, and what an extra one changes; each dialog's own row.
        Case(name: "info: Return", row: "--info", arguments: info, steps: [enter], witness: .return),
        Case(name: "info: Escape", row: "--info", arguments: info, steps: [escape], witness: .escape),
        Case(name: "info: Space", row: "--info", arguments: info, steps: [space], witness: .space),
        Case(
            name: "info: Right, Return, Escape", row: "--info", arguments: info, steps: [right, enter, escape], witness: .moving),
        Case(
            name: "info: an extra button, Tab, Return", row: "--info", arguments: info + ["--extra-button", "Log"],
            steps: [tab, enter]),
        Case(
            name: "info: an extra button, Left, Return", row: "--info", arguments: info + ["--extra-button", "Log"],
            steps: [left, enter]),
        Case(name: "info: own label, Return", row: "--info", arguments: info + ["--ok-label", "Fine"], steps: [enter]),
        Case(name: "info: --timeout runs out", row: "--info", arguments: info + ["--timeout", "1"], steps: []),
        Case(name: "warning: Return", row: "--warning", arguments: warning, steps: [enter], witness: .return),
        Case(name: "warning: Space", row: "--warning", arguments: warning, steps: [space], witness: .space),
        Case(name: "warning: Escape", row: "--warning", arguments: warning, steps: [escape], witness: .escape),
        Case(
            name: "warning: Tab, Return, Tab, Return", row: "--warning", arguments: warning, steps: [tab, enter, tab, enter],
            witness: .tab),
        Case(
            name: "warning: Shift+Tab, Return, Escape", row: "--warning", arguments: warning,
            steps: [backTab, enter, escape], witness: .backTab),
        Case(
            name: "warning: Left, Return, Escape", row: "--warning", arguments: warning, steps: [left, enter, escape],
            witness: .moving),
        Case(name: "error: Return", row: "--error", arguments: error, steps: [enter], witness: .return),
        Case(name: "error: Space", row: "--error", arguments: error, steps: [space], witness: .space),
        Case(name: "error: Escape", row: "--error", arguments: error, steps: [escape], witness: .escape),
        Case(
            name: "error: Tab, Return, Tab, Return", row: "--error", arguments: error, steps: [tab, enter, tab, enter],
            witness: .tab),
        Case(
            name: "error: Shift+Tab, Return, Escape", row: "--error", arguments: error, steps: [backTab, enter, escape],
            witness: .backTab),
        Case(
            name: "error: Right, Return, Escape", row: "--error", arguments: error, steps: [right, enter, escape],
            witness: .moving),
        // --entry: Return in the field, the buttons by Tab, an initial text, hidden text.
        Case(
            name: "entry: typed, Return", row: "--entry", arguments: entry, steps: [.type("Ada"), enter], witness: .return),
        Case(name: "entry: empty, Return", row: "--entry", arguments: entry, steps: [enter]),
        Case(
            name: "entry: typed, Escape", row: "--entry", arguments: entry, steps: [.type("Ada"), escape], witness: .escape),
        Case(
            name: "entry: Space types a space", row: "--entry", arguments: entry,
            steps: [.type("Ada"), space, .type("L"), enter], witness: .space),
        Case(
            name: "entry: typed, Tab Tab, Return", row: "--entry", arguments: entry, steps: [.type("Ada"), tab, tab, enter],
            witness: .tab),
        Case(
            name: "entry: typed, Shift+Tab, Return", row: "--entry", arguments: entry, steps: [.type("Ada"), backTab, enter],
            witness: .backTab),
        Case(
            name: "entry: typed, Left, typed, Home, typed, Return", row: "--entry", arguments: entry,
            steps: [.type("Ada"), left, .type("x"), .key(.home), .type("y"), enter], witness: .moving),
        Case(name: "entry: --entry-text, Return", row: "--entry", arguments: entry + ["--entry-text", "Bob"], steps: [enter]),
        Case(
            name: "entry: --entry-text, typed over it", row: "--entry", arguments: entry + ["--entry-text", "Bob"],
            steps: [.type("Ada"), enter]),
        Case(
            name: "entry: --entry-text, Right, typed", row: "--entry", arguments: entry + ["--entry-text", "Bob"],
            steps: [right, .type("s"), enter]),
        Case(
            name: "entry: --hide-text, Return", row: "--entry", arguments: entry + ["--hide-text"],
            steps: [.type("pw"), enter]),
        Case(name: "entry: --timeout runs out", row: "--entry", arguments: entry + ["--timeout", "1"], steps: [.type("Ada")]),
        // --progress: OK insensitive below 100 %, then sensitive. Below 100 % stdin stays open: its end would count
        // as done.
        Case(
            name: "progress at 50 %: Return, then Escape", row: "--progress below 100 %", arguments: ["--progress"],
            standardInput: "50\n", keepsInputOpen: true, steps: [enter, escape], witness: .return),
        Case(
            name: "progress at 50 %: Escape", row: "--progress below 100 %", arguments: ["--progress"], standardInput: "50\n",
            keepsInputOpen: true, steps: [escape], witness: .escape),
        Case(
            name: "progress, stdin ended at 50 %: Return", row: "--progress at 100 %", arguments: ["--progress"],
            standardInput: "50\n", steps: [enter]),
        Case(
            name: "progress at 100 %: Return", row: "--progress at 100 %", arguments: ["--progress"], standardInput: "100\n",
            steps: [enter], witness: .return),
        Case(
            name: "progress at 100 %: Escape", row: "--progress at 100 %", arguments: ["--progress"], standardInput: "100\n",
            steps: [escape], witness: .escape),
        Case(
            name: "progress at 100 %: Tab, Return", row: "--progress at 100 %", arguments: ["--progress"],
            standardInput: "100\n", steps: [tab, enter], witness: .tab),
        Case(
            name: "progress --no-cancel at 50 %: Escape does nothing; at 100 %, Return",
            row: "--progress --no-cancel below 100 %", arguments: ["--progress", "--no-cancel"], standardInput: "50\n",
            keepsInputOpen: true, steps: [escape, .send("100\n"), enter], witness: .escape),
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatZenityPrints(_ testCase: Case) throws {
        try fixture.expect(testCase)
    }
}
