/// zenity's stdout for a chosen set of rows.
extension ListRequest {
    /// The 0-based columns printed for each chosen row.
    var printedColumnIndices: [Int] {
        switch printColumns {
        case .all?: Array((hasIndicators ? 1 : 0)..<columns.count)
        case .columns(let numbers)?: numbers.map { $0 - 1 }
        case nil: [hasIndicators ? 1 : 0]
        }
    }

    /// What zenity prints on OK: every printed cell of every chosen row joined by the separator,
    /// then a newline; nothing when nothing is printed. A check list's indicator column printed on
    /// and a short last row's missing cells show as zenity 3.44 prints them, `(null)`.
    func output(selectedRows: [Int]) -> String {
        let width = max(1, columns.count)
        var values: [String] = []
        for row in selectedRows where row * width < cells.count {
            for column in printedColumnIndices {
                // zenity prints "(null)" for what it holds no string for: the indicator column,
                // and the missing cells of a short last row.
                let index = row * width + column
                values.append(hasIndicators && column == 0 || index >= cells.count ? "(null)" : cells[index])
            }
        }
        guard !values.isEmpty else { return "" }
        return values.joined(separator: separator) + "\n"
    }

    /// `--json`: the chosen rows as objects keyed by column title, with their row numbers.
    ///
    /// ```
    /// {"button": "ok", "rows": [{"index": 0, "cells": {"Name": "Ann"}}]}
    /// ```
    func jsonOutput(button: String, selectedRows: [Int]) -> String {
        let rows = self.rows
        let objects = selectedRows.filter { $0 < rows.count }.map { row in
            let cells = columns.indices.map { column in
                JSON.string(columns[column]) + ": " + JSON.string(column < rows[row].count ? rows[row][column] : "")
            }
            return "{\"index\": \(row), \"cells\": {" + cells.joined(separator: ", ") + "}}"
        }
        return "{\"button\": " + JSON.string(button) + ", \"rows\": " + JSON.array(objects) + "}\n"
    }

    /// Parses zenity's `--print-column`: `ALL` (any case), or comma-separated numbers of which
    /// those outside 1...columns are dropped, as zenity does (it reads each with `atoi`).
    static func parsePrintColumns(_ value: String, columnCount: Int) -> PrintColumns {
        if value.lowercased() == "all" { return .all }
        let numbers = value.split(separator: ",", omittingEmptySubsequences: false).map { leadingInteger(String($0)) }
        return .columns(numbers.filter { $0 > 0 && $0 <= columnCount })
    }

    /// C's `atoi`: optional blanks and sign, then digits; 0 when there are none.
    static func leadingInteger(_ text: String) -> Int {
        var scalars = Substring(text).drop { $0 == " " || $0 == "\t" }
        var sign = 1
        if let first = scalars.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            scalars = scalars.dropFirst()
        }
        let digits = scalars.prefix { $0.isASCII && $0.isNumber }.prefix(9)
        return sign * (Int(digits) ?? 0)
    }
}
