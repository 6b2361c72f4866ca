/// How a dialog that is not an alert ended, in the words and numbers every such dialog reports it with.
///
/// `--json` prints ``rawValue`` as its `button` (`{"button": "timeout", ...}`), and the exit status is zenity's for
/// the same ending, so `curtain list`, `text` and `form` answer a script alike.
enum DialogEnding: String, Equatable, Sendable {
    /// OK (Return, a double click on a list's row).
    case ok
    /// Cancel, Escape, the window closed, or a form's extra button.
    case cancel
    /// `--timeout` expired.
    case timeout

    /// zenity's exit status: 0, 1 or 5.
    var exitCode: ExitCode {
        switch self {
        case .ok: .success
        case .cancel: .cancelled
        case .timeout: .timedOut
        }
    }
}
