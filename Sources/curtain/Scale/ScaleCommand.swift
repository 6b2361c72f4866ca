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
                [
                    .value("--title", "TEXT", "window title") { draft, value, _ in draft.request.dialog.title = value },
                    .value("--text", "TEXT", "text above the slider (plain text)") { draft, value, _ in draft.request.text = value
                    },
                ]
                    + ZenityCompatibility.scaleOptions
                    + [
                        .value("--width", "PX", "dialog width") { draft, value, option throws(UsageError) in
                            draft.request.dialog.width = try AlertCommand.parseWidth(value, option: option)
                        },
                        .value("--timeout", "SECONDS", "close after SECONDS (fractions allowed), exit 5") {
                            draft, value, option throws(UsageError) in
                            draft.request.dialog.timeout = try AlertCommand.parseTimeout(value, option: option)
                        },
                        .value("--ok-label", "TEXT", "label of OK") { draft, value, _ in draft.request.dialog.okLabel = value },
                        .value("--cancel-label", "TEXT", "label of Cancel") { draft, value, _ in
                            draft.request.dialog.cancelLabel = value
                        },
                        .flag("--json", "print one JSON object: the button and the value") { $0.request.printsJSON = true },
                        .help(),
                    ])
        ],
        notes: [
            .paragraph(
                "Keys: Right/Up and Left/Down move by --step (mirrored right to left), Page Up/Down too, Home/End to the ends; Return is OK, Escape cancels."
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
