import CurtainTestSupport
import Foundation
import Testing

/// `--list` through weston with real keys, run twice per case: once by zenity 3.44 itself and
/// once by curtain, whose stdout and exit status must be the same byte for byte.
@Suite("zenity --list: curtain against zenity 3.44 on weston", .serialized, .integrationTimeLimit, .blocking)
struct ListModeIntegrationTests: CommandSuite {
    typealias Case = ZenityCase

    static let b = EvdevKey(rawValue: 48)
    static let twoColumns = ["--list", "--column", "A", "--column", "B", "a1", "b1", "a2", "b2", "a3", "b3"]
    static let extraButton = twoColumns + ["--extra-button", "More"]
    static let checklist = [
        "--list", "--checklist", "--column", "Pick", "--column", "Name", "TRUE", "x", "FALSE", "y", "true", "z",
    ]
    static let radiolist = ["--list", "--radiolist", "--column", "", "--column", "N", "FALSE", "a", "TRUE", "b", "FALSE", "c"]
    static let multiple = twoColumns + ["--multiple"]

    static let cases: [Case] = [
        Case(
            name: "Return before any move does nothing", row: "--list", arguments: twoColumns,
            steps: .chords([[.enter], [.escape]]), witness: .return),
        Case(
            name: "Down then Return", row: "--list", arguments: twoColumns, steps: .chords([[.down], [.enter]]), witness: .moving),
        Case(name: "Down Down Return", row: "--list", arguments: twoColumns, steps: .chords([[.down], [.down], [.enter]])),
        Case(
            name: "End then Return", row: "--list", arguments: twoColumns, steps: .chords([[.end], [.enter]]), witness: .moving),
        Case(name: "Up then Return", row: "--list", arguments: twoColumns, steps: .chords([[.up], [.enter]]), witness: .moving),
        Case(
            name: "Space then Return", row: "--list", arguments: twoColumns, steps: .chords([[.space], [.enter]]),
            witness: .space),
        Case(name: "Escape at once", row: "--list", arguments: twoColumns, steps: .chords([[.escape]]), witness: .escape),
        Case(name: "Escape cancels", row: "--list", arguments: twoColumns, steps: .chords([[.down], [.escape]])),
        Case(name: "Tab, Return", row: "--list", arguments: twoColumns, steps: .chords([[.tab], [.enter]]), witness: .tab),
        Case(
            name: "Shift+Tab, Return, Escape", row: "--list", arguments: twoColumns,
            steps: .chords([[.tab, .leftShift], [.enter], [.escape]]),
            witness: .backTab, difference: .init(zenity: ("", 1), curtain: ("", 0))),
        Case(name: "Tab to Cancel", row: "--list", arguments: twoColumns, steps: .chords([[.down], [.tab], [.enter]])),
        Case(name: "Tab to OK", row: "--list", arguments: twoColumns, steps: .chords([[.down], [.tab], [.tab], [.enter]])),
        Case(
            name: "print all columns with a separator", row: "--list",
            arguments: twoColumns + ["--print-column", "ALL", "--separator", "::"], steps: .chords([[.down], [.enter]])),
        Case(
            name: "print column 99 prints nothing", row: "--list", arguments: twoColumns + ["--print-column", "99"],
            steps: .chords([[.down], [.enter]])),
        Case(
            name: "print columns 2,1", row: "--list", arguments: twoColumns + ["--print-column", "2,1"],
            steps: .chords([[.down], [.enter]])),
        Case(
            name: "hidden column still prints", row: "--list", arguments: twoColumns + ["--hide-column", "1"],
            steps: .chords([[.down], [.enter]])),
        Case(
            name: "a short last row", row: "--list",
            arguments: ["--list", "--column", "A", "--column", "B", "a1", "b1", "a2", "--print-column", "ALL"],
            steps: .chords([[.end], [.enter]])),
        Case(
            name: "type-ahead", row: "--list", arguments: ["--list", "--column", "Fruit", "apple", "banana", "cherry"],
            steps: .chords([[b], [.enter]])),
        // An extra button: after OK in the Tab order.
        Case(
            name: "extra button: Return", row: "--list --extra-button", arguments: extraButton,
            steps: .chords([[.enter], [.escape]]), witness: .return),
        Case(
            name: "extra button: Space, Return", row: "--list --extra-button", arguments: extraButton,
            steps: .chords([[.space], [.enter]]), witness: .space),
        Case(
            name: "extra button: Escape", row: "--list --extra-button", arguments: extraButton, steps: .chords([[.escape]]),
            witness: .escape),
        Case(
            name: "extra button: Down, Tab Tab Tab, Return", row: "--list --extra-button", arguments: extraButton,
            steps: .chords([[.down], [.tab], [.tab], [.tab], [.enter]])),
        Case(
            name: "extra button: Tab Tab Tab, Return, Escape", row: "--list --extra-button", arguments: extraButton,
            steps: .chords([[.tab], [.tab], [.tab], [.enter], [.escape]]), witness: .tab),
        Case(
            name: "extra button: Tab, Return, Escape", row: "--list --extra-button", arguments: extraButton,
            steps: .chords([[.tab], [.enter], [.escape]]), witness: .tab),
        Case(
            name: "extra button: Tab Tab, Return, Escape", row: "--list --extra-button", arguments: extraButton,
            steps: .chords([[.tab], [.tab], [.enter], [.escape]]), witness: .tab),
        Case(
            name: "extra button: Shift+Tab, Return, Escape", row: "--list --extra-button", arguments: extraButton,
            steps: .chords([[.tab, .leftShift], [.enter], [.escape]]), witness: .backTab,
            difference: .init(zenity: ("", 1), curtain: ("More\n", 1))),
        Case(
            name: "extra button: Down, Return", row: "--list --extra-button", arguments: extraButton,
            steps: .chords([[.down], [.enter]]), witness: .moving),
        // --multiple.
        Case(
            name: "multiple: Return keeps only the cursor row", row: "--list --multiple", arguments: multiple,
            steps: .chords([[.down], [.down, .leftShift], [.enter]]), witness: .moving),
        Case(
            name: "multiple: Shift+End then OK", row: "--list --multiple", arguments: multiple,
            steps: .chords([[.down], [.end, .leftShift], [.tab], [.tab], [.enter]])),
        Case(
            name: "multiple: Return", row: "--list --multiple", arguments: multiple, steps: .chords([[.enter], [.escape]]),
            witness: .return),
        Case(
            name: "multiple: Space, Tab Tab, Return", row: "--list --multiple", arguments: multiple,
            steps: .chords([[.space], [.tab], [.tab], [.enter]]), difference: .init(zenity: ("", 1), curtain: ("a1\n", 0))),
        Case(
            name: "multiple: Space, Return", row: "--list --multiple", arguments: multiple,
            steps: .chords([[.space], [.enter], [.escape]]), witness: .space,
            difference: .init(zenity: ("", 1), curtain: ("a1\n", 0))),
        Case(
            name: "multiple: Space, Tab, Return, Escape", row: "--list --multiple", arguments: multiple,
            steps: .chords([[.space], [.tab], [.enter], [.escape]]), difference: .init(zenity: ("a1\n", 0), curtain: ("", 1))),
        Case(
            name: "multiple: Escape", row: "--list --multiple", arguments: multiple, steps: .chords([[.escape]]),
            witness: .escape),
        Case(
            name: "multiple: Tab Tab, Return", row: "--list --multiple", arguments: multiple,
            steps: .chords([[.tab], [.tab], [.enter]]), witness: .tab),
        Case(
            name: "multiple: Shift+Tab, Return, Escape", row: "--list --multiple", arguments: multiple,
            steps: .chords([[.tab, .leftShift], [.enter], [.escape]]), witness: .backTab,
            difference: .init(zenity: ("", 1), curtain: ("", 0))),
        // Check and radio lists: Space toggles, Return on a row does nothing.
        Case(
            name: "check list as given, OK", row: "--list --checklist", arguments: checklist,
            steps: .chords([[.tab], [.tab], [.enter]]), witness: .tab),
        Case(
            name: "check list, Return on a row does nothing", row: "--list --checklist", arguments: checklist,
            steps: .chords([[.down], [.enter], [.escape]]), witness: .moving),
        Case(
            name: "check list, print column 1", row: "--list --checklist", arguments: checklist + ["--print-column", "1"],
            steps: .chords([[.tab], [.tab], [.enter]])),
        Case(
            name: "check list: Return, Escape", row: "--list --checklist", arguments: checklist,
            steps: .chords([[.enter], [.escape]]), witness: .return),
        Case(
            name: "check list: Space, Tab Tab, Return", row: "--list --checklist", arguments: checklist,
            steps: .chords([[.space], [.tab], [.tab], [.enter]]), witness: .space,
            difference: .init(zenity: ("", 1), curtain: ("x|z\n", 0))),
        Case(
            name: "check list: Space, Tab, Return, Escape", row: "--list --checklist", arguments: checklist,
            steps: .chords([[.space], [.tab], [.enter], [.escape]])),
        Case(
            name: "check list: Down, Space, Down, Space, Tab Tab, Return", row: "--list --checklist", arguments: checklist,
            steps: .chords([[.down], [.space], [.down], [.space], [.tab], [.tab], [.enter]]),
            difference: .init(zenity: ("x|z\n", 0), curtain: ("x|y\n", 0))),
        Case(
            name: "check list: Escape", row: "--list --checklist", arguments: checklist, steps: .chords([[.escape]]),
            witness: .escape),
        Case(
            name: "check list: Shift+Tab, Return, Escape", row: "--list --checklist", arguments: checklist,
            steps: .chords([[.tab, .leftShift], [.enter], [.escape]]), witness: .backTab,
            difference: .init(zenity: ("", 1), curtain: ("x|z\n", 0))),
        Case(
            name: "check list: Down, Space, Tab Tab, Return", row: "--list --checklist", arguments: checklist,
            steps: .chords([[.down], [.space], [.tab], [.tab], [.enter]]),
            difference: .init(zenity: ("x|z\n", 0), curtain: ("x|y|z\n", 0))),
        Case(
            name: "radio list", row: "--list --radiolist",
            arguments: ["--list", "--radiolist", "--column", "", "--column", "N", "FALSE", "a", "TRUE", "b"],
            steps: .chords([[.tab], [.tab], [.enter]]), witness: .tab),
        Case(
            name: "radio list: Return, Escape", row: "--list --radiolist", arguments: radiolist,
            steps: .chords([[.enter], [.escape]]), witness: .return),
        Case(
            name: "radio list: Space, Tab Tab, Return", row: "--list --radiolist", arguments: radiolist,
            steps: .chords([[.space], [.tab], [.tab], [.enter]]), witness: .space,
            difference: .init(zenity: ("", 1), curtain: ("b\n", 0))),
        Case(
            name: "radio list: Down, Return does nothing, Escape", row: "--list --radiolist", arguments: radiolist,
            steps: .chords([[.down], [.enter], [.escape]]), witness: .moving),
        Case(
            name: "radio list: Escape", row: "--list --radiolist", arguments: radiolist, steps: .chords([[.escape]]),
            witness: .escape),
        Case(
            name: "radio list: Shift+Tab, Return, Escape", row: "--list --radiolist", arguments: radiolist,
            steps: .chords([[.tab, .leftShift], [.enter], [.escape]]), witness: .backTab,
            difference: .init(zenity: ("", 1), curtain: ("b\n", 0))),
        Case(
            name: "radio list: Down Down, Space, Tab Tab, Return", row: "--list --radiolist", arguments: radiolist,
            steps: .chords([[.down], [.down], [.space], [.tab], [.tab], [.enter]]),
            difference: .init(zenity: ("b\n", 0), curtain: ("c\n", 0))),
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    /// Runs the case by zenity or by curtain on weston, types its keys once the window is mapped, returns what it
    /// printed.
    private func run(_ testCase: Case, zenity: Bool) throws -> CurtainProcess.Result {
        try fixture.run(testCase.arguments, zenity: zenity, input: testCase.standardInput, steps: testCase.steps)
    }

    @Test(arguments: cases) func printsWhatZenityPrints(_ testCase: Case) throws {
        try fixture.expect(testCase)
    }

    // zenity reads stdin while its window is already up, so which rows it holds when a key
    // arrives is a race: stdin is checked against curtain alone, which reads it all first.
    @Test func rowsFromStandardInputOneCellPerLine() throws {
        let testCase = Case(
            name: "stdin", row: "--list", arguments: ["--list", "--column", "X", "--column", "Y"],
            standardInput: "one\n1\ntwo\n2\nthree\n3\n", steps: .chords([[.end], [.enter]]))
        let result = try run(testCase, zenity: false)
        #expect(result.status == 0 && result.stdout == "three\n", "\(result.stderr)")
    }

    // How fast they open is scripts/bench's "--list, 100000 rows", beside zenity.
    @Test func hundredThousandRowsFromStandardInputAllArrive() throws {
        let cells = (0..<100_000).map { "row \($0)\n" }.joined()
        let run = try CurtainProcess(["--list", "--column", "N"], on: weston, input: cells)
        _ = try run.waitForWindow(input)
        try input.sync()
        input.tap(.end)
        input.tap(.enter)
        try input.sync()
        let result = try run.finish()
        #expect(result.stdout == "row 99999\n" && result.status == 0)
    }

    @Test func aReaderOfStdoutThatIsGoneDoesNotKillTheProcess() throws {
        let run = try CurtainProcess(["--list", "--column", "N", "a", "b"], on: weston, stdoutReaderGone: true)
        _ = try run.waitForWindow(input)
        try input.sync()
        input.tap(.down)
        input.tap(.enter)
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
    }
}
