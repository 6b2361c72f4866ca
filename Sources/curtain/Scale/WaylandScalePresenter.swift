import Curtain

/// Shows a scale in a window of its own (``PickerDialogView``): a ``Slider`` that has the focus and takes the arrows,
/// Page Up, Page Down, Home and End as GTK's scale takes them.
struct WaylandScalePresenter: ScalePresenter {
    func run(_ request: ScaleRequest, onPartial: @escaping (Int) -> Void) throws -> ScaleOutcome {
        let application = try DialogHost.connect()
        let step = Double(max(1, request.step))
        let slider = Slider(
            value: Double(request.value), in: Double(request.minimum)...Double(max(request.maximum, request.minimum)),
            step: step)
        slider.pageStep = step  // zenity's --step sets GTK's page increment too
        slider.showsValue = !request.hidesValue
        slider.onChange = { onPartial(Int($0.rounded())) }
        let content = PickerDialogView(
            text: request.text, usesMarkup: request.usesMarkup, control: slider, dialog: request.dialog,
            extraLabels: request.extraLabels, minimumWidth: 300)
        slider.accessibilityLabel = content.textLabel.displayedText
        return try content.run(on: application, text: content.textLabel.displayedText, dialog: request.dialog) {
            Int(slider.value.rounded())
        }
    }
}
