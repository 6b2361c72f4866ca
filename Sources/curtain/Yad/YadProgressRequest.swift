#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Curtain

/// yad 0.40's progress dialog (`--progress`), parsed: curtain's progress bar fed from stdin, with yad's one Close
/// button and yad's statuses.
///
/// From yad's source (`src/progress.c`, `src/main.c`): stdin's lines set the bar (a number, its percentage) or its
/// text (`#` and the text); Close, enabled from the start, answers OK's 0, and so does `--auto-close` at 100 % or at
/// the end of stdin; Escape and a timeout as every yad dialog (``YadResponse``). Nothing is printed. `--auto-kill`
/// sends SIGHUP to the parent when the status is not OK's.
struct YadProgressRequest: Equatable, Sendable {
    /// The progress dialog: text, starting percentage, pulsating, auto-close, yad's Close.
    var progress: ProgressRequest
    /// `--auto-kill`: SIGHUP to the parent unless the dialog ends with OK.
    var killsParentUnlessOK = false
    /// The statuses.
    var response = YadResponse()

    /// How `outcome` ends the dialog, as yad tells endings apart.
    func ending(for outcome: ProgressOutcome) -> YadResponse.Ending {
        if let id = outcome.response { return .button(id) }
        return switch outcome.reason {
        case .ok, .autoClose: .button(YadResponse.ok)
        case .cancel: outcome.isDismissed ? .escape : .button(YadResponse.cancel)
        case .timeout: .timeout
        }
    }

    /// The exit status yad gives `outcome`.
    func status(for outcome: ProgressOutcome) -> Int32 { response.status(for: ending(for: outcome)) }

    /// `--auto-kill`'s signal to the parent (the script) for `outcome`.
    func signalParent(for outcome: ProgressOutcome) {
        if killsParentUnlessOK, status(for: outcome) != YadResponse.ok { kill(getppid(), SIGHUP) }
    }
}
