import Curtain

/// A calendar dialog, parsed: zenity's `--calendar` (and `curtain calendar`), with zenity 3.44's rules.
///
/// A text above a month grid with a day chosen: today, or the one `--day`, `--month` and `--year` name (each one
/// given replaces today's). OK prints the chosen day through ``dateFormat``, then a newline, and exits 0 (a timeout
/// prints it too, exit 5); Cancel,
/// Escape and closing print nothing and exit 1; an extra button prints its label and exits 1.
struct CalendarRequest: Equatable, Sendable {
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

/// How a calendar dialog ended.
enum CalendarOutcome: Equatable, Sendable {
    /// OK (or Return), with the chosen day.
    case ok(CalendarDate)
    /// Cancel, Escape, or the window closed.
    case cancelled
    /// An extra button, by its index in ``CalendarRequest/extraLabels``.
    case extraButton(Int)
    /// `--timeout` expired, with the day chosen then.
    case timedOut(CalendarDate)

    /// OK, Cancel (an extra button is one too) or the timeout, without the day.
    var ending: DialogEnding {
        switch self {
        case .ok: .ok
        case .cancelled, .extraButton: .cancel
        case .timedOut: .timeout
        }
    }
}

extension CalendarRequest {
    /// Stdout and the exit status for `outcome`:
    ///
    /// | outcome | `--calendar` | `curtain calendar --json` |
    /// |---|---|---|
    /// | OK | the date, 0 | `{"button": "ok", "date": "2026-12-24", "formatted": "12/24/26"}`, 0 |
    /// | Cancel, Escape | nothing, 1 | `{"button": "cancel"}`, 1 |
    /// | extra button | its label, 1 | `{"button": "LABEL"}`, 1 |
    /// | timeout | the date, 5 | the date as for OK, `"button": "timeout"`, 5 |
    func result(for outcome: CalendarOutcome) -> (stdout: String, exitCode: ExitCode) {
        let exitCode = outcome.ending.exitCode
        if printsJSON {
            var members: [(key: String, value: String)] = []
            switch outcome {
            case .ok(let date), .timedOut(let date):
                members = [
                    ("button", JSON.string(outcome.ending.rawValue)), ("date", JSON.string(date.description)),
                    ("formatted", JSON.string(formatted(date))),
                ]
            case .cancelled:
                members = [("button", JSON.string(outcome.ending.rawValue))]
            case .extraButton(let index):
                members = [("button", JSON.string(extraLabels.indices.contains(index) ? extraLabels[index] : "extra"))]
            }
            return (JSON.object(members) + "\n", exitCode)
        }
        switch outcome {
        // zenity prints the date on its timeout too.
        case .ok(let date), .timedOut(let date): return (formatted(date) + "\n", exitCode)
        case .cancelled: return ("", exitCode)
        case .extraButton(let index): return (extraLabels.indices.contains(index) ? extraLabels[index] + "\n" : "", exitCode)
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
