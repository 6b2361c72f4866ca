import Curtain

/// A zenity dialog, parsed: the alert to show, and how its outcome maps to zenity's stdout and exit status.
///
/// Supported dialog types: `--info`, `--warning`, `--error`, `--question`, `--entry`.
/// Button layout (display order, and GTK's Tab order after the selectable message) for each:
///
/// | Type | Buttons |
/// |------|---------|
/// | info, warning, error | OK (`--ok-label`), extra buttons… |
/// | question | extra buttons…, No (`--cancel-label`, cancel), Yes (`--ok-label`) |
/// | entry | Cancel (`--cancel-label`, cancel), OK (`--ok-label`), extra buttons… |
///
/// Output rules (zenity's): OK prints nothing and exits 0, except `--entry`, which prints the
/// text; Cancel, Escape and closing exit 1 silently; an extra button prints its label and
/// exits 1; a timeout exits 5 silently. As in zenity, `--text` of the message dialogs is Pango
/// markup unless `--no-markup`, and backslash escapes in `--text` (`\n`, `\t`, `\\`, octal)
/// are expanded. Extra-button labels are literal (no `:role` suffix) and may repeat.
struct ZenityRequest: Equatable, Sendable {
    /// zenity's dialog types that `curtain` implements.
    enum Mode: String, CaseIterable, Sendable {
        case info, warning, error, question, entry

        /// zenity's default window title.
        var defaultTitle: String {
            switch self {
            case .info: localized("Information")
            case .warning: localized("Warning")
            case .error: localized("Error")
            case .question: localized("Question")
            case .entry: localized("Add a new entry")
            }
        }

        /// zenity's default `--text`.
        var defaultText: String? {
            switch self {
            case .info: localized("All updates are complete.")
            case .warning, .question: localized("Are you sure you want to proceed?")
            case .error: localized("An error has occurred.")
            case .entry: nil
            }
        }

        /// The icon on the card: the dialog type's own, none for an entry.
        var icon: AlertIcon? {
            switch self {
            case .info: .info
            case .warning: .warning
            case .error: .error
            case .question: .question
            case .entry: nil
            }
        }

        /// What the dialog type shows, for help.
        var summary: String {
            switch self {
            case .info: "an information message"
            case .warning: "a warning"
            case .error: "an error message"
            case .question: "a question with Yes and No"
            case .entry: "a text entry; prints the text on OK"
            }
        }
    }

    /// The dialog type.
    var mode: Mode
    /// The alert to show.
    var alert: AlertRequest
    /// The index of the OK / Yes button in `alert.buttons`.
    var okIndex: Int

    /// zenity's stdout and exit status for an outcome.
    ///
    /// - Returns: `nil` when the outcome names a button the request does not have.
    ///
    /// `--hide-text`'s text is printed from its locked memory (``OutputText``).
    @MainActor func output(for outcome: AlertOutcome) -> (stdout: OutputText, exitCode: ExitCode)? {
        switch outcome.kind {
        case .timedOut:
            // zenity prints what the entry holds when its time runs out, as if OK had been chosen.
            return (entryLine(outcome), .timedOut)
        case .dismissed:
            return (OutputText(), .cancelled)
        case .action(let index):
            guard alert.buttons.indices.contains(index) else { return nil }
            if index == okIndex { return (entryLine(outcome), .success) }
            if alert.buttons[index].role == .cancel { return (OutputText(), .cancelled) }
            return (OutputText(alert.buttons[index].label + "\n"), .cancelled)  // an extra button
        }
    }

    /// The entry's text and a newline (`--entry`), or nothing.
    @MainActor private func entryLine(_ outcome: AlertOutcome) -> OutputText {
        guard mode == .entry else { return OutputText() }
        var output = OutputText()
        if let secret = outcome.secret { output.append(secret: secret) } else { output.append(outcome.text ?? "") }
        output.append("\n")
        return output
    }
}

extension ZenityRequest: CommandAction {
    /// zenity's message dialogs are curtain's alert, printed as zenity prints.
    func run(with backends: DialogBackends) -> CommandResult {
        AlertOutcome.present(alert, with: backends.presenter, output(for:))
    }
}
