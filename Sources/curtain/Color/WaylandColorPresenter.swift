import Curtain

/// Shows a colour chooser in a window of its own (``PickerDialogView``): a ``ColorPicker`` on its palette, the first
/// swatch under the keyboard's cursor, as GTK 3's colour chooser dialog opens (it goes back to the palette whenever it
/// maps, so zenity's dialog shows the palette with or without `--show-palette`); `curtain color --editor` opens the
/// editor, its field focused.
struct WaylandColorPresenter: ColorPresenter {
    func run(_ request: ColorRequest) throws -> ColorOutcome {
        let application = try DialogHost.connect()
        let picker = ColorPicker(color: request.initialColor, showsEditor: request.showsEditor)
        let content = PickerDialogView(
            text: request.text, usesMarkup: request.usesMarkup, control: picker, dialog: request.dialog,
            extraLabels: request.extraLabels, minimumWidth: 0, initialFocus: { picker.firstFocusView },
            returnKeepers: [picker.palette])
        // Return or Space on the chosen swatch is OK, as GTK's dialog takes a swatch's activation.
        picker.onActivate = { [okButton = content.okButton] _ in okButton.action?() }
        return try content.run(on: application, text: content.textLabel.displayedText, dialog: request.dialog) {
            picker.color
        }
    }
}
