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
        let dismissed: @MainActor () -> Void = { if outcome == nil { outcome = .dismissed } }
        content.okButton.action = chosen
        content.cancelButton.action = cancelled
        if request.activationToggles && request.hasIndicators {
            content.list.onActivate = { [unowned content] row in content.list.selection.toggle(row) }
        } else {
            content.list.onActivate = { _ in chosen() }
        }
        for (index, button) in content.extraButtons.enumerated() {
            button.action = { if outcome == nil { outcome = .extraButton(index) } }
        }
        content.row.connect(request.dialog, on: application) { [unowned content] id in
            if outcome == nil { outcome = .response(id, content.list.selectedRows) }
        }
        var size = content.sizeThatFits(Size(width: request.dialog.width.map(Double.init) ?? 0, height: .infinity))
        if let height = request.dialog.height { size.height = max(Double(height), 160) }
        // Without a default button (yad's), Return is the focused view's and Ctrl+Return is OK wherever the focus is.
        let returnKey: ReturnKeyPolicy =
            request.dialog.hasDefaultButton
            ? .whenUnhandled(chosen)
            : .defaultButton(
                content.okButton, keptBy: [content.list] + content.row.shown,
                acceptsControlReturn: true)
        let window = DialogHost.dialogWindow(
            application, title: request.dialog.title, size: size, content: content, showing: [request.text],
            escapeCloses: request.dialog.escapeCloses, placement: request.dialog.placement, returnKey: returnKey,
            onClose: dismissed)
        try DialogHost.showDialog(
            window,
            onShow: {
                content.list.becomeFocused()
                if request.cursorStartsOnFirstRow, !content.list.rows.isEmpty, request.hasIndicators || !request.allowsMultiple {
                    content.list.selection.moveCursor(to: 0)
                }
            }, timeout: request.dialog.timeout,
            onTimeout: { if outcome == nil { outcome = .timedOut } }, until: { outcome != nil })
        return outcome ?? .cancelled
    }
}
