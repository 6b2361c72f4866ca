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

    /// Every option of `curtain calendar`.
    static let table = CommandTable<ZenityCompatibility.CalendarDraft>(
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
                Option.pickerHeading(text: "text above the calendar (plain text)") + ZenityCompatibility.calendarOptions
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
        guard let draft = try table.parse(arguments, into: ZenityCompatibility.CalendarDraft()) else { return .help(help) }
        return .calendar(draft.request)
    }
}
