import CurtainTestSupport
import Foundation
import Testing

/// `--list` through weston with real keys, run twice per case: once by zenity 3.44 itself and
/// once by curtain, whose stdout and exit status must be the same byte for byte.
@Suite("zenity --list: curtain against zenity 3.44 on weston", .serialized, .integrationTimeLimit, .blocking)
struct ListModeIntegrationTests: CommandSuite {
    /// One command line, its stdin and the keys typed once the window is up.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var standardInput: String?
        var keys: [[EvdevKey]]
        var testDescription: String { name }
    }

    static let b = EvdevKey(rawValue: 48)
    static let twoColumns = ["--list", "--column", "A", "--column", "B", "a1", "b1", "a2", "b2", "a3", "b3"]
    static let checklist = [
        "--list", "--checklist", "--column", "Pick", "--column", "Name", "TRUE", "x", "FALSE", "y", "true", "z",
    ]

    static let cases: [Case] = [
        Case(name: "Return before any move does nothing", arguments: twoColumns, keys: [[.enter], [.escape]]),
        Case(name: "Down then Return", arguments: twoColumns, keys: [[.down], [.enter]]),
        Case(name: "Down Down Return", arguments: twoColumns, keys: [[.down], [.down], [.enter]]),
        Case(name: "End then Return", arguments: twoColumns, keys: [[.end], [.enter]]),
        Case(name: "Space then Return", arguments: twoColumns, keys: [[.space], [.enter]]),
        Case(name: "Escape cancels", arguments: twoColumns, keys: [[.down], [.escape]]),
        Case(name: "Tab to Cancel", arguments: twoColumns, keys: [[.down], [.tab], [.enter]]),
        Case(name: "Tab to OK", arguments: twoColumns, keys: [[.down], [.tab], [.tab], [.enter]]),
        Case(
            name: "print all columns with a separator", arguments: twoColumns + ["--print-column", "ALL", "--separator", "::"],
            keys: [[.down], [.enter]]),
        Case(
            name: "print column 99 prints nothing", arguments: twoColumns + ["--print-column", "99"], keys: [[.down], [.enter]]),
        Case(name: "print columns 2,1", arguments: twoColumns + ["--print-column", "2,1"], keys: [[.down], [.enter]]),
        Case(name: "hidden column still prints", arguments: twoColumns + ["--hide-column", "1"], keys: [[.down], [.enter]]),
        Case(
            name: "multiple: Return keeps only the cursor row", arguments: twoColumns + ["--multiple"],
            keys: [[.down], [.down, .leftShift], [.enter]]),
        Case(
            name: "multiple: Shift+End then OK", arguments: twoColumns + ["--multiple"],
            keys: [[.down], [.end, .leftShift], [.tab], [.tab], [.enter]]),
        Case(name: "check list as given, OK", arguments: checklist, keys: [[.tab], [.tab], [.enter]]),
        Case(name: "check list, Return on a row does nothing", arguments: checklist, keys: [[.down], [.enter], [.escape]]),
        Case(
            name: "check list, print column 1", arguments: checklist + ["--print-column", "1"], keys: [[.tab], [.tab], [.enter]]),
        Case(
            name: "radio list", arguments: ["--list", "--radiolist", "--column", "", "--column", "N", "FALSE", "a", "TRUE", "b"],
            keys: [[.tab], [.tab], [.enter]]),
        Case(
            name: "a short last row",
            arguments: ["--list", "--column", "A", "--column", "B", "a1", "b1", "a2", "--print-column", "ALL"],
            keys: [[.end], [.enter]]),
        Case(
            name: "type-ahead", arguments: ["--list", "--column", "Fruit", "apple", "banana", "cherry"], keys: [[b], [.enter]]),
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    /// Runs the case by zenity or by curtain on weston, types its keys once the window is mapped, returns what it
    /// printed.
    private func run(_ testCase: Case, zenity: Bool) throws -> CurtainProcess.Result {
        try fixture.run(testCase.arguments, zenity: zenity, input: testCase.standardInput, steps: .chords(testCase.keys))
    }

    @Test(arguments: cases) func printsWhatZenityPrints(_ testCase: Case) throws {
        try fixture.expectSameAsZenity(testCase.arguments, input: testCase.standardInput, steps: .chords(testCase.keys))
    }

    // zenity reads stdin while its window is already up, so which rows it holds when a key
    // arrives is a race: stdin is checked against curtain alone, which reads it all first.
    @Test func rowsFromStandardInputOneCellPerLine() throws {
        let testCase = Case(
            name: "stdin", arguments: ["--list", "--column", "X", "--column", "Y"],
            standardInput: "one\n1\ntwo\n2\nthree\n3\n", keys: [[.end], [.enter]])
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
