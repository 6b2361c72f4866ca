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
    ///
    /// A password's text goes into the output from its locked memory (``OutputText``), never through a `String`.
    @MainActor func result(for outcome: FormOutcome) -> (stdout: OutputText, exitCode: ExitCode) {
        switch (output, outcome) {
        case (.json, _): return (json(for: outcome), outcome.ending.exitCode)
        case (.plain, .ok(let values)):
            return (joined(values, separator: separator) { $0.plainText(dateFormat: dateFormat) }, .success)
        case (.plain, _): return (OutputText(), outcome.ending.exitCode)
        default: break
        }
        switch outcome {
        case .ok(let values):
            return (text(of: values), .success)
        case .cancelled, .dismissed, .response:
            return (OutputText(), .cancelled)
        case .extraButton(let index):
            return (OutputText(buttons.extraLabels.indices.contains(index) ? buttons.extraLabels[index] + "\n" : ""), .cancelled)
        case .timedOut(let values):
            // zenity's password dialog answers its timeout as it answers Escape.
            return output == .zenityPassword ? (OutputText(), .cancelled) : (text(of: values), .timedOut)
        }
    }

    /// The values as zenity prints them on OK.
    @MainActor func text(of values: [FormValue]) -> OutputText {
        if output == .zenityPassword {
            // zenity joins the username and the password with '|' whatever --separator says (it refuses one).
            return joined(values, separator: "|") { $0.zenityText(isLast: true, dateFormat: dateFormat) }
        }
        var index = 0
        return joined(values, separator: separator) { value in
            defer { index += 1 }
            return value.zenityText(isLast: index == values.count - 1, dateFormat: dateFormat)
        }
    }

    /// `values` joined by `separator` and ended by a newline, each as `text` says, a secret from its memory.
    @MainActor private func joined(_ values: [FormValue], separator: String, _ text: (FormValue) -> String) -> OutputText {
        var output = OutputText()
        for (index, value) in values.enumerated() {
            if index > 0 { output.append(separator) }
            if case .secret(let secret) = value { output.append(secret: secret) } else { output.append(text(value)) }
        }
        output.append("\n")
        return output
    }

    /// `--json`: the button, then every field's label, type and value.
    ///
    /// ```
    /// {"button": "ok", "fields": [{"label": "Name", "type": "entry", "value": "Ann"}]}
    /// ```
    @MainActor func json(for outcome: FormOutcome) -> OutputText {
        var button = outcome.ending.rawValue
        var values: [FormValue] = []
        switch outcome {
        case .ok(let given), .timedOut(let given): values = given
        case .cancelled, .dismissed, .response: break
        case .extraButton(let index): button = buttons.extraLabels.indices.contains(index) ? buttons.extraLabels[index] : "extra"
        }
        // As JSON.object and JSON.array write it, with each value written where it goes: a secret from its memory.
        var output = OutputText("{" + JSON.string("button") + ": " + JSON.string(button) + ", " + JSON.string("fields") + ": [")
        for (index, (field, value)) in zip(fields, values).enumerated() {
            if index > 0 { output.append(", ") }
            output.append(
                "{" + JSON.string("label") + ": " + JSON.string(field.label) + ", " + JSON.string("type") + ": "
                    + JSON.string(field.typeName) + ", " + JSON.string("value") + ": ")
            if case .secret(let secret) = value { output.appendJSONString(secret: secret) } else { output.append(value.json) }
            output.append("}")
        }
        output.append("]}\n")
        return output
    }
}

extension FormOutcome {
    /// OK, Cancel (an extra button is one too) or the timeout, without the values.
    var ending: DialogEnding {
        switch self {
        case .ok: .ok
        // Only yad's forms have buttons of their own, and yad's rules answer them (``YadFormRequest``).
        case .cancelled, .dismissed, .extraButton, .response: .cancel
        case .timedOut: .timeout
        }
    }
}
