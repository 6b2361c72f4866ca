/// The process exit status of `curtain`, one case per documented outcome.
///
/// Scripts branch on these, so the numbers never change. They follow zenity where zenity
/// has a meaning for the number (0, 1, 5), so `curtain --question` and `zenity --question`
/// are interchangeable in `if` statements.
///
/// | Code | Meaning |
/// |------|---------|
/// | 0 | a non-cancel action was chosen |
/// | 1 | cancelled: the cancel action, Escape, or the window was closed |
/// | 2 | usage error: one line on stderr says what is wrong |
/// | 3 | no Wayland display, or the connection was lost |
/// | 4 | any other failure (for example `filmstrip` could not write its file) |
/// | 5 | the `--timeout` expired |
/// | 6 | no D-Bus session bus, or no desktop portal for the mode (`file`, `--file-selection`) |
/// | 255 | zenity mode: zenity's own errors (`--list` without `--column`) |
enum ExitCode: Int32, CaseIterable, Sendable {
    /// A non-cancel action was chosen (zenity: OK / Yes).
    case success = 0
    /// The cancel action, Escape or closing the window (zenity: Cancel / No / an extra button).
    case cancelled = 1
    /// The command line was invalid; stderr holds exactly one line naming the problem.
    case usageError = 2
    /// No Wayland display could be reached, or the compositor connection was lost.
    case displayUnavailable = 3
    /// An unexpected failure that is neither a usage nor a display problem.
    case failure = 4
    /// `--timeout` expired before the user chose anything.
    case timedOut = 5
    /// The mode needs a desktop portal (the file chooser) and there is no session bus, or nothing on it serves
    /// the portal; zenity has no such case (it shows its own chooser), so the number is curtain's own.
    case portalUnavailable = 6
    /// zenity mode only: one of zenity's own errors, such as `--list` without `--column` (zenity exits 255).
    case zenityError = 255
}

extension ExitCode {
    /// A short description for `--help`, the man page and the exit-status tables of docs/cli.md and docs/command.md.
    var summary: String {
        switch self {
        case .success: "a non-cancel action was chosen"
        case .cancelled: "cancelled (cancel action, Escape, or window closed)"
        case .usageError: "usage error (one line on stderr)"
        case .displayUnavailable: "no Wayland display, or the connection was lost"
        case .failure: "other failure (one line on stderr)"
        case .timedOut: "--timeout expired"
        case .portalUnavailable: "no D-Bus session bus, or no desktop portal (file chooser)"
        case .zenityError: "zenity mode: zenity's own errors, e.g. --list without --column"
        }
    }
}
