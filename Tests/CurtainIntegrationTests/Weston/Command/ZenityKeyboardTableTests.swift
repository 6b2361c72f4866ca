import CurtainTestSupport
import Foundation
import Testing

/// The keyboard table in docs/command.md ("zenity compatibility") is a promise that each key does in curtain what it
/// does in zenity 3.44. This suite holds it to the live comparisons: every cell must be witnessed, by name, by a case
/// that the suite owning its dialog runs by zenity and by curtain with the same keys and compares (stdout, exit
/// status, and the signal to the parent for `--auto-kill`), and whose first key is the cell's (``ZenityKeyboardTable``).
/// A cell that says how curtain differs ("curtain: …") is witnessed by a case that runs both and expects what the
/// difference says of each. Every case belongs to a row. A row added to the table without its cases, or a case
/// removed, fails here; the mutation test shows that it does, case by case.
@Suite("docs/command.md's keyboard table is witnessed by the live zenity comparisons", .integrationTimeLimit, .blocking)
struct ZenityKeyboardTableTests {
    typealias Table = ZenityKeyboardTable

    /// Every case the comparison suites run, each suite's `printsWhatZenityPrints` taking its own array.
    static let cases =
        MessageModeIntegrationTests.cases + MessageModeTabOrderIntegrationTests.cases + ColorModeIntegrationTests.cases
        + ListModeIntegrationTests.cases + FormModeIntegrationTests.cases + ProgressCommandIntegrationTests.cases
        + TextInfoIntegrationTests.cases + CalendarModeIntegrationTests.cases + ScaleModeIntegrationTests.cases
        + FileChooserRealPortalTests.cases + FileChooserRealPortalTests.yadCases + YadMessageIntegrationTests.cases
        + YadTextIntegrationTests.cases
        + YadScaleIntegrationTests.cases + YadFormIntegrationTests.cases + YadListIntegrationTests.cases
        + YadProgressIntegrationTests.cases + YadCalendarIntegrationTests.cases
        + YadColorIntegrationTests.cases + YadIconsIntegrationTests.cases

    static let dialogs = [
        "--question", "--info", "--warning", "--error", "--entry", "--password", "--list", "--list --extra-button",
        "--list --checklist", "--list --radiolist", "--list --multiple", "--forms", "--progress below 100 %",
        "--progress at 100 %", "--progress --no-cancel below 100 %", "--progress --no-cancel at 100 %",
        "--progress --auto-kill below 100 %", "--progress --auto-kill at 100 %", "--text-info", "--text-info --editable",
        "--calendar", "--scale", "--color-selection", "--color-selection --show-palette", "--file-selection --save",
        "yad --text", "yad --entry", "yad --text-info", "yad --text-info --editable",
        "yad --scale", "yad --form", "yad --list", "yad --list --checklist", "yad --progress", "yad --calendar",
        "yad --multi-progress",
    ]

    @Test("the table is in docs/command.md, with a row for every dialog and its states")
    func tableIsThere() throws {
        let rows = try Table.rows()
        #expect(!rows.isEmpty, "docs/command.md has no keyboard table headed \(Table.header)")
        for dialog in Self.dialogs {
            #expect(rows.contains { $0.dialog == dialog }, "no row for \(dialog)")
        }
        for row in rows {
            for column in Table.Column.allCases {
                #expect(!(row.cells[column] ?? "").isEmpty, "\(row.dialog), \(column.rawValue): the cell is empty")
            }
        }
    }

    @Test("every cell is witnessed by a live case that presses its key first")
    func everyCellHasALiveCase() throws {
        let uncovered = Table.uncoveredCells(rows: try Table.rows(), cases: Self.cases)
        #expect(uncovered.isEmpty, "no live case witnesses \(uncovered.map(\.description).joined(separator: "; "))")
    }

    @Test("every case belongs to its row, and each witness presses its cell's key first")
    func everyCaseStandsWhereItSays() throws {
        let misfiled = Table.misfiledCases(rows: try Table.rows(), cases: Self.cases)
        #expect(misfiled.isEmpty, "\(misfiled.joined(separator: "\n"))")
        var seen = Set<String>()
        for testCase in Self.cases {
            #expect(
                seen.insert(testCase.row + ": " + testCase.name).inserted,
                "two cases of \(testCase.row) are named \(testCase.name)")
        }
    }

    /// Without a compositor: removes each case in turn and expects the checker to report exactly the cells that
    /// case alone witnessed, so no case is decoration and the checker cannot pass by accident.
    @Test("removing any case uncovers exactly the cells it alone witnessed")
    func removingACaseUncoversItsCells() throws {
        let rows = try Table.rows()
        #expect(Table.uncoveredCells(rows: rows, cases: Self.cases).isEmpty)
        for (index, testCase) in Self.cases.enumerated() {
            var remaining = Self.cases
            remaining.remove(at: index)
            let others = Set(remaining.compactMap { other in other.witness.map { Table.Cell(row: other.row, column: $0) } })
            let own = testCase.witness.map { [Table.Cell(row: testCase.row, column: $0)] } ?? []
            let alone = own.filter { !others.contains($0) }
            #expect(Table.uncoveredCells(rows: rows, cases: remaining) == alone, "without \(testCase.name)")
        }
    }

    /// Without a compositor: the checker on a small table of its own, where each rule shows.
    @Test("the checker refuses a witness that presses another key first, a wrong row, and a progress case that ends")
    func checkerRules() {
        let markdown = """
            \(Table.header)
            |---|---|---|---|---|---|---|
            | `--list` | a | b | c | d | e | f |
            | `--list --checklist` | a | b | c | d | e | curtain: g |
            | `--progress` below 100 % | a | b | c | d | e | f |
            """
        let rows = Table.rows(in: markdown)
        #expect(rows.map(\.dialog) == ["--list", "--list --checklist", "--progress below 100 %"])
        let list = ["--list", "--column", "A", "a"]
        let escape = ZenityCase(
            name: "escape", row: "--list", arguments: list, steps: [.type("x"), .key(.escape)], witness: .escape)
        #expect(Table.misfiling(of: escape, in: rows) == nil)
        var late = escape
        late.steps = [.key(.down), .key(.escape)]
        #expect(Table.misfiling(of: late, in: rows) != nil, "Escape is not the first key")
        var checklist = escape
        checklist.arguments += ["--checklist"]
        #expect(Table.misfiling(of: checklist, in: rows) != nil, "a check list belongs to its own row")
        var moving = ZenityCase(
            name: "moving", row: "--list --checklist", arguments: list + ["--checklist"], steps: [.key(.down)],
            witness: .moving)
        #expect(Table.misfiling(of: moving, in: rows) != nil, "a curtain: cell needs a recorded difference")
        moving.difference = .init(zenity: ("", 1), curtain: ("a\n", 0))
        #expect(Table.misfiling(of: moving, in: rows) == nil)
        let ended = ZenityCase(
            name: "ended", row: "--progress below 100 %", arguments: ["--progress"], standardInput: "50\n",
            steps: [.key(.escape)], witness: .escape)
        #expect(Table.misfiling(of: ended, in: rows) != nil, "stdin that ends is not below 100 %")
        var open = ended
        open.keepsInputOpen = true
        #expect(Table.misfiling(of: open, in: rows) == nil)
        #expect(Table.uncoveredCells(rows: rows, cases: [escape, moving, open]).count == 18 - 3)
    }
}
