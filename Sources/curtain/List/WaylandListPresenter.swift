import Curtain

/// Shows a list dialog in a window of its own and waits for OK, Cancel, an extra button, Escape, a double
/// click or the timeout.
///
/// Keys follow zenity's: the list has the focus; Return activates the cursor row (OK), or OK
/// itself while no row has the cursor; Escape cancels; Tab moves between the list and the buttons.
struct WaylandListPresenter: ListPresenter {
    func run(_ request: ListRequest) throws -> ListOutcome {
        let application = try DialogHost.connect()
        var outcome: ListOutcome?
        let content = ListDialogView(request: request)
        let chosen: @MainActor () -> Void = { [unowned content] in
            if outcome == nil { outcome = .chosen(content.list.selectedRows) }
        }
        let cancelled: @MainActor () -> Void = { if outcome == nil { outcome = .cancelled } }
        content.okButton.action = chosen
        content.cancelButton.action = cancelled
        content.list.onActivate = { _ in chosen() }
        for (index, button) in content.extraButtons.enumerated() {
            button.action = { if outcome == nil { outcome = .extraButton(index) } }
        }
        var size = content.sizeThatFits(Size(width: request.dialog.width.map(Double.init) ?? 0, height: .infinity))
        if let height = request.dialog.height { size.height = max(Double(height), 160) }
        let window = DialogHost.dialogWindow(
            application, title: request.dialog.title, size: size, content: content, showing: [request.text],
            returnKey: .whenUnhandled(chosen), onClose: cancelled)
        try DialogHost.showDialog(
            window, onShow: { content.list.becomeFocused() }, timeout: request.dialog.timeout,
            onTimeout: { if outcome == nil { outcome = .timedOut } }, until: { outcome != nil })
        return outcome ?? .cancelled
    }
}
