import Curtain

/// yad 0.40's calendar (`--calendar`), parsed: curtain's calendar, with yad's statuses and printing rule.
///
/// From yad's source (`src/calendar.c`): `--day`, `--month` and `--year` choose the day shown first; OK prints the
/// chosen day through `--date-format` (`%x` by default, the locale's date) and a newline when ``YadResponse`` prints
/// a result.
struct YadCalendarRequest: Equatable, Sendable {
    /// The calendar: its text, first day and date format.
    var calendar: CalendarRequest
    /// The statuses and printing rule.
    var response = YadResponse()

    /// The exit status yad gives `outcome`.
    func status(for outcome: CalendarOutcome) -> Int32 { response.status(for: YadResponse.Ending(outcome)) }

    /// What yad prints for `outcome`: the day chosen, when yad prints a result for that ending.
    func output(for outcome: CalendarOutcome) -> String {
        switch outcome {
        case .ok(let date) where response.printsResult(for: YadResponse.Ending(outcome)),
            .response(_, let date) where response.printsResult(for: YadResponse.Ending(outcome)):
            calendar.formatted(date) + "\n"
        default: ""
        }
    }
}
