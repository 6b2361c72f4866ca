import Curtain

/// zenity's `--color-selection`: its options section, and the request built from them.
extension ZenityCompatibility {
    /// The `--color-selection` flag among the dialog types.
    static let colorModeOption = Option<Draft>.flag("--color-selection", "a colour chooser; prints rgb(r,g,b) on OK") {
        draft throws(UsageError) in
        try draft.checkNoOtherDialogType(than: "--color-selection")
        draft.isColorSelection = true
    }

    /// The colour chooser zenity's options describe; `--text` does not show, as zenity's colour dialog has none.
    static func colorRequest(_ draft: Draft) -> ColorRequest {
        var request = draft.color.request
        request.dialog = draft.dialogOptions(over: request.dialog)
        request.extraLabels = draft.buttons.extraLabels
        request.timesOutAsZenity = true
        return request
    }
}
