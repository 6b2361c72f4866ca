/// What a form prints, and how it exits.
extension FormRequest {
    /// Stdout and the exit status for `outcome`, zenity's for `--forms` and `--password`:
    ///
    /// | outcome | `--forms` | `--password` | `curtain form` | `curtain form --json` |
    /// |---|---|---|---|---|
    /// | OK | values, 0 | `pass` or `user\|pass`, 0 | values, 0 | object, 0 |
    /// | Cancel, Escape | nothing, 1 | nothing, 1 | nothing, 1 | object, 1 |
    /// | extra button | its label, 1 | its label, 1 | - | - |
    /// | timeout | values, 5 | nothing, 1 | nothing, 5 | object, 5 |
    func result(for outcome: FormOutcome) -> (stdout: String, exitCode: ExitCode) {
        switch (output, outcome) {
        case (.json, _): return (json(for: outcome), outcome.ending.exitCode)
        case (.plain, .ok(let values)):
            return (values.map { $0.plainText(dateFormat: dateFormat) }.joined(separator: separator) + "\n", .success)
        case (.plain, _): return ("", outcome.ending.exitCode)
        default: break
        }
        switch outcome {
        case .ok(let values):
            return (text(of: values), .success)
        case .cancelled:
            return ("", .cancelled)
        case .extraButton(let index):
            return (buttons.extraLabels.indices.contains(index) ? buttons.extraLabels[index] + "\n" : "", .cancelled)
        case .timedOut(let values):
            // zenity's password dialog answers its timeout as it answers Escape.
            return output == .zenityPassword ? ("", .cancelled) : (text(of: values), .timedOut)
        }
    }

    /// The values as zenity prints them on OK.
    func text(of values: [FormValue]) -> String {
        if output == .zenityPassword {
            // zenity joins the username and the password with '|' whatever --separator says (it refuses one).
            let texts = values.map { $0.zenityText(isLast: true, dateFormat: dateFormat) }
            return texts.joined(separator: "|") + "\n"
        }
        let texts = values.enumerated().map { index, value in
            value.zenityText(isLast: index == values.count - 1, dateFormat: dateFormat)
        }
        return texts.joined(separator: separator) + "\n"
    }

    /// `--json`: the button, then every field's label, type and value.
    ///
    /// ```
    /// {"button": "ok", "fields": [{"label": "Name", "type": "entry", "value": "Ann"}]}
    /// ```
    func json(for outcome: FormOutcome) -> String {
        var button = outcome.ending.rawValue
        var values: [FormValue] = []
        switch outcome {
        case .ok(let given), .timedOut(let given): values = given
        case .cancelled: break
        case .extraButton(let index): button = buttons.extraLabels.indices.contains(index) ? buttons.extraLabels[index] : "extra"
        }
        let objects = zip(fields, values).map { field, value in
            JSON.object([("label", JSON.string(field.label)), ("type", JSON.string(field.typeName)), ("value", value.json)])
        }
        return JSON.object([("button", JSON.string(button)), ("fields", JSON.array(objects))]) + "\n"
    }
}

extension FormOutcome {
    /// OK, Cancel (an extra button is one too) or the timeout, without the values.
    var ending: DialogEnding {
        switch self {
        case .ok: .ok
        case .cancelled, .extraButton: .cancel
        case .timedOut: .timeout
        }
    }
}
