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

    /// What the slider's options write: `curtain scale`'s, and zenity's `--scale` joined to its own table.
    struct Draft: PickerDraft {
        var request = ScaleRequest()
    }

    /// The slider's own options, zenity 3.44's "Scale options" (`--text` is listed with the message options there).
    static let options: [Option<Draft>] = [
        .value("--value", "N", "initial value (default 0)") { draft, value, option throws(UsageError) in
            draft.request.value = try wholeNumber(value, option: option)
        },
        .value("--min-value", "N", "lowest value (default 0)") { draft, value, option throws(UsageError) in
            draft.request.minimum = try wholeNumber(value, option: option)
        },
        .value("--max-value", "N", "highest value (default 100)") {
            draft, value, option throws(UsageError) in draft.request.maximum = try wholeNumber(value, option: option)
        },
        .value("--step", "N", "what the arrow keys and Page Up/Down move by (default 1)") {
            draft, value, option throws(UsageError) in draft.request.step = try wholeNumber(value, option: option)
        },
        .flag("--print-partial", "print each value as the slider moves") { $0.request.printsPartial = true },
        .flag("--hide-value", "do not show the value above the slider") { $0.request.hidesValue = true },
    ]

    /// A whole number option of the scale, as zenity reads it (`-5` included).
    static func wholeNumber(_ value: String, option: String) throws(UsageError) -> Int {
        guard let number = Int(value), abs(number) <= 1_000_000_000 else {
            throw UsageError(localized("%s needs a whole number, got %s", option, UsageError.quoted(value)))
        }
        return number
    }

    /// Every option of `curtain scale`.
    static let table = CommandTable<Draft>(
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
                Option.pickerHeading(text: "text above the slider (plain text)") + options
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
        guard let draft = try table.parse(arguments, into: Draft()) else { return .help(help) }
        if let problem = draft.request.rangeProblem { throw UsageError(problem) }
        if draft.request.step < 1 {
            throw UsageError(localized("--step needs a positive whole number, got %s", String(draft.request.step)))
        }
        return .scale(draft.request)
    }
}
