import Curtain

/// `curtain color`: a colour chooser with curtain's own conventions: the same dialog and output as zenity's
/// `--color-selection`, plus `--json`; problems, a colour that does not parse among them, are usage errors (exit 2).
///
/// ```sh
/// accent=$(curtain color --color '#3465a4' --show-palette) || exit
/// curtain color --json | jq -r .hex
/// ```
enum ColorCommand: TableSubcommand {
    /// The subcommand's name.
    static let name = "color"

    /// What the chooser's options write: `curtain color`'s, and zenity's `--color-selection` joined to its own table.
    struct Draft: PickerDraft {
        var request = ColorRequest()
        /// `--color` as given: zenity ignores one GTK cannot parse, `curtain color` refuses it.
        var colorText: String?
    }

    /// The chooser's own options, zenity 3.44's "Color selection options".
    static let options: [Option<Draft>] = [
        .value("--color", "VALUE", "the colour chosen at first: #rgb, #rrggbb, a name (navy), rgb(r,g,b) or rgba(r,g,b,a)") {
            draft, value, _ in
            draft.colorText = value
            draft.request.initialColor = Color(cssString: value)
        },
        .flag("--show-palette", "show the palette (GTK 3's dialog opens on it either way)") { $0.request.showsPalette = true },
    ]

    /// Every option of `curtain color`.
    static let table = CommandTable<Draft>(
        name: name,
        usage: ["curtain color [options]"],
        summary: "show a colour chooser; print the chosen colour as rgb(r,g,b)",
        about: [
            .paragraph(
                "Shows GTK's colour chooser: its palette of swatches, with --color chosen, or with --editor an editor with a #rrggbb field and red, green and blue sliders (the palette's \"+\" swatch opens it too). OK prints the colour as rgb(r,g,b), or rgba(r,g,b,a) when it is translucent; white when no swatch is chosen, as GTK."
            )
        ],
        sections: [
            .init(
                "Options",
                Option.pickerHeading(text: "text above the chooser (plain text)") + options
                    + [
                        .flag("--editor", "open the editor (a #rrggbb field and sliders) instead of the palette") {
                            $0.request.showsEditor = true
                        }
                    ]
                    + Option.pickerClosing(json: "print one JSON object: the button, the colour, its #rrggbb and its alpha"))
        ],
        notes: [
            .paragraph(
                "Keys in the palette, as GTK's swatches: the dialog opens with the cursor on the first swatch; the arrows move it, Return or Space chooses the swatch under it, and on the chosen one is OK; the \"+\" swatch opens the editor. In the editor, a colour typed into the field applies as it is typed (#rgb, #rrggbb, a name such as navy, rgb(r,g,b)); the sliders' arrows move by 1, Page Up/Down by 16. Tab moves between the parts and the buttons; Return elsewhere is OK, Escape cancels."
            ),
            .paragraph("Exit status: 0 OK, 1 Cancel/Escape/closed, 2 usage error, 3 no Wayland display, 5 timeout."),
            .example(##"{"button": "ok", "color": "rgb(52,101,164)", "hex": "#3465a4", "alpha": 1}"##),
        ])

    /// Parses the arguments after `color`.
    ///
    /// - Throws: ``UsageError`` for unknown options, and for a `--color` GTK's parser does not take.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        guard let draft = try table.parse(arguments, into: Draft()) else { return .help(help) }
        if let given = draft.colorText, draft.request.initialColor == nil {
            throw UsageError(
                localized("--color needs a colour such as #ff0000, red or rgb(255,0,0), got %s", UsageError.quoted(given)))
        }
        return .color(draft.request)
    }
}
