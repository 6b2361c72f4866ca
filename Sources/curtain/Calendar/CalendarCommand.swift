import Curtain

/// `curtain calendar`: a month calendar with curtain's own conventions: the same dialog and output as zenity's
/// `--calendar`, plus `--json`; problems are usage errors (exit 2).
///
/// ```sh
/// day=$(curtain calendar --text 'Deliver on' --date-format %F) || exit
/// curtain calendar --day 24 --month 12 --json
/// ```
enum CalendarCommand: TableSubcommand {
    /// The subcommand's name.
    static let name = "calendar"

    /// What the calendar's options write: `curtain calendar`'s, and zenity's `--calendar` joined to its own table.
    struct Draft: PickerDraft {
        var request = CalendarRequest()
    }

    /// The calendar's own options, zenity 3.44's "Calendar options" (`--text` is listed with the message options there).
    static let options: [Option<Draft>] = [
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

    /// Every option of `curtain calendar`.
    static let table = CommandTable<Draft>(
        name: name,
        usage: ["curtain calendar [options]"],
        summary: "show a month calendar; print the chosen date",
        about: [
            .paragraph(
                "Shows a text above a month calendar with today chosen, or the day --day, --month and --year name. OK prints the chosen date through --date-format."
            )
        ],
        sections: [
            .init(
                "Options",
                Option.pickerHeading(text: "text above the calendar (plain text)") + options
                    + Option.pickerClosing(json: "print one JSON object: the button, the date as YYYY-MM-DD and as formatted"))
        ],
        notes: [
            .paragraph(
                "Keys: the arrows move the cursor by a day or a week (Left and Right mirrored right to left) and Space chooses its day; Home/End move it to the month's first and last day; Page Up/Down turn the month (Ctrl: the year); Return is OK, Escape cancels."
            ),
            .paragraph("Exit status: 0 OK, 1 Cancel/Escape/closed, 2 usage error, 3 no Wayland display, 5 timeout."),
            .example(#"{"button": "ok", "date": "2026-12-24", "formatted": "12/24/26"}"#),
        ])

    /// Parses the arguments after `calendar`.
    ///
    /// - Throws: ``UsageError`` for unknown options and days, months or years out of range.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        guard let draft = try table.parse(arguments, into: Draft()) else { return .help(help) }
        return .calendar(draft.request)
    }
}
