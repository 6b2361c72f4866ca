import Curtain

/// A list dialog, parsed: zenity's `--list` (and `curtain list`), with zenity 3.44's rules.
///
/// Cells fill the columns row by row; a short last row shows its missing cells empty. In a check
/// or radio list the first column holds `TRUE`/`FALSE` (any case) and shows an indicator.
/// Output on OK: for every chosen row in order, the printed columns' cells, all joined by the
/// separator, then one newline; nothing at all when nothing is chosen.
struct ListRequest: Equatable, Sendable {
    /// How rows are chosen.
    enum Kind: Equatable, Sendable {
        /// Highlighted rows: one, or several with `--multiple`.
        case plain
        /// `--checklist`: a check box per row.
        case checklist
        /// `--radiolist`: a radio button per row.
        case radiolist
    }

    /// Which columns are printed for each chosen row.
    enum PrintColumns: Equatable, Sendable {
        /// `--print-column ALL`: every column (but a check or radio list's indicator column).
        case all
        /// 1-based column numbers in range, in the order given (`--print-column 2,1`); may be empty.
        case columns([Int])
    }

    /// The title, size, labels and timeout.
    var dialog = DialogOptions(title: localized("Select items from the list"))
    var text = localized("Select items from the list below.")
    var columns: [String] = []
    /// The cells, row after row.
    var cells: [String] = []
    var kind = Kind.plain
    var allowsMultiple = false
    var separator = "|"
    /// `nil`: zenity's default, column 1, or 2 in a check or radio list.
    var printColumns: PrintColumns?
    /// 1-based column numbers to hide.
    var hiddenColumns: [Int] = []
    var hidesHeader = false
    var searchesWithinText = false
    /// `--extra-button` labels, after OK as zenity places them; each prints its label and exits 1.
    var extraLabels: [String] = []
    /// Print one JSON object instead (`curtain list --json`).
    var printsJSON = false
    /// Whether Return or a double click on a row of a check or radio list toggles that row, as in yad, instead of
    /// choosing OK, as in zenity.
    var activationToggles = false
    /// Whether the cursor starts on the first row, which a single list then selects, as GTK's tree view does when it
    /// gains the focus (yad's list; a multiple list starts with none, its first arrow key choosing the first row);
    /// zenity's list starts with none.
    var cursorStartsOnFirstRow = false

    /// The cells grouped into rows of ``columns``' count, the last padded with empty cells.
    var rows: [[String]] {
        let width = max(1, columns.count)
        return stride(from: 0, to: cells.count, by: width).map { start in
            var row = Array(cells[start..<min(start + width, cells.count)])
            while row.count < width { row.append("") }
            return row
        }
    }

    /// Whether a row starts checked: its first cell says `TRUE`, in any case.
    static func isChecked(_ cell: String) -> Bool { cell.lowercased() == "true" }

    /// The selection mode the list widget uses.
    var hasIndicators: Bool { kind != .plain }
}

extension ListRequest: CommandAction {
    /// A list given no rows on the command line reads them from stdin, as zenity's does.
    func run(with backends: DialogBackends) -> CommandResult {
        var request = self
        if request.cells.isEmpty { request.cells = backends.standardInput() }
        return .dialog {
            let outcome = try backends.listPresenter().run(request)
            return CommandResult(stdout: outcome.stdout(for: request), exitCode: outcome.exitCode)
        }
    }
}
