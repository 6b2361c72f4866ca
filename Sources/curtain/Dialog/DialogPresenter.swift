import Curtain

/// Shows an ``AlertRequest`` on screen and waits for the user: the GUI's side of the CLI.
///
/// `curtain` calls ``run(_:)`` once, on the main thread, after parsing succeeded; nothing has
/// touched Wayland before that call, so `--help` and usage errors never connect. `run` returns
/// when the alert has been dismissed (its dismiss transition finished).
@MainActor protocol DialogPresenter {
    /// Presents the alert and blocks until it ends.
    ///
    /// - Parameters:
    ///   - request: a validated request; `buttons` is non-empty and `preferredIndex` valid.
    /// - Returns: how the alert ended. An `.action(at:)` index must be an index of
    ///   `request.buttons`; report Escape or a closed window as `.dismissed` (the CLI maps it to
    ///   the cancel button when there is one).
    /// - Throws: ``DisplayError`` when there is no display or the connection breaks (exit 3);
    ///   any other error exits 4 with its description on one stderr line.
    func run(_ request: AlertRequest) throws -> AlertOutcome

    /// Shows a progress dialog fed by stdin and blocks until it ends.
    ///
    /// - Throws: ``DisplayError`` as ``run(_:)`` does.
    func runProgress(_ request: ProgressRequest) throws -> ProgressOutcome
}

// MARK: - Default implementations

extension DialogPresenter {
    /// Presenters that show only alerts (test fakes) cannot show a progress dialog.
    func runProgress(_ request: ProgressRequest) throws -> ProgressOutcome {
        throw DisplayError.unsupported(reason: "this presenter shows no progress dialogs")
    }
}

/// Renders the frames of a transition offline, for `curtain filmstrip`.
@MainActor protocol FilmstripRendering {
    /// Writes the files named in `options` (`imagePath`, `jsonPath`).
    ///
    /// - Throws: any error; `curtain` prints its description on one line and exits 4.
    func render(_ options: FilmstripOptions) throws
}

/// Why a dialog could not be shown or kept on screen; `curtain` exits 3.
enum DisplayError: Error, Equatable, CustomStringConvertible {
    /// No compositor could be reached; the payload says what was tried.
    case noDisplay(tried: String)
    /// The compositor went away or reported a protocol error mid-dialog.
    case connectionLost(reason: String)
    /// This `curtain` has no way to show dialogs at all (no presenter linked in).
    case unsupported(reason: String)

    /// One line, without the `curtain: ` prefix.
    var description: String {
        switch self {
        case .noDisplay(let tried): localized("no Wayland display (tried %s)", tried)
        case .connectionLost(let reason): localized("lost the Wayland connection: %s", reason)
        case .unsupported(let reason): localized("cannot show dialogs: %s", reason)
        }
    }
}
