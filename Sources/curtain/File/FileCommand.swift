import Curtain

/// `curtain file [options]`: the desktop's file chooser through its portal, printing one path per line, or
/// one JSON object with `--json`. zenity's `--file-selection` runs the same request with zenity's output.
enum FileCommand: TableSubcommand {
    /// The subcommand's name on the command line.
    static let name = "file"

    /// What the table writes into; `--save` and `--start` are resolved once the whole line is read.
    struct Draft: Sendable {
        var request = FileSelectionRequest(separator: "\n")
        var isSave = false
        var start: String?
    }

    /// Parses the arguments that follow `file`.
    ///
    /// - Returns: `.fileSelection(request)`, or `.help` when `--help` came.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        guard let draft = try table.parse(arguments, into: Draft()) else { return .help(help) }
        var request = draft.request
        request.chooser.purpose = draft.isSave ? .save : .open
        if draft.isSave && (request.chooser.allowsMultiple || request.chooser.choosesDirectories) {
            throw UsageError(localized("--save chooses one file name: it cannot be combined with --multiple or --directory"))
        }
        if let start = draft.start { request.chooser.start(at: start) }
        return .fileSelection(request)
    }

    /// Every option of `curtain file`, described once.
    static let table = CommandTable<Draft>(
        name: name,
        usage: ["curtain file [options]"],
        summary: "choose files through the desktop's file chooser and print their paths",
        about: [
            .paragraph(
                "Asks the desktop's file chooser (the org.freedesktop.portal.FileChooser portal on the session bus) and prints the chosen paths, one per line."
            )
        ],
        sections: [
            .init(
                "Options",
                [
                    .value("--title", "TEXT", "title of the chooser") { draft, value, _ in draft.request.chooser.title = value },
                    .flag("--multiple", "allow choosing several files") { draft in draft.request.chooser.allowsMultiple = true },
                    .flag("--directory", "choose a folder") { draft in draft.request.chooser.choosesDirectories = true },
                    .flag("--save", "choose a name to save under") { draft in draft.isSave = true },
                    .value(
                        "--start", "PATH", "start at PATH (a folder if it ends in /; the proposed name with --save)",
                        values: .file
                    ) { draft, value, _ in draft.start = value },
                    .value("--filter", "NAME | PATTERN...", "offer a filter, e.g. 'Images | *.png *.jpg' (repeatable)") {
                        draft, value, _ in draft.request.chooser.filters.append(FileFilter(zenity: value))
                    },
                    .value("--timeout", "SECONDS", "close the chooser after SECONDS (fractions allowed); exit 5") {
                        draft, value, option throws(UsageError) in
                        draft.request.timeout = try AlertCommand.parseTimeout(value, option: option)
                    },
                    .flag("--json", "print one JSON object instead of lines") { draft in draft.request.printsJSON = true },
                    .help(),
                ])
        ],
        notes: [
            .paragraph(
                "Exit status: 0 chosen, 1 cancelled, 2 usage error, 4 the portal failed, 5 timeout, 6 no D-Bus session bus or no file chooser portal on it."
            ),
            .paragraph("With --json, one object:"),
            .example(
                #"""
                {"paths": ["/home/me/a.png"], "uris": ["file:///home/me/a.png"],
                 "reason": "chosen"|"cancel"|"timeout"}
                """#),
        ])
}
