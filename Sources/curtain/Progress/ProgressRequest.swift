import Curtain

/// A progress dialog, parsed: zenity's `--progress` or `curtain progress`.
///
/// The dialog shows ``text`` above a ``ProgressBar`` and reads stdin line by line
/// (``ProgressLine``) while it stays responsive. OK is enabled once the percentage reaches 100
/// or stdin ends; Cancel is disabled then.
struct ProgressRequest: Equatable, Sendable {
    /// The title, width, labels and timeout (the height is the content's).
    var dialog = DialogOptions(title: localized("Progress"))
    /// The label above the bar, until a `#` line replaces it.
    var text = ""
    /// The starting percentage (`--percentage`), 0...100.
    var percentage = 0
    /// Whether the bar pulsates (`--pulsate`) until stdin ends.
    var isPulsating = false
    /// Whether the dialog closes by itself, exit 0, at 100 % or when stdin ends (`--auto-close`).
    var closesAutomatically = false
    /// Whether there is a Cancel button (not with `--no-cancel`).
    var hasCancel = true
    /// Whether Cancel sends SIGHUP to the parent process (`--auto-kill`).
    var killsParentOnCancel = false
    /// Whether an estimate of the time remaining is shown (`--time-remaining`).
    var showsTimeRemaining = false
    /// Plain (zenity: nothing on stdout) or JSON (`curtain progress --json`).
    var outputFormat = OutputFormat.plain
    /// Whether the dialog has one button, yad's Close, enabled and focused from the start and answering OK, in
    /// place of zenity's OK and Cancel.
    var hasCloseButtonOnly = false
    /// The named bars of a dialog with several (yad's `--multi-progress`), fed by `N:VALUE` lines
    /// (``ProgressLine/parse(_:bars:)``); `nil` for the one bar of ``percentage`` and ``isPulsating``.
    var bars: [Bar]?
    /// How several bars stand: one row each, its name before it (`.horizontal`), or upright side by side, their
    /// names below (`.vertical`, yad's `--vertical`).
    var barAxis = LayoutAxis.horizontal
    /// Where each bar's name sits in its room (yad's `--align`): `.leading` by default.
    var barNameAlignment = StackView.Alignment.leading
    /// With several bars and ``closesAutomatically``: the bar, from 0, whose 100 % alone ends the dialog (yad's
    /// `--watch-bar`); `nil` for every bar but the pulsing ones.
    var watchedBar: Int?

    /// One of several bars.
    struct Bar: Equatable, Sendable {
        /// How the bar reads its lines and fills: yad's `NORM`, `RTL`, `PULSE` and `PERM`.
        enum Kind: Equatable, Sendable {
            /// A percentage fills it from the leading edge.
            case normal
            /// A percentage fills it from the trailing edge.
            case rightToLeft
            /// Every line but a `#` one makes it pulse.
            case pulse
            /// `start` makes it pulse, `stop` stops it; percentages are ignored.
            case permanent
        }

        /// Its name, beside it.
        var name: String
        /// Whether ``name`` is Pango markup (yad's, unless `--no-markup`).
        var usesMarkup = false
        /// How it reads its lines.
        var kind = Kind.normal
        /// Where it starts, 0...100 (yad's argument at its position).
        var percentage = 0
    }
}

/// How a progress dialog ended.
struct ProgressOutcome: Equatable, Sendable {
    /// Why it ended.
    enum Reason: String, Equatable, Sendable {
        /// OK was chosen.
        case ok
        /// Cancel, Escape, or the window was closed.
        case cancel
        /// `--auto-close`: 100 % or the end of stdin.
        case autoClose = "auto-close"
        /// `--timeout` expired.
        case timeout
    }

    /// Why it ended.
    var reason: Reason
    /// The percentage shown at the end.
    var percentage: Int
    /// Whether Escape or the window's close button ended it (a ``Reason/cancel`` zenity does not tell apart; yad
    /// does).
    var isDismissed = false
    /// The response id of the dialog's own button that ended it (``DialogOptions/ownButtons``: yad's alone).
    var response: Int32?

    /// What `curtain` prints and how it exits, as zenity 3.44 does: nothing on stdout; 0 for OK
    /// and auto-close, 1 for Cancel, 5 for a timeout. JSON adds one object on stdout.
    func output(format: OutputFormat) -> (stdout: String, exitCode: ExitCode) {
        let code: ExitCode =
            switch reason {
            case .ok, .autoClose: .success
            case .cancel: .cancelled
            case .timeout: .timedOut
            }
        guard format == .json else { return ("", code) }
        return ("{\"reason\": \"\(reason.rawValue)\", \"percentage\": \(percentage)}\n", code)
    }
}

extension ProgressRequest: CommandAction {
    func run(with backends: DialogBackends) -> CommandResult {
        .dialog {
            let (stdout, exitCode) = try backends.presenter().runProgress(self).output(format: outputFormat)
            return CommandResult(stdout: stdout, exitCode: exitCode)
        }
    }
}
