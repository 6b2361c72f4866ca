import Curtain

/// zenity's `--color-selection`: its options section, and the request built from them.
extension ZenityCompatibility {
    /// What `--color-selection`'s own options write.
    struct ColorDraft: PickerDraft {
        var isColorSelection = false
        var request = ColorRequest()
        /// `--color` as given: zenity ignores one GTK cannot parse, `curtain color` refuses it.
        var colorText: String?
    }

    /// The `--color-selection` flag among the dialog types.
    static let colorModeOption = Option<Draft>.flag("--color-selection", "a colour chooser; prints rgb(r,g,b) on OK") {
        draft throws(UsageError) in
        try draft.checkNoOtherDialogType(than: "--color-selection")
        draft.color.isColorSelection = true
    }

    /// zenity 3.44's "Color selection options".
    static let colorOptions: [Option<ColorDraft>] = [
        .value("--color", "VALUE", "the colour chosen at first: #rgb, #rrggbb, a name (navy), rgb(r,g,b) or rgba(r,g,b,a)") {
            draft, value, _ in
            draft.colorText = value
            draft.request.initialColor = Color(cssString: value)
        },
        .flag("--show-palette", "show the palette (GTK 3's dialog opens on it either way)") { $0.request.showsPalette = true },
    ]

    /// The colour chooser zenity's options describe; `--text` does not show, as zenity's colour dialog has none.
    static func colorRequest(_ draft: Draft) -> ColorRequest {
        var request = draft.color.request
        request.dialog = draft.dialogOptions(over: request.dialog)
        request.extraLabels = draft.buttons.extraLabels
        request.timesOutAsZenity = true
        return request
    }
}
