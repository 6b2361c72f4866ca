/// What a ``ListView`` shows: rows of strings, or the app's own values with a text for each column.
///
/// The list reads it one cell at a time, for the rows it draws, measures (the first
/// ``ListView/measuredRowLimit``) or searches, so a list of an app's values never turns them all into strings.
@MainActor enum ListContent {
    case strings([[String]])
    /// `count` values; `text` gives a cell, `item` the value behind a row.
    case items(count: Int, text: (_ row: Int, _ column: Int) -> String, item: (Int) -> Any)

    var rowCount: Int {
        switch self {
        case .strings(let rows): rows.count
        case .items(let count, _, _): count
        }
    }

    /// The cell's text, empty where a row of strings is short.
    func text(row: Int, column: Int) -> String {
        switch self {
        case .strings(let rows): column < rows[row].count ? rows[row][column] : ""
        case .items(_, let text, _): text(row, column)
        }
    }

    /// Every row as strings: the rows themselves, or each value's text in `columnCount` columns.
    func rows(columnCount: Int) -> [[String]] {
        switch self {
        case .strings(let rows): rows
        case .items(let count, let text, _): (0..<count).map { row in (0..<columnCount).map { text(row, $0) } }
        }
    }

    /// The value behind `row`, when the list shows values.
    func item(at row: Int) -> Any? {
        guard case .items(let count, _, let item) = self, row >= 0, row < count else { return nil }
        return item(row)
    }
}
