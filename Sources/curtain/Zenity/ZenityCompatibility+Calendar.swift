import Curtain

/// zenity's `--calendar`: its options section, and the request built from them.
extension ZenityCompatibility {
    /// What `--calendar`'s own options write; `--text` is the message options' (``Draft/alert``).
    struct CalendarDraft: PickerDraft {
        var isCalendar = false
        var request = CalendarRequest()

    }

    /// The `--calendar` flag among the dialog types.
    static let calendarModeOption = Option<Draft>.flag("--calendar", "a month calendar; prints the chosen date on OK") {
        draft throws(UsageError) in
        try draft.checkNoOtherDialogType(than: "--calendar")
        draft.calendar.isCalendar = true
    }

    /// zenity 3.44's "Calendar options" (`--text` is listed with the message options).
    static let calendarOptions: [Option<CalendarDraft>] = [
        .value("--day", "N", "the day of the month chosen at first (default today's)") {
            draft, value, option throws(UsageError) in draft.request.day = try calendarNumber(value, option: option, in: 1...31)
        },
        .value("--month", "N", "the month, 1-12 (default this month)") { draft, value, option throws(UsageError) in
            draft.request.month = try calendarNumber(value, option: option, in: 1...12)
        },
        .value("--year", "N", "the year (default this year)") { draft, value, option throws(UsageError) in
            draft.request.year = try calendarNumber(value, option: option, in: 1...9999)
        },
        .value("--date-format", "PATTERN", "strftime pattern of the printed date (default the locale's, %x)") {
            draft, value, _ in draft.request.dateFormat = value
        },
    ]

    /// A day, month or year in `range`.
    static func calendarNumber(_ value: String, option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let number = Int(value), range.contains(number) else {
            throw UsageError(
                localized(
                    "%s needs a whole number from %s to %s, got %s", option, String(range.lowerBound),
                    String(range.upperBound), UsageError.quoted(value)))
        }
        return number
    }

    /// The calendar zenity's options describe.
    static func calendarRequest(_ draft: Draft) -> CalendarRequest {
        var request = draft.calendar.request
        request.dialog = draft.dialogOptions(over: request.dialog)
        request.text = draft.alert.message.map(expandEscapes) ?? request.text
        request.usesMarkup = draft.alert.usesMarkup
        request.extraLabels = draft.buttons.extraLabels
        return request
    }
}
