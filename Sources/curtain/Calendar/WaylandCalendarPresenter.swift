import Curtain

/// Shows a calendar in a window of its own and waits for OK, Cancel, Escape, an extra button or the timeout.
///
/// Keys follow zenity's: the calendar has the focus; the arrows move its cursor and Space chooses the day under it;
/// Return chooses OK wherever the focus is, on Cancel too (GTK's default button); Space presses the focused button;
/// Escape cancels; Tab moves to the buttons.
struct WaylandCalendarPresenter: CalendarPresenter {
    func run(_ request: CalendarRequest) throws -> CalendarOutcome {
        let application = try DialogHost.connect()
        var outcome: CalendarOutcome?
        let content = CalendarDialogView(request: request, today: .today)
        let date = { [unowned content] in content.calendar.date }
        let ok = { if outcome == nil { outcome = .ok(date()) } }
        let cancel = { if outcome == nil { outcome = .cancelled } }
        content.okButton.action = ok
        content.cancelButton.action = cancel
        for (index, button) in content.extraButtons.enumerated() {
            button.action = { if outcome == nil { outcome = .extraButton(index) } }
        }
        var size = content.sizeThatFits(Size(width: request.dialog.width.map(Double.init) ?? 0, height: .infinity))
        if let height = request.dialog.height { size.height = max(Double(height), size.height) }
        let window = DialogHost.dialogWindow(
            application, title: request.dialog.title, size: size, content: content,
            showing: [request.usesMarkup ? TextLayout.displayedText(ofMarkup: request.text) : request.text],
            returnKey: .defaultButton(content.okButton, keptBy: []),
            onClose: cancel)
        try DialogHost.showDialog(
            window, onShow: { _ = content.calendar.becomeFocused() }, timeout: request.dialog.timeout,
            onTimeout: { if outcome == nil { outcome = .timedOut(date()) } }, until: { outcome != nil })
        return outcome ?? .cancelled
    }
}
