import Curtain

/// yad 0.40's text-info dialog (`--text-info`), parsed: curtain's text dialog, with yad's exit statuses and yad's
/// rule for printing the text.
///
/// From yad's source (`src/main.c`, `src/text.c`): OK exits 0 and Cancel 1, Escape and closing the window 252
/// (`--escape-ok`: 0), a timeout 70. The text is printed, as it is with no newline added, only with `--editable`,
/// and only when the status is even (OK's 0) or with `--always-print-result`; never on Escape or a timeout.
struct YadTextRequest: Equatable, Sendable {
    /// The text dialog: the file or stdin, editable or not, following the end or not.
    var text: TextRequest
    /// The exit status of Escape: yad's 252, or 0 with `--escape-ok`.
    var escapeResponse: Int32 = YadRequest.escapeStatus
    /// `--always-print-result`: print whichever button ends the dialog.
    var alwaysPrintsResult = false

    /// The exit status yad gives `outcome`.
    func status(for outcome: TextOutcome) -> Int32 {
        switch outcome.reason {
        case .ok: 0
        case .timeout: YadRequest.timeoutStatus
        case .cancel: outcome.isDismissed ? escapeResponse : 1
        }
    }

    /// What yad prints for `outcome`: the text as it ended, when yad prints a result for that status.
    func output(for outcome: TextOutcome) -> String {
        let status = status(for: outcome)
        guard text.isEditable, status != YadRequest.timeoutStatus, status != YadRequest.escapeStatus,
            alwaysPrintsResult || status % 2 == 0
        else { return "" }
        return outcome.text
    }
}

extension YadTextRequest: CommandAction {
    func run(with backends: DialogBackends) -> CommandResult {
        .dialog {
            let outcome = try backends.textPresenter().run(text)
            let status = status(for: outcome)
            var result = CommandResult(stdout: output(for: outcome), exitCode: status == 0 ? .success : .cancelled)
            result.responseStatus = status
            return result
        }
    }
}
