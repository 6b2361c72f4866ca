import CurtainTestSupport
import Foundation
import Testing

/// `--forms` and `--password` through weston with real keys, run twice per case: once by zenity 3.44 itself
/// and once by curtain, whose stdout and exit status must be the same byte for byte. `curtain form`'s check
/// box and radio buttons are driven with the pointer.
@Suite("zenity --forms and --password: curtain against zenity 3.44 on weston", .serialized, .integrationTimeLimit, .blocking)
struct FormModeIntegrationTests: CommandSuite {
    typealias Step = CommandFixture.Step

    typealias Case = ZenityCase

    static let twoEntries = ["--forms", "--add-entry", "A", "--add-entry", "B"]
    static let tab = Step.key(.tab), enter = Step.key(.enter), escape = Step.key(.escape), down = Step.key(.down)

    static let space = Step.key(.space), backTab = Step.key(.tab, holding: [.leftShift]), left = Step.key(.left)

    static let cases: [Case] = [
        Case(
            name: "password, Return in the field", row: "--password", arguments: ["--password"],
            steps: [.type("secret"), enter], witness: .return),
        Case(
            name: "username|password", row: "--password", arguments: ["--password", "--username"],
            steps: [.type("bob"), tab, .type("pw"), enter], witness: .tab),
        Case(
            name: "Return in the username does nothing", row: "--password", arguments: ["--password", "--username"],
            steps: [.type("bob"), enter, escape]),
        Case(
            name: "password: Tab to Cancel", row: "--password", arguments: ["--password", "--username"],
            steps: [tab, tab, enter], witness: .tab),
        Case(
            name: "password: Tab, Return", row: "--password", arguments: ["--password"], steps: [.type("pw"), tab, enter],
            witness: .tab),
        Case(
            name: "password: Space types a space", row: "--password", arguments: ["--password"],
            steps: [.type("a"), space, .type("b"), enter], witness: .space),
        Case(
            name: "password: Escape", row: "--password", arguments: ["--password"], steps: [.type("pw"), escape],
            witness: .escape),
        Case(
            name: "password: Shift+Tab, Return", row: "--password", arguments: ["--password"],
            steps: [.type("pw"), backTab, enter], witness: .backTab),
        Case(
            name: "password: Left, typed, Return", row: "--password", arguments: ["--password"],
            steps: [.type("ab"), left, .type("x"), enter], witness: .moving),
        Case(
            name: "password timeout exits 1", row: "--password", arguments: ["--password", "--timeout", "1"],
            steps: [.type("abc")]),
        Case(
            name: "forms: Tab to OK", row: "--forms", arguments: twoEntries,
            steps: [.type("a"), tab, .type("b"), tab, tab, enter], witness: .tab),
        Case(name: "forms: empty fields", row: "--forms", arguments: twoEntries, steps: [tab, tab, tab, enter], witness: .tab),
        Case(
            name: "forms: Return in a field does nothing", row: "--forms", arguments: twoEntries + ["--add-password", "P"],
            steps: [.type("x"), enter, escape], witness: .return),
        Case(
            name: "forms: Space types a space", row: "--forms", arguments: twoEntries,
            steps: [.type("a"), space, .type("b"), tab, tab, tab, enter], witness: .space),
        Case(name: "forms: Escape", row: "--forms", arguments: twoEntries, steps: [.type("a"), escape], witness: .escape),
        Case(
            name: "forms: Shift+Tab, Return, Escape", row: "--forms", arguments: twoEntries,
            steps: [.type("a"), backTab, enter, escape], witness: .backTab),
        Case(
            name: "forms: Left in a field, typed", row: "--forms", arguments: twoEntries,
            steps: [.type("ab"), left, .type("x"), tab, tab, tab, enter], witness: .moving),
        Case(
            name: "forms: the separator as given", row: "--forms", arguments: twoEntries + ["--separator", "\\n"],
            steps: [.type("a"), tab, .type("b"), tab, tab, enter]),
        Case(
            name: "forms: a list selects its first row with the focus", row: "--forms",
            arguments: ["--forms", "--add-list", "L", "--list-values", "a|b|c"], steps: [tab, tab, enter]),
        Case(
            name: "forms: a list before an entry prints commas", row: "--forms",
            arguments: [
                "--forms", "--add-list", "L", "--list-values", "a1|b1|a2|b2", "--column-values", "X|Y", "--add-entry", "E",
            ],
            steps: [down, tab, .type("e"), tab, tab, enter]),
        Case(
            name: "forms: a date", row: "--forms",
            arguments: ["--forms", "--add-calendar", "D", "--forms-date-format", "%Y-%m-%d"],
            steps: [tab, tab, enter]),
        Case(
            name: "forms: an extra button", row: "--forms", arguments: ["--forms", "--add-entry", "A", "--extra-button", "More"],
            steps: [.type("q"), tab, tab, tab, enter]),
        Case(
            name: "forms: a combo box left alone", row: "--forms",
            arguments: ["--forms", "--add-combo", "C", "--combo-values", "a|b|c", "--add-entry", "E"],
            steps: [tab, .type("e"), tab, tab, enter]),
        Case(
            name: "forms: a combo box chosen with Down", row: "--forms",
            arguments: ["--forms", "--add-combo", "C", "--combo-values", "a|b|c"], steps: [down, down, tab, tab, enter],
            witness: .moving),
        Case(
            name: "forms: a combo box chosen from its menu", row: "--forms",
            arguments: ["--forms", "--add-combo", "C", "--combo-values", "a|b|c"],
            steps: [Step.key(.down, holding: [.leftAlt]), .waitForMenu, down, down, enter, tab, tab, enter]),
        Case(
            name: "forms: a timeout prints the values and exits 5", row: "--forms",
            arguments: ["--forms", "--add-entry", "A", "--timeout", "1"], steps: [.type("abc")]),
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatZenityPrints(_ testCase: Case) throws {
        try fixture.expect(testCase)
    }

    @Test("a date prints in the locale's format, as zenity's does: dd.mm.yyyy in German, dd/mm/yyyy in French")
    func aDatePrintsInTheLocalesFormat() throws {
        for locale in ["de_DE.UTF-8", "fr_FR.UTF-8"] {
            try CompiledCatalogs.require(locale: locale)
            try fixture.expectSameAsZenity(
                ["--forms", "--add-calendar", "D"], environment: ["LANG": locale], steps: [Self.tab, Self.tab, Self.enter])
        }
        let german = try fixture.run(
            ["--forms", "--add-calendar", "D"], zenity: false, environment: ["LANG": "de_DE.UTF-8"],
            steps: [Self.tab, Self.tab, Self.enter])
        #expect(german.stdout.wholeMatch(of: /\d\d\.\d\d\.\d{4}\n/) != nil, "\(german.stdout.debugDescription)")
    }

    @Test func checkBoxAndRadioButtonFollowThePointer() throws {
        let run = try CurtainProcess(["form", "--check", "Mail", "--radio", "Size", "--values", "S|M|L", "--json"], on: weston)
        let window = try run.waitForWindow(input).frame
        try input.sync()
        // The layout: the check box's row at the top, the radio buttons below it, OK at the bottom right.
        input.click(at: (window.x + 63, window.y + 26))
        input.click(at: (window.x + 63, window.y + 121))
        input.click(at: (window.x + window.width - 40, window.y + window.height - 34))
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == #"{"button": "ok", "fields": [{"label": "Mail", "type": "check", "value": true}, "#
                + #"{"label": "Size", "type": "radio", "value": "L"}]}"# + "\n")
    }
}
