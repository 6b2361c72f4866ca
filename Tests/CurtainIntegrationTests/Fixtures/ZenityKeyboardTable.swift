import CurtainTestSupport
import Foundation
import Testing

/// docs/command.md's keyboard table ("zenity compatibility"), read as data, and the rule that ties each of its cells
/// to the live cases that witness it.
///
/// A case names its row and, when its first key is the one a column names, that column: it witnesses the cell. The
/// checker is a pure function of the rows and the cases, so the live suite and the mutation test ask it the same
/// question:
/// ```swift
/// ZenityCase(name: "list: Escape", row: "--list", arguments: list, steps: [escape], witness: .escape)
/// ZenityKeyboardTable.uncoveredCells(rows: rows, cases: cases)   // [] when every cell has its case
/// ```
enum ZenityKeyboardTable {
    static let header = "| dialog | Return | Space | Escape | Tab | Shift+Tab | moving keys |"

    /// The table's key columns.
    enum Column: String, CaseIterable, Sendable {
        case `return` = "Return"
        case space = "Space"
        case escape = "Escape"
        case tab = "Tab"
        case backTab = "Shift+Tab"
        /// The keys that move within the dialog: the arrows, Home, End, Page Up and Page Down, with or without a
        /// modifier.
        case moving = "moving keys"

        static let movingKeys: [EvdevKey] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown]

        /// Whether `step` is this column's key.
        func isPressed(by step: CommandFixture.Step) -> Bool {
            guard case .key(let key, let held) = step else { return false }
            switch self {
            case .return: return key == .enter && held.isEmpty
            case .space: return key == .space && held.isEmpty
            case .escape: return key == .escape && held.isEmpty
            case .tab: return key == .tab && held.isEmpty
            case .backTab: return key == .tab && held == [.leftShift]
            case .moving: return Self.movingKeys.contains(key)
            }
        }
    }

    /// One row of the table: the dialog state it describes and, for each key column, its cell.
    struct Row: CustomTestStringConvertible, Sendable {
        /// The first column without its backticks: `--list --checklist`, `--progress below 100 %`.
        var dialog: String
        /// The options the row's dialog is opened with: the backticked words of its first column.
        var options: [String]
        var cells: [Column: String]
        var testDescription: String { dialog }

        /// A `--progress` row's state: whether its stdin stays below 100 % (true), reaches it (false), or neither
        /// (nil, another dialog).
        var isBelowHundred: Bool? {
            dialog.hasSuffix("below 100 %") ? true : dialog.hasSuffix("at 100 %") ? false : nil
        }
    }

    /// A cell, named by its row's dialog and its column.
    struct Cell: Hashable, Sendable, CustomStringConvertible {
        var row: String
        var column: Column
        var description: String { "\(row), \(column.rawValue)" }
    }

    // MARK: - Reading the table

    /// The rows of the table headed ``header`` in `markdown`; none when there is no such table.
    static func rows(in markdown: String) -> [Row] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: header) else { return [] }
        let columns = header.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.dropFirst()
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            let first = cells.first ?? ""
            let options = first.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.flatMap { $0.element.split(separator: " ").map(String.init) }
            var row = Row(dialog: first.replacingOccurrences(of: "`", with: ""), options: options, cells: [:])
            for (column, cell) in zip(columns, cells.dropFirst()) {
                if let column = Column(rawValue: column) { row.cells[column] = cell }
            }
            return row
        }
    }

    /// The rows of the committed docs/command.md.
    static func rows() throws -> [Row] {
        rows(in: try String(contentsOf: PackageRoot.of().appendingPathComponent("docs/command.md"), encoding: .utf8))
    }

    // MARK: - The checker

    /// The first key a case presses once the window is up: typed text and waits are not keys.
    static func firstKey(of testCase: ZenityCase) -> CommandFixture.Step? {
        testCase.steps.first { if case .key = $0 { true } else { false } }
    }

    /// Why `testCase` does not stand where it says in `rows`, or nil when it does: its row exists and is the most
    /// specific one its options open (for `--progress`, with its stdin below 100 % and open, or at 100 % or ended); its
    /// witness, if any, is the column its first key names; and it records a difference exactly when that cell
    /// says "curtain: …".
    static func misfiling(of testCase: ZenityCase, in rows: [Row]) -> String? {
        guard let row = rows.first(where: { $0.dialog == testCase.row }) else {
            return "its row \(testCase.row.debugDescription) is not in the table"
        }
        guard opens(row, testCase) else { return "its options or stdin do not open \(row.dialog)" }
        if let wider = rows.first(where: { opens($0, testCase) && $0.options.count > row.options.count }) {
            return "it opens \(wider.dialog), a more specific row than \(row.dialog)"
        }
        guard let column = testCase.witness else { return nil }
        guard let key = firstKey(of: testCase), column.isPressed(by: key) else {
            return "its first key is not \(column.rawValue), the cell it witnesses"
        }
        let cell = row.cells[column] ?? ""
        if cell.contains("curtain:") != (testCase.difference != nil) {
            return testCase.difference == nil
                ? "\(row.dialog), \(column.rawValue) says how curtain differs, and the case compares for sameness"
                : "it records a difference that \(row.dialog), \(column.rawValue) does not state"
        }
        return nil
    }

    /// Whether `testCase`'s options include the row's, and, for a `--progress` row, whether its stdin stays open
    /// below 100 % ("below 100 %"), or reaches 100 % or ends, which zenity counts as 100 % ("at 100 %").
    static func opens(_ row: Row, _ testCase: ZenityCase) -> Bool {
        // A yad row (`yad --entry`) opens yad's cases, whose options may carry their value after `=`; the others
        // zenity's.
        let isYadRow = row.options.first == "yad"
        guard isYadRow == (testCase.peer == .yad) else { return false }
        let options = isYadRow ? Array(row.options.dropFirst()) : row.options
        let given = isYadRow ? testCase.arguments.map { String($0.prefix { $0 != "=" }) } : testCase.arguments
        guard !options.isEmpty, options.allSatisfy(given.contains) else { return false }
        guard let isBelowHundred = row.isBelowHundred else { return true }
        let last = testCase.standardInput?.split(separator: "\n").last.flatMap { line in
            Int(line.prefix { $0.isNumber })
        }
        let percentage = last ?? 0
        return isBelowHundred ? testCase.keepsInputOpen && percentage < 100 : percentage >= 100 || !testCase.keepsInputOpen
    }

    /// The cells of `rows` that no case of `cases` witnesses: a cell is witnessed by a case that names its row and
    /// column, stands where it says (``misfiling(of:in:)`` is nil) and so presses the cell's key first. An empty
    /// cell is never witnessed.
    static func uncoveredCells(rows: [Row], cases: [ZenityCase]) -> [Cell] {
        let witnessed = Set(
            cases.filter { misfiling(of: $0, in: rows) == nil }.compactMap { testCase in
                testCase.witness.map { Cell(row: testCase.row, column: $0) }
            })
        return rows.flatMap { row in
            Column.allCases.compactMap { column in
                let cell = Cell(row: row.dialog, column: column)
                return witnessed.contains(cell) && !(row.cells[column] ?? "").isEmpty ? nil : cell
            }
        }
    }

    /// Every case that does not stand where it says, with why.
    static func misfiledCases(rows: [Row], cases: [ZenityCase]) -> [String] {
        cases.compactMap { testCase in misfiling(of: testCase, in: rows).map { "\(testCase.name): \($0)" } }
    }
}
