import Curtain

/// Shows a calendar in a window of its own (``PickerDialogView``): a ``CalendarView`` that has the focus, whose
/// arrows move the cursor and Space chooses the day under it.
struct WaylandCalendarPresenter: CalendarPresenter {
    func run(_ request: CalendarRequest) throws -> CalendarOutcome {
        let application = try DialogHost.connect()
        let today = CalendarDate.today
        let calendar = CalendarView(date: request.initialDate(today: today))
        calendar.today = today
        let content = PickerDialogView(
            text: request.text, usesMarkup: request.usesMarkup, control: calendar, dialog: request.dialog,
            extraLabels: request.extraLabels, minimumWidth: 0)
        return try content.run(on: application, text: content.textLabel.displayedText, dialog: request.dialog) {
            calendar.date
        }
    }
}
