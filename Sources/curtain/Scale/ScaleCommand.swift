import Curtain

/// `curtain scale`: a slider with curtain's own conventions: the same dialog and output as zenity's `--scale`, plus
/// `--json`; problems are usage errors (exit 2).
///
/// ```sh
/// volume=$(curtain scale --text Volume --value 40 --step 5) || exit
/// curtain scale --print-partial --max-value 10 | while read -r level; do brightnessctl set "$level"0%; done
/// ```
enum ScaleCommand: TableSubcommand {
    /// The subcommand's name.
    static let name = "scale"

    /// Every option of `curtain scale`.
    static let table = CommandTable<ZenityCompatibility.ScaleDraft>(
        name: name,
        usage: ["curtain scale [options]"],
        summary: "show a slider; print the chosen whole number",
        about: [
            .paragraph(
                "Shows a text above a slider from --min-value to --max-value. Arrows, Page Up/Down, Home/End, the pointer and the wheel move it; OK prints the value."
            )
        ],
        sections: [
            .init(
                "Options",
                Option.pickerHeading(text: "text above the slider (plain text)") + ZenityCompatibility.scaleOptions
                    + Option.pickerClosing(json: "print one JSON object: the button and the value"))
        ],
        notes: [
            .paragraph(
                "Keys, as GTK's scale: Right and Down add --step, Left and Up take it away (Left and Right mirrored right to left), Page Down/Up too, Home/End go to the ends; Return is OK, Escape cancels."
            ),
            .paragraph("Exit status: 0 OK, 1 Cancel/Escape/closed, 2 usage error, 3 no Wayland display, 5 timeout."),
            .example(#"{"button": "ok", "value": 40}"#),
        ])

    /// Parses the arguments after `scale`.
    ///
    /// - Throws: ``UsageError`` for unknown options, and for a range zenity refuses (the same words, exit 2 here).
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        guard let draft = try table.parse(arguments, into: ZenityCompatibility.ScaleDraft()) else { return .help(help) }
        if let problem = draft.request.rangeProblem { throw UsageError(problem) }
        if draft.request.step < 1 {
            throw UsageError(localized("--step needs a positive whole number, got %s", String(draft.request.step)))
        }
        return .scale(draft.request)
    }
}
