/// How a list dialog ended, and what it prints then.
enum ListOutcome: Equatable, Sendable {
    /// OK, Return or a double click, with the chosen rows in order.
    case chosen([Int])
    /// Cancel.
    case cancelled
    /// Escape, or the window closed: zenity answers it as Cancel, yad with its own status.
    case dismissed
    /// `--timeout` expired.
    case timedOut
    /// The extra button at this index of ``ListRequest/extraLabels``: it prints its label and exits 1, as zenity's.
    case extraButton(Int)
    /// One of the list's own buttons (``DialogOptions/ownButtons``), by its response id, with the chosen rows.
    case response(Int32, [Int])

    /// OK, Cancel or the timeout, without the rows.
    var ending: DialogEnding {
        switch self {
        case .chosen: .ok
        // Only yad's lists have buttons of their own, and yad's rules answer them (``YadListRequest``).
        case .cancelled, .dismissed, .extraButton, .response: .cancel
        case .timedOut: .timeout
        }
    }

    /// The exit status, zenity's: 0, 1 or 5.
    var exitCode: ExitCode { ending.exitCode }

    /// Stdout: zenity's rows on OK, an extra button's label, and nothing otherwise; or one JSON object with `--json`.
    func stdout(for request: ListRequest) -> String {
        if case .extraButton(let index) = self, !request.printsJSON, index < request.extraLabels.count {
            return request.extraLabels[index] + "\n"
        }
        let rows = if case .chosen(let rows) = self { rows } else { [Int]() }
        if request.printsJSON { return request.jsonOutput(button: ending.rawValue, selectedRows: rows) }
        return ending == .ok ? request.output(selectedRows: rows) : ""
    }
}

/// Shows a list dialog and waits for its outcome; tests drive the command with a fake.
@MainActor protocol ListPresenter {
    /// Shows `request`'s list until the user ends it.
    ///
    /// - Throws: ``DisplayError`` when there is no display, or it is lost.
    func run(_ request: ListRequest) throws -> ListOutcome
}
