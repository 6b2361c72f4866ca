/// How a list dialog ended, and what it prints then.
enum ListOutcome: Equatable, Sendable {
    /// OK, Return or a double click, with the chosen rows in order.
    case chosen([Int])
    /// Cancel, Escape or the window closed.
    case cancelled
    /// `--timeout` expired.
    case timedOut

    /// The exit status, zenity's: 0, 1 or 5.
    var exitCode: ExitCode {
        switch self {
        case .chosen: .success
        case .cancelled: .cancelled
        case .timedOut: .timedOut
        }
    }

    /// Stdout: zenity's rows on OK and nothing otherwise, or one JSON object with `--json`.
    func stdout(for request: ListRequest) -> String {
        switch self {
        case .chosen(let rows):
            request.printsJSON ? request.jsonOutput(button: "ok", selectedRows: rows) : request.output(selectedRows: rows)
        case .cancelled:
            request.printsJSON ? request.jsonOutput(button: "cancel", selectedRows: []) : ""
        case .timedOut:
            request.printsJSON ? request.jsonOutput(button: "timeout", selectedRows: []) : ""
        }
    }
}

/// Shows a list dialog and waits for its outcome; tests drive the command with a fake.
protocol ListPresenter {
    /// Shows `request`'s list until the user ends it.
    ///
    /// - Throws: ``DisplayError`` when there is no display, or it is lost.
    func run(_ request: ListRequest) throws -> ListOutcome
}
