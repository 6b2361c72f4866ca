/// `curtain text`: a text from a file or stdin, read-only or editable, with curtain's own conventions:
/// the same dialog and output as zenity's `--text-info`, plus `--json`; problems are usage errors (exit 2).
///
/// ```sh
/// curtain text --filename LICENSE --checkbox 'I accept' || exit
/// notes=$(curtain text --editable < notes.txt) && printf '%s' "$notes" > notes.txt
/// ```
enum TextCommand: TableSubcommand {
    /// The subcommand's name.
    static let name = "text"

    /// Every option of `curtain text`.
    static let table = CommandTable<TextRequest>(
        name: name,
        usage: ["curtain text [options] [< TEXT]"],
        summary: "show a text from a file or stdin; with --editable, print it as edited",
        about: [
            .paragraph(
                "Shows a text in a scrolling window, read from --filename or else from stdin while the window is up. The text is plain (never markup) and wraps at word boundaries. With --editable it can be changed, and OK prints it exactly as it then is, without adding a newline."
            )
        ],
        sections: [
            .init(
                "Options",
                [
                    .value("--title", "TEXT", "window title") { request, value, _ in request.dialog.title = value },
                    .value("--filename", "FILE", "the file to show, instead of stdin", values: .file) { request, value, _ in
                        request.filename = value
                    },
                    .flag("--editable", "the text can be edited; OK prints it") { $0.isEditable = true },
                    .value("--checkbox", "TEXT", "a check box with this label; OK is disabled until it is checked") {
                        request, value, _ in request.checkbox = value
                    },
                    .flag("--auto-scroll", "follow the end of the text while stdin streams in") {
                        $0.scrollsAutomatically = true
                    },
                    .value("--font", "FONT", "a Pango font description, e.g. 'Monospace 12'") { request, value, _ in
                        request.font = value
                    },
                    .value("--width", "PX", "window width (default 300)") { request, value, option throws(UsageError) in
                        request.dialog.width = try AlertCommand.parseWidth(value, option: option)
                    },
                    .value("--height", "PX", "window height (default 400)") { request, value, option throws(UsageError) in
                        request.dialog.height = try AlertCommand.parseWidth(value, option: option)
                    },
                    .value("--timeout", "SECONDS", "close after SECONDS (fractions allowed); exit 5, printing as OK does") {
                        request, value, option throws(UsageError) in
                        request.dialog.timeout = try AlertCommand.parseTimeout(value, option: option)
                    },
                    .value("--ok-label", "TEXT", "label of OK") { request, value, _ in request.dialog.okLabel = value },
                    .value("--cancel-label", "TEXT", "label of Cancel") { request, value, _ in request.dialog.cancelLabel = value
                    },
                    .flag("--json", "print one JSON object: the button, the text (--editable), the check box (--checkbox)") {
                        $0.printsJSON = true
                    },
                    .help(),
                ])
        ],
        notes: [
            .paragraph(
                "Keys: Escape cancels; Ctrl+Return is OK (and Return, unless the text is editable); Tab moves between the text, the check box and the buttons."
            ),
            .paragraph("Exit status: 0 OK, 1 Cancel/Escape/closed, 2 usage error, 3 no Wayland display, 5 timeout."),
            .example(#"{"button": "ok", "text": "edited\n", "checked": true}"#),
        ])

    /// Parses the arguments after `text`.
    ///
    /// - Throws: ``UsageError`` for unknown options and arguments.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        guard let request = try table.parse(arguments, into: TextRequest()) else { return .help(help) }
        return .text(request)
    }
}
