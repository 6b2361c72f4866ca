import Curtain

/// zenity's `--calendar`: its options section, and the request built from them.
extension ZenityCompatibility {
    /// The `--calendar` flag among the dialog types.
    static let calendarModeOption = Option<Draft>.flag("--calendar", "a month calendar; prints the chosen date on OK") {
        draft throws(UsageError) in
        try draft.checkNoOtherDialogType(than: "--calendar")
        draft.isCalendar = true
    }

    /// The calendar zenity's options describe.
    static func calendarRequest(_ draft: Draft) -> CalendarRequest {
        var request = draft.calendar.request
        request.dialog = draft.dialogOptions(over: request.dialog)
        request.text = draft.alert.message.map(BackslashEscapes.expand) ?? request.text
        request.usesMarkup = draft.alert.usesMarkup
        request.extraLabels = draft.buttons.extraLabels
        return request
    }
}
