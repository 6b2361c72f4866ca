/// The outcome of an alert resolved against its request: what `curtain alert` reports.
///
/// Resolution rules, in one place:
/// - `.action(at:)` on a cancel-role button, and `.dismissed`, are cancellations (exit 1);
///   a dismissal reports the cancel button when the alert has one, else no action.
/// - `.timedOut` reports no action (exit 5).
/// - `text` is the field's content only when a non-cancel action was chosen and the alert has
///   a field; otherwise `nil`.
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
        self.text = (reason == .action && request.entry != nil) ? (outcome.text ?? "") : nil
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
    func formatted(as format: OutputFormat) -> String {
        switch format {
        case .plain:
            var output = ""
            if let action { output += action + "\n" }
            if let text { output += text + "\n" }
            return output
        case .json:
            return JSON.object([
                ("action", action.map(JSON.string) ?? "null"),
                ("index", index.map { String($0) } ?? "null"),
                ("text", text.map(JSON.string) ?? "null"),
                ("reason", JSON.string(reason.rawValue)),
            ]) + "\n"
        }
    }
}
