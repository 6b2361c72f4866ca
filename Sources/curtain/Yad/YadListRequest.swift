import Curtain

/// yad 0.40's list (`--list`), parsed: curtain's list with yad's column types, statuses and output.
///
/// From yad's source (`src/list.c`, `src/option.c`):
/// - `--column=NAME[:TYPE]` adds a column; the cells, the arguments that are not options or else stdin's lines,
///   fill the rows.
/// - `--checklist` and `--radiolist` make the first column a check box or a radio button, checked by a `TRUE` cell
///   (any case); Return or a double click on a row toggles it there, and chooses OK in a plain list.
/// - OK prints each chosen row (the checked rows of a check or radio list) on a line of its own: every cell followed
///   by `--separator` (`|`), the last one too, or only the `--print-column`'s; `--print-all` prints every row. A
///   `NUM` cell prints as a whole number, a `CHK` or `RD` cell and the check column as `TRUE` or `FALSE`, an `IMG`
///   cell as nothing, an empty or missing text cell (a short last row's) as `(null)`, the null string yad stores.
struct YadListRequest: Equatable, Sendable {
    /// yad's column types that curtain shows, by their names in `--column`.
    enum ColumnType: String, Equatable, Sendable {
        case text = "TEXT"
        /// `NUM`: printed as a whole number (C's `strtoll`).
        case number = "NUM"
        /// `CHK` and `RD`: printed `TRUE` or `FALSE`.
        case check = "CHK"
        case radio = "RD"
        /// `HD`: not shown, printed.
        case hidden = "HD"
        /// `TIP`: the row's tooltip; shown here as text, printed.
        case tooltip = "TIP"
        /// `IMG`: an icon; shown as its name, printed as nothing.
        case image = "IMG"

        /// The column `--column=value` adds: its title and type, split at the last colon.
        ///
        /// - Throws: ``UsageError`` for a type yad has that curtain does not show yet (`FLT`, `SZ`, `BAR`).
        static func split(_ value: String) throws(UsageError) -> (title: String, type: ColumnType) {
            let (title, type) = YadCompatibility.splitAtLastColon(value)
            guard let name = type else { return (title, .text) }
            if ["FLT", "SZ", "BAR"].contains(name) {
                throw YadCompatibility.notSupportedYet("--list (with a \(name) column)")
            }
            return (title, ColumnType(rawValue: name) ?? .text)
        }
    }

    /// The list to show: its columns, cells, kind and window.
    var list: ListRequest
    /// Each column's type, in order.
    var columnTypes: [ColumnType]
    /// `--print-column`: the 1-based column to print alone; 0 prints every column.
    var printColumn = 0
    /// `--print-all`: every row is printed, chosen or not.
    var printsAll = false
    /// `--quoted-output`: every cell quoted for a shell.
    var quotesOutput = false
    /// The statuses and printing rule.
    var response = YadResponse()

    /// How `outcome` ends the dialog, as yad tells endings apart.
    func ending(for outcome: ListOutcome) -> YadResponse.Ending {
        switch outcome {
        case .chosen: .button(YadResponse.ok)
        case .cancelled, .extraButton: .button(YadResponse.cancel)
        case .response(let id, _): .button(id)
        case .dismissed: .escape
        case .timedOut: .timeout
        }
    }

    /// The exit status yad gives `outcome`.
    func status(for outcome: ListOutcome) -> Int32 { response.status(for: ending(for: outcome)) }

    /// The list with its rows read from `standardInput` when the arguments gave none. (yad adds those rows after the
    /// list has the focus, so no row has the cursor and Return at once is OK printing nothing; curtain's cursor still
    /// starts on the first row, as its list keeps Return without a cursor: docs/command.md lists the difference.)
    func readingRows(from standardInput: () -> [String]) -> YadListRequest {
        guard list.cells.isEmpty else { return self }
        var request = self
        request.list.cells = standardInput()
        return request
    }

    /// What yad prints for `rows` chosen: each row's printed cells, each followed by the separator, then a newline.
    func output(chosen rows: [Int]) -> String {
        let table = list.rows
        let printed = printsAll ? Array(table.indices) : rows.filter { $0 < table.count }
        let columns = printColumn > 0 && printColumn <= columnTypes.count ? [printColumn - 1] : Array(columnTypes.indices)
        return printed.map { row in
            columns.map { column in
                // yad 0.40 prints a null cell as glibc prints a null string, quoted or not.
                guard let cell = cellText(table[row][column], column: column, isChosen: rows.contains(row)) else {
                    return "(null)" + list.separator
                }
                return (quotesOutput ? YadFormRequest.shellQuoted(cell) : cell) + list.separator
            }.joined() + "\n"
        }.joined()
    }

    /// One cell as yad prints it; nil for the null string yad 0.40 stores for an empty or missing text cell.
    private func cellText(_ cell: String, column: Int, isChosen: Bool) -> String? {
        if column == 0 && list.hasIndicators { return isChosen ? "TRUE" : "FALSE" }
        switch columnTypes[column] {
        case .number: return String(Self.leadingWholeNumber(cell))
        case .check, .radio: return cell.lowercased() == "true" ? "TRUE" : "FALSE"
        case .image: return ""
        case .text, .hidden, .tooltip: return cell.isEmpty ? nil : cell
        }
    }

    /// C's `strtoll` in base 10: blanks, a sign, then digits; 0 when there are none.
    static func leadingWholeNumber(_ text: String) -> Int64 {
        var rest = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        var sign: Int64 = 1
        if let first = rest.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }.prefix(18)
        return sign * (Int64(digits) ?? 0)
    }
}
