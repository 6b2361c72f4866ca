/// What happened to an alert, as a ``DialogPresenter`` reports it.
///
/// The presenter only says which button was triggered (or that the alert was dismissed or timed
/// out); ``AlertResult`` works out the label, the reason and the exit code from the request, so
/// the presenter never needs to know about roles or output formats.
///
/// ```swift
/// return .action(at: controller.triggeredIndex, text: field.text)  // a button or Return
/// return .dismissed(text: field.text)                               // Escape, window closed
/// return .timedOut(text: field.text)
/// ```
import Curtain

struct AlertOutcome: Equatable, Sendable {
    /// How the alert ended.
    enum Kind: Equatable, Sendable {
        /// The button at this index was triggered (click, Return on the preferred action, ...).
        case action(index: Int)
        /// Escape or the window was closed without choosing a button.
        case dismissed
        /// `--timeout` expired.
        case timedOut
    }

    /// How the alert ended.
    var kind: Kind
    /// The text field's content when it ended, if the alert has a field that is not secure.
    var text: String?
    /// A secure field's content when it ended, in locked memory (``text`` is `nil` then).
    var secret: SecretBuffer?

    init(kind: Kind, text: String? = nil, secret: SecretBuffer? = nil) {
        self.kind = kind
        self.text = text
        self.secret = secret
    }

    /// Outcomes are equal when they ended alike with the same text, or the same locked buffer.
    static func == (left: AlertOutcome, right: AlertOutcome) -> Bool {
        left.kind == right.kind && left.text == right.text && left.secret === right.secret
    }

    /// The button at `index` was triggered.
    static func action(at index: Int, text: String? = nil) -> AlertOutcome {
        AlertOutcome(kind: .action(index: index), text: text)
    }

    /// Escape was pressed or the window was closed.
    static func dismissed(text: String? = nil) -> AlertOutcome {
        AlertOutcome(kind: .dismissed, text: text)
    }

    /// The timeout expired.
    static func timedOut(text: String? = nil) -> AlertOutcome {
        AlertOutcome(kind: .timedOut, text: text)
    }
}

extension AlertOutcome {
    /// Presents `request` and formats its outcome; a presenter that reports a button the request never had is an
    /// internal error, said in one line.
    @MainActor static func present(
        _ request: AlertRequest, with presenter: () -> any DialogPresenter,
        _ format: (AlertOutcome) -> (stdout: OutputText, exitCode: ExitCode)?
    ) -> CommandResult {
        .dialog {
            let outcome = try presenter().run(request)
            guard let (stdout, exitCode) = format(outcome) else {
                return .failure("internal error: the presenter reported an unknown button (\(outcome.kind))", .failure)
            }
            return CommandResult(output: stdout, exitCode: exitCode)
        }
    }
}
