/// How a dialog that picks one value ended: a scale's number, a calendar's day.
enum PickerOutcome<Value: Equatable & Sendable>: Equatable, Sendable {
    /// OK (or Return), with the value.
    case ok(Value)
    /// Cancel.
    case cancelled
    /// Escape, or the window closed (zenity reports it as Cancel; yad tells them apart).
    case dismissed
    /// An extra button, by its index in the request's extra labels.
    case extraButton(Int)
    /// One of the dialog's own buttons (``DialogOptions/ownButtons``), by its response id, with the value as it was.
    case response(Int32, Value)
    /// `--timeout` expired, with the value as it was.
    case timedOut(Value)

    /// OK, Cancel (an extra button is one too) or the timeout, without the value.
    var ending: DialogEnding {
        switch self {
        case .ok: .ok
        case .cancelled, .dismissed, .extraButton: .cancel
        case .timedOut: .timeout
        // Only yad's dialogs have their own buttons; zenity's words for them are OK's for 0, Cancel's otherwise.
        case .response(let id, _): id == 0 ? .ok : .cancel
        }
    }

    /// Stdout and the exit status, zenity's for `--scale` and `--calendar`:
    ///
    /// | outcome | zenity mode | `--json` |
    /// |---|---|---|
    /// | OK | the value, 0 | `{"button": "ok", …the value's members}`, 0 |
    /// | Cancel, Escape | nothing, 1 | `{"button": "cancel"}`, 1 |
    /// | extra button | its label, 1 | `{"button": "LABEL"}`, 1 |
    /// | timeout | the value, 5 (zenity prints it then too) | `{"button": "timeout", …}`, 5 |
    ///
    /// - Parameters:
    ///   - extraLabels: the extra buttons' labels.
    ///   - printsJSON: whether to print one JSON object.
    ///   - text: the value as zenity prints it, without the newline.
    ///   - json: the value's members of the JSON object.
    func result(
        extraLabels: [String], printsJSON: Bool, text: (Value) -> String,
        json: (Value) -> [(key: String, value: String)]
    ) -> (stdout: String, exitCode: ExitCode) {
        let exitCode = ending.exitCode
        let extraLabel = { (index: Int) in extraLabels.indices.contains(index) ? extraLabels[index] : nil }
        if printsJSON {
            let members: [(key: String, value: String)] =
                switch self {
                case .ok(let value), .timedOut(let value): [("button", JSON.string(ending.rawValue))] + json(value)
                case .response(_, let value): [("button", JSON.string(ending.rawValue))] + json(value)
                case .cancelled, .dismissed: [("button", JSON.string(ending.rawValue))]
                case .extraButton(let index): [("button", JSON.string(extraLabel(index) ?? "extra"))]
                }
            return (JSON.object(members) + "\n", exitCode)
        }
        switch self {
        case .ok(let value), .timedOut(let value): return (text(value) + "\n", exitCode)
        case .response(_, let value): return (ending == .ok ? text(value) + "\n" : "", exitCode)
        case .cancelled, .dismissed: return ("", exitCode)
        case .extraButton(let index): return (extraLabel(index).map { $0 + "\n" } ?? "", exitCode)
        }
    }
}
