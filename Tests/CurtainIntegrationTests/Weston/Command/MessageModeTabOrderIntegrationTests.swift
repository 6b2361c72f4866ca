import CurtainTestSupport
import Foundation
import Testing

/// GTK's Tab order in zenity's message dialogs, run by zenity 3.44 and by curtain with the same keys: the message
/// is selectable, so it is a Tab stop where Return does nothing, and the buttons follow zenity's own row (OK then
/// the extra buttons; the extra buttons, then No and Yes; Cancel, OK, then the extra buttons). Each case is built
/// so that landing on the wrong control prints something else: a Return that should do nothing is followed by
/// more keys that would answer. A suite of its own, on its own weston, so it runs beside the other comparisons.
@Suite("zenity message dialogs' Tab order: curtain against zenity 3.44 on weston", .serialized, .integrationTimeLimit, .blocking)
struct MessageModeTabOrderIntegrationTests: CommandSuite {
    typealias Case = ZenityCase
    typealias Keys = MessageModeIntegrationTests

    static let tab = Keys.tab, backTab = Keys.backTab, enter = Keys.enter, escape = Keys.escape
    static let question = Keys.question, info = Keys.info, entry = Keys.entry

    static let cases: [Case] = [
        Case(
            name: "info: Tab reaches the message, where Return does nothing; Tab again, OK", row: "--info", arguments: info,
            steps: [tab, enter, tab, enter], witness: .tab),
        Case(
            name: "info: Shift+Tab reaches the message; Escape", row: "--info", arguments: info, steps: [backTab, enter, escape],
            witness: .backTab),
        Case(
            name: "info: OK, then the extra button, then the message", row: "--info",
            arguments: info + ["--extra-button", "Log"],
            steps: [tab, tab, enter, tab, enter], witness: .tab),
        Case(
            name: "info: Shift+Tab twice from OK reaches the extra button", row: "--info",
            arguments: info + ["--extra-button", "Log"],
            steps: [backTab, backTab, enter], witness: .backTab),
        Case(
            name: "question: from Yes, Tab reaches the message, then No", row: "--question", arguments: question,
            steps: [tab, enter, tab, tab, enter], witness: .tab),
        Case(
            name: "question: the extra buttons come first in the row",
            row: "--question", arguments: question + ["--extra-button", "Later", "--extra-button", "Never"],
            steps: [tab, tab, tab, enter], witness: .tab),
        Case(
            name: "question: Shift+Tab from Yes reaches No, past the message", row: "--question",
            arguments: question + ["--extra-button", "Later"],
            steps: [backTab, backTab, enter], witness: .backTab),
        Case(
            name: "entry: the extra button after Cancel and OK", row: "--entry", arguments: entry + ["--extra-button", "Skip"],
            steps: [.type("Ada"), tab, tab, tab, enter], witness: .tab),
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatZenityPrints(_ testCase: Case) throws {
        try fixture.expect(testCase)
    }
}
