import Curtain

/// A calendar dialog, parsed: zenity's `--calendar` (and `curtain calendar`), with zenity 3.44's rules.
///
/// A text above a month grid with a day chosen: today, or the one `--day`, `--month` and `--year` name (each one
/// given replaces today's). OK prints the chosen day through ``dateFormat``, then a newline, and exits 0 (a timeout
/// prints it too, exit 5); Cancel,
/// Escape and closing print nothing and exit 1; an extra button prints its label and exits 1.
struct CalendarRequest: PickerRequest {
    /// The title, size, labels and timeout.
    var dialog = DialogOptions(title: localized("Calendar selection"))
    /// The text above the calendar.
    var text = localized("Select a date from below.")
    /// Whether ``text`` is Pango markup: zenity's is, `curtain calendar`'s is plain.
    var usesMarkup = false
    /// `--day`, 1 to 31; `nil` keeps today's.
    var day: Int?
    /// `--month`, 1 to 12; `nil` keeps today's.
    var month: Int?
    /// `--year`; `nil` keeps today's.
    var year: Int?
    /// `--date-format`: a `strftime` pattern; the locale's date (`%x`'s, `nl_langinfo(D_FMT)`) by default, as zenity.
    var dateFormat = FormRequest.localeDateFormat
    /// `--extra-button` labels, after OK; each prints its label and exits 1.
    var extraLabels: [String] = []
    /// Print one JSON object instead (`curtain calendar --json`).
    var printsJSON = false

    /// The day chosen when the dialog opens: `today` with the given parts in its place.
    func initialDate(today: CalendarDate) -> CalendarDate {
        CalendarDate(year: year ?? today.year, month: month ?? today.month, day: day ?? today.day)
    }

    /// `date` as printed: through ``dateFormat``.
    func formatted(_ date: CalendarDate) -> String {
        FormDate(year: date.year, month: date.month, day: date.day).formatted(dateFormat)
    }
}

/// How a calendar dialog ended, with the chosen day.
typealias CalendarOutcome = PickerOutcome<CalendarDate>

extension CalendarRequest {
    /// Stdout and the exit status for `outcome`: the date through ``dateFormat`` on OK and timeout, or
    /// `{"button": "ok", "date": "2026-12-24", "formatted": "12/24/26"}`.
    func result(for outcome: CalendarOutcome) -> (stdout: String, exitCode: ExitCode) {
        outcome.result(extraLabels: extraLabels, printsJSON: printsJSON, text: formatted) { date in
            [("date", JSON.string(date.description)), ("formatted", JSON.string(formatted(date)))]
        }
    }
}

/// Shows a calendar dialog and waits for its outcome; tests drive the command with a fake.
@MainActor protocol CalendarPresenter {
    /// Shows `request`'s calendar until the user ends it.
    ///
    /// - Throws: ``DisplayError`` when there is no display, or it is lost.
    func run(_ request: CalendarRequest) throws -> CalendarOutcome
}

extension CalendarRequest: CommandAction {
    func run(with backends: DialogBackends) -> CommandResult {
        .dialog {
            let (stdout, exitCode) = result(for: try backends.calendarPresenter().run(self))
            return CommandResult(stdout: stdout, exitCode: exitCode)
        }
    }
}
