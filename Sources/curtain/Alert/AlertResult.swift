/// The outcome of an alert resolved against its request: what `curtain alert` reports.
///
/// Resolution rules, in one place:
/// - `.action(at:)` on a cancel-role button, and `.dismissed`, are cancellations (exit 1);
///   a dismissal reports the cancel button when the alert has one, else no action.
/// - `.timedOut` reports no action (exit 5).
/// - `text` is the field's content only when a non-cancel action was chosen and the alert has
///   a field; otherwise `nil`.
import Curtain

struct AlertResult: Equatable, Sendable {
    /// Why the alert ended, as printed in the JSON `reason` field.
    enum Reason: String, Sendable {
        case action, cancel, timeout
    }

    /// The chosen button's label, if a button was chosen.
    var action: String?
    /// The chosen button's index in `request.buttons`, if a button was chosen.
    var index: Int?
    /// The text field's content, for non-cancel actions on alerts with a field.
    var text: String?
    /// A secure field's content instead, in locked memory.
    var secret: SecretBuffer?
    /// Why the alert ended.
    var reason: Reason

    /// Resolves `outcome` against `request`.
    ///
    /// - Returns: `nil` when the outcome names a button index the request does not have
    ///   (a presenter bug, reported as exit 4).
    init?(request: AlertRequest, outcome: AlertOutcome) {
        var index: Int?
        switch outcome.kind {
        case .action(let chosen):
            guard request.buttons.indices.contains(chosen) else { return nil }
            index = chosen
            reason = request.buttons[chosen].role == .cancel ? .cancel : .action
        case .dismissed:
            index = request.cancelIndex
            reason = .cancel
        case .timedOut:
            reason = .timeout
        }
        self.index = index
        self.action = index.map { request.buttons[$0].label }
        let isAnswered = reason == .action && request.entry != nil
        self.secret = isAnswered ? outcome.secret : nil
        self.text = isAnswered && outcome.secret == nil ? (outcome.text ?? "") : nil
    }

    static func == (left: AlertResult, right: AlertResult) -> Bool {
        left.action == right.action && left.index == right.index && left.text == right.text
            && left.secret === right.secret && left.reason == right.reason
    }

    /// The exit status for this result.
    var exitCode: ExitCode {
        switch reason {
        case .action: .success
        case .cancel: .cancelled
        case .timeout: .timedOut
        }
    }

    /// What `curtain alert` writes on stdout.
    ///
    /// Plain: the label on one line (nothing when no button was chosen), then the field text on
    /// the next line. JSON: one object and a newline.
    /// A secure field's text goes in from its locked memory (``OutputText``).
    @MainActor func formatted(as format: OutputFormat) -> OutputText {
        switch format {
        case .plain:
            var output = OutputText()
            if let action { output.append(action + "\n") }
            if let secret {
                output.append(secret: secret)
                output.append("\n")
            } else if let text {
                output.append(text + "\n")
            }
            return output
        case .json:
            guard let secret else {
                return OutputText(
                    JSON.object([
                        ("action", action.map(JSON.string) ?? "null"),
                        ("index", index.map { String($0) } ?? "null"),
                        ("text", text.map(JSON.string) ?? "null"),
                        ("reason", JSON.string(reason.rawValue)),
                    ]) + "\n")
            }
            // As JSON.object writes it, with the secret written where it goes.
            var output = OutputText(
                "{" + JSON.string("action") + ": " + (action.map(JSON.string) ?? "null") + ", " + JSON.string("index")
                    + ": " + (index.map { String($0) } ?? "null") + ", " + JSON.string("text") + ": ")
            output.appendJSONString(secret: secret)
            output.append(", " + JSON.string("reason") + ": " + JSON.string(reason.rawValue) + "}\n")
            return output
        }
    }
}
