import Curtain

/// zenity's `--scale`: its options section, and the request built from them.
extension ZenityCompatibility {
    /// What `--scale`'s own options write; `--text` is the message options' (``Draft/alert``).
    struct ScaleDraft: PickerDraft {
        var isScale = false
        var request = ScaleRequest()

    }

    /// The `--scale` flag among the dialog types.
    static let scaleModeOption = Option<Draft>.flag("--scale", "a slider; prints the chosen value on OK") {
        draft throws(UsageError) in
        try draft.checkNoOtherDialogType(than: "--scale")
        draft.scale.isScale = true
    }

    /// zenity 3.44's "Scale options" (`--text` is listed with the message options).
    static let scaleOptions: [Option<ScaleDraft>] = [
        .value("--value", "N", "initial value (default 0)") { draft, value, option throws(UsageError) in
            draft.request.value = try wholeNumber(value, option: option)
        },
        .value("--min-value", "N", "lowest value (default 0)") { draft, value, option throws(UsageError) in
            draft.request.minimum = try wholeNumber(value, option: option)
        },
        .value("--max-value", "N", "highest value (default 100)") {
            draft, value, option throws(UsageError) in draft.request.maximum = try wholeNumber(value, option: option)
        },
        .value("--step", "N", "what the arrow keys and Page Up/Down move by (default 1)") {
            draft, value, option throws(UsageError) in draft.request.step = try wholeNumber(value, option: option)
        },
        .flag("--print-partial", "print each value as the slider moves") { $0.request.printsPartial = true },
        .flag("--hide-value", "do not show the value above the slider") { $0.request.hidesValue = true },
    ]

    /// A whole number option of the scale, as zenity reads it (`-5` included).
    static func wholeNumber(_ value: String, option: String) throws(UsageError) -> Int {
        guard let number = Int(value), abs(number) <= 1_000_000_000 else {
            throw UsageError(localized("%s needs a whole number, got %s", option, UsageError.quoted(value)))
        }
        return number
    }

    /// The scale zenity's options describe, or zenity's own error when its numbers make none.
    static func scaleInvocation(_ draft: Draft) -> Invocation {
        var request = draft.scale.request
        if let problem = request.rangeProblem { return .zenityFailure(problem) }
        request.dialog = draft.dialogOptions(over: request.dialog)
        request.text = draft.alert.message.map(expandEscapes) ?? request.text
        request.usesMarkup = draft.alert.usesMarkup
        request.extraLabels = draft.buttons.extraLabels
        return .scale(request)
    }
}
