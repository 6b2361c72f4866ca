import Curtain

/// Shows a scale in a window of its own and waits for OK, Cancel, Escape, an extra button or the timeout.
///
/// Keys follow zenity's, compared live: the slider has the focus and takes the arrows, Page Up, Page Down, Home and
/// End; Return chooses OK wherever the focus is, on Cancel too (GTK's default button), but presses a focused extra
/// button; Space presses the focused button; Escape cancels; Tab moves to the buttons, Cancel, OK, then the extras.
struct WaylandScalePresenter: ScalePresenter {
    func run(_ request: ScaleRequest, onPartial: @escaping (Int) -> Void) throws -> ScaleOutcome {
        let application = try DialogHost.connect()
        var outcome: ScaleOutcome?
        let content = ScaleDialogView(request: request)
        let value = { [unowned content] in Int(content.slider.value.rounded()) }
        let ok = { if outcome == nil { outcome = .ok(value()) } }
        let cancel = { if outcome == nil { outcome = .cancelled } }
        content.okButton.action = ok
        content.cancelButton.action = cancel
        for (index, button) in content.extraButtons.enumerated() {
            button.action = { if outcome == nil { outcome = .extraButton(index) } }
        }
        content.slider.onChange = { onPartial(Int($0.rounded())) }
        var size = content.sizeThatFits(Size(width: request.dialog.width.map(Double.init) ?? 0, height: .infinity))
        if let height = request.dialog.height { size.height = max(Double(height), size.height) }
        let window = DialogHost.dialogWindow(
            application, title: request.dialog.title, size: size, content: content,
            showing: [request.usesMarkup ? TextLayout.displayedText(ofMarkup: request.text) : request.text],
            returnKey: .defaultButton(content.okButton, keptBy: content.extraButtons),
            onClose: cancel)
        try DialogHost.showDialog(
            window, onShow: { _ = content.slider.becomeFocused() }, timeout: request.dialog.timeout,
            onTimeout: { if outcome == nil { outcome = .timedOut(value()) } }, until: { outcome != nil })
        return outcome ?? .cancelled
    }
}
