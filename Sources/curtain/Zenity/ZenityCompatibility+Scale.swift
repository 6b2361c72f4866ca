import Curtain

/// zenity's `--scale`: its options section, and the request built from them.
extension ZenityCompatibility {
    /// The `--scale` flag among the dialog types.
    static let scaleModeOption = Option<Draft>.flag("--scale", "a slider; prints the chosen value on OK") {
        draft throws(UsageError) in
        try draft.checkNoOtherDialogType(than: "--scale")
        draft.isScale = true
    }

    /// The scale zenity's options describe, or zenity's own error when its numbers make none.
    static func scaleInvocation(_ draft: Draft) -> Invocation {
        var request = draft.scale.request
        if let problem = request.rangeProblem { return .zenityFailure(problem) }
        request.dialog = draft.dialogOptions(over: request.dialog)
        request.text = draft.alert.message.map(BackslashEscapes.expand) ?? request.text
        request.usesMarkup = draft.alert.usesMarkup
        request.extraLabels = draft.buttons.extraLabels
        return .scale(request)
    }
}
