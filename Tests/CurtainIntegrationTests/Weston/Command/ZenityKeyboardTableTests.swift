import CurtainTestSupport
import Foundation
import Testing

/// The keyboard table in docs/command.md ("zenity compatibility") is a promise that each key does in curtain what it
/// does in zenity 3.44. This suite holds it to the live comparisons: every cell that describes a key must be
/// exercised by a case of `MessageModeIntegrationTests`, `MessageModeTabOrderIntegrationTests` or
/// `ColorModeIntegrationTests` that opens that dialog and presses that key first, and those suites run both programs
/// with real keys and compare what they print. A row added to the table without its case, or a case removed, fails
/// here. A cell that says how curtain differs ("curtain: …") is the documented exception and needs no case.
@Suite("docs/command.md's keyboard table is covered by the live zenity comparisons", .integrationTimeLimit, .blocking)
struct ZenityKeyboardTableTests {
    /// One row of the table: the dialog it describes and, for each key column, its cell.
    struct Row: CustomTestStringConvertible, Sendable {
        var dialog: String
        var cells: [Key: String]
        var testDescription: String { dialog }
    }

    /// The table's key columns, and the first key press that exercises each.
    enum Key: String, CaseIterable, Sendable {
        case `return` = "Return"
        case space = "Space"
        case escape = "Escape"
        case tab = "Tab, Shift+Tab"

        func isPressed(by step: CommandFixture.Step) -> Bool {
            guard case .key(let key, let held) = step else { return false }
            switch self {
            case .return: return key == .enter && held.isEmpty
            case .space: return key == .space && held.isEmpty
            case .escape: return key == .escape && held.isEmpty
            case .tab: return key == .tab && (held.isEmpty || held == [.leftShift])
            }
        }
    }

    static let header = "| dialog | Return | Space | Escape | Tab, Shift+Tab |"

    static let cases =
        MessageModeIntegrationTests.cases + MessageModeTabOrderIntegrationTests.cases + ColorModeIntegrationTests.cases

    /// The table's rows, read from the committed docs/command.md.
    static func rows() throws -> [Row] {
        let text = try String(
            contentsOf: PackageRoot.of().appendingPathComponent("docs/command.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: header) else { return [] }
        let columns = header.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            var row = Row(dialog: cells[0], cells: [:])
            for (column, cell) in zip(columns.dropFirst(), cells.dropFirst()) {
                row.cells[Key(rawValue: column)!] = cell
            }
            return row
        }
    }

    /// The option sets a row names: each backticked group, such as `--info` or `--color-selection --show-palette`.
    static func optionSets(of dialog: String) -> [[String]] {
        dialog.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { $0.element.split(separator: " ").map(String.init) }
    }

    /// The row a case belongs to: the one whose options it passes, the most specific when several do, and for
    /// `--progress` the one whose percentage its standard input ends at.
    static func row(of testCase: ZenityCase, in rows: [Row]) -> Row? {
        let matching = rows.compactMap { row -> (Row, Int)? in
            let sets = optionSets(of: row.dialog).filter { $0.allSatisfy(testCase.arguments.contains) }
            guard let widest = sets.map(\.count).max() else { return nil }
            if row.dialog.contains("below 100 %") || row.dialog.contains("at 100 %") {
                let percent = testCase.standardInput?.split(separator: "\n").last.flatMap { Int($0) } ?? 0
                guard row.dialog.contains("at 100 %") == (percent >= 100) else { return nil }
            }
            return (row, widest)
        }
        let widest = matching.map(\.1).max()
        return matching.first { $0.1 == widest }?.0
    }

    @Test("the table is in docs/command.md, with a row for each dialog whose keys were compared")
    func tableIsThere() throws {
        let dialogs = try Self.rows().map(\.dialog)
        #expect(dialogs.count >= 7, "docs/command.md has no keyboard table headed \(Self.header)")
        for option in ["--question", "--info", "--entry", "--progress", "--color-selection"] {
            #expect(dialogs.contains { $0.contains("`\(option)") }, "no row for \(option)")
        }
    }

    @Test("every key a row describes is pressed first by a live case of that dialog", arguments: try rows())
    func everyCellHasALiveCase(_ row: Row) {
        let rows = (try? Self.rows()) ?? []
        let ownCases = Self.cases.filter { Self.row(of: $0, in: rows)?.dialog == row.dialog }
        for key in Key.allCases {
            let cell = row.cells[key] ?? ""
            guard !cell.isEmpty, !cell.contains("curtain:") else { continue }
            let covered = ownCases.contains { testCase in
                testCase.steps.first { if case .type = $0 { false } else { true } }.map(key.isPressed) ?? false
            }
            #expect(covered, "\(row.dialog), \(key.rawValue) (\"\(cell)\"): no live case presses it first")
        }
    }

    @Test("every compared case belongs to a row, so the table names each dialog the comparisons open")
    func everyMessageCaseHasARow() throws {
        let rows = try Self.rows()
        for testCase in MessageModeIntegrationTests.cases + MessageModeTabOrderIntegrationTests.cases {
            #expect(Self.row(of: testCase, in: rows) != nil, "\(testCase.name): no row of the table")
        }
    }
}
