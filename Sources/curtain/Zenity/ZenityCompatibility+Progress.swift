import Curtain

/// zenity's `--progress` and its options.
extension ZenityCompatibility {
    /// `--progress`: a dialog type of its own, not an alert.
    static let progressMode = Option<Draft>.flag(
        "--progress", "a progress bar fed by stdin: N or N% sets the percentage, #TEXT the label"
    ) { draft throws(UsageError) in
        try draft.checkNoOtherDialogType(than: "--progress")
        draft.isProgress = true
    }

    /// The options of zenity 3.44's progress section.
    static let progressOptions: [Option<Draft>] = [
        .value("--percentage", "N", "initial percentage, clamped to 0-100 (it does not trigger --auto-close)") {
            draft, value, option throws(UsageError) in
            guard let number = Int(value) else {
                throw UsageError(localized("%s needs a whole number, got %s", option, UsageError.quoted(value)))
            }
            draft.progress.percentage = min(max(number, 0), 100)
        },
        .flag("--pulsate", "pulsate until stdin ends") { draft in draft.progress.isPulsating = true },
        .flag("--auto-close", "close, exit 0, at 100% or when stdin ends") { draft in
            draft.progress.closesAutomatically = true
        },
        .flag("--auto-kill", "Cancel sends SIGHUP to the parent process") { draft in
            draft.progress.killsParentOnCancel = true
        },
        .flag("--no-cancel", "no Cancel button") { draft in draft.progress.hasCancel = false },
        .flag("--time-remaining", "estimate the time remaining") { draft in draft.progress.showsTimeRemaining = true },
    ]
}
