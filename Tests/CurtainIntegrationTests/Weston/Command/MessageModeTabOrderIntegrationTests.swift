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
            name: "info: Tab reaches the message, where Return does nothing; Tab again, OK", arguments: info,
            steps: [tab, enter, tab, enter]),
        Case(name: "info: Shift+Tab reaches the message; Escape", arguments: info, steps: [backTab, enter, escape]),
        Case(
            name: "info: OK, then the extra button, then the message", arguments: info + ["--extra-button", "Log"],
            steps: [tab, tab, enter, tab, enter]),
        Case(
            name: "info: Shift+Tab twice from OK reaches the extra button", arguments: info + ["--extra-button", "Log"],
            steps: [backTab, backTab, enter]),
        Case(
            name: "question: from Yes, Tab reaches the message, then No", arguments: question,
            steps: [tab, enter, tab, tab, enter]),
        Case(
            name: "question: the extra buttons come first in the row",
            arguments: question + ["--extra-button", "Later", "--extra-button", "Never"],
            steps: [tab, tab, tab, enter]),
        Case(
            name: "question: Shift+Tab from Yes reaches No, past the message", arguments: question + ["--extra-button", "Later"],
            steps: [backTab, backTab, enter]),
        Case(
            name: "entry: the extra button after Cancel and OK", arguments: entry + ["--extra-button", "Skip"],
            steps: [.type("Ada"), tab, tab, tab, enter]),
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatZenityPrints(_ testCase: Case) throws {
        try fixture.expectSameAsZenity(testCase.arguments, input: testCase.standardInput, steps: testCase.steps)
    }
}
