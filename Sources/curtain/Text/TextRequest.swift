import Curtain

/// A text dialog, parsed: zenity's `--text-info` (and `curtain text`), with zenity 3.44's rules.
///
/// The text comes from `--filename`, or else from stdin, read while the dialog is up. Output on OK:
/// with `--editable`, the text exactly as it then is (no newline added); without, nothing. A timeout
/// prints the same as OK (zenity does) and exits 5; Cancel, Escape and closing print nothing, exit 1.
struct TextRequest: Equatable, Sendable {
    /// The title, size, labels and timeout.
    var dialog = DialogOptions(title: localized("Text View"))
    /// The file to show; `nil` reads stdin.
    var filename: String?
    /// `--checkbox`: a check box with this label that must be checked before OK is enabled.
    var checkbox: String?
    var isEditable = false
    /// Keep the end of the text in view while stdin streams in.
    var scrollsAutomatically = false
    /// A Pango font description (`Monospace 12`).
    var font: String?
    /// Whether a file's text opens with the caret at its start, as in yad; zenity's ends after the text.
    var caretStartsAtTop = false
    /// Print one JSON object instead (`curtain text --json`).
    var printsJSON = false
}

/// How a text dialog ended.
struct TextOutcome: Equatable, Sendable {
    /// OK, Cancel or the timeout.
    var reason: DialogEnding
    /// The text when the dialog ended.
    var text: String
    /// Whether `--checkbox`'s box was checked.
    var isChecked = false
    /// Whether Escape or the window's close button ended it, rather than Cancel (yad tells them apart).
    var isDismissed = false
    /// The response id of the dialog's own button that ended it (``DialogOptions/ownButtons``: yad's alone).
    var response: Int32?

    /// zenity's exit status: 0, 1 or 5.
    var exitCode: ExitCode { reason.exitCode }

    /// Stdout: the edited text on OK or timeout with `--editable`, else nothing; or one JSON object.
    func stdout(for request: TextRequest) -> String {
        if request.printsJSON {
            var members: [(key: String, value: String)] = [("button", JSON.string(reason.rawValue))]
            if request.isEditable && reason != .cancel { members.append(("text", JSON.string(text))) }
            if request.checkbox != nil { members.append(("checked", isChecked ? "true" : "false")) }
            return JSON.object(members) + "\n"
        }
        return request.isEditable && reason != .cancel ? text : ""
    }
}

/// Shows a text dialog and waits for its outcome; tests drive the command with a fake.
@MainActor protocol TextPresenter {
    /// Shows `request`'s text until the user ends it.
    ///
    /// - Throws: ``DisplayError`` when there is no display, or it is lost.
    func run(_ request: TextRequest) throws -> TextOutcome
}

extension TextRequest: CommandAction {
    func run(with backends: DialogBackends) -> CommandResult {
        .dialog {
            let outcome = try backends.textPresenter().run(self)
            return CommandResult(stdout: outcome.stdout(for: self), exitCode: outcome.exitCode)
        }
    }
}
