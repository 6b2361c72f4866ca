import Curtain

/// `curtain progress [options]`: a progress dialog fed by stdin, with zenity's line grammar
/// (``ProgressLine``) and an optional JSON result.
enum ProgressCommand: TableSubcommand {
    /// The subcommand's name on the command line.
    static let name = "progress"

    /// Parses the arguments that follow `progress`.
    ///
    /// - Returns: `.progress(request)`, or `.help`.
    /// - Throws: ``UsageError`` naming the first problem.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        guard let request = try table.parse(arguments, into: ProgressRequest()) else {
            return .help(help)
        }
        return .progress(request)
    }

    /// Every option of `curtain progress`, described once.
    static let table = CommandTable<ProgressRequest>(
        name: name,
        usage: ["curtain progress [options] < LINES"],
        summary: "show a progress bar fed by stdin",
        about: [
            .paragraph(
                "Shows a progress bar and reads stdin line by line: a line starting with a digit (45, 45%, 45.7) sets the percentage, capped at 100; '#TEXT' sets the label; other lines are ignored. OK is enabled at 100% or when stdin ends."
            )
        ],
        sections: [
            .init(
                "Options",
                [
                    .value("--title", "TEXT", "window title") { request, value, _ in request.dialog.title = value },
                    .value("--text", "TEXT", "label above the bar, until a '#' line") { request, value, _ in request.text = value
                    },
                    .value("--percentage", "N", "initial percentage, clamped to 0-100") {
                        request, value, option throws(UsageError) in
                        guard let number = Int(value) else {
                            throw UsageError(localized("%s needs a whole number, got %s", option, UsageError.quoted(value)))
                        }
                        request.percentage = min(max(number, 0), 100)
                    },
                    .flag("--pulsate", "pulsate until stdin ends") { request in request.isPulsating = true },
                    .flag("--auto-close", "close, exit 0, at 100% or when stdin ends") { request in
                        request.closesAutomatically = true
                    },
                    .flag("--no-cancel", "no Cancel button") { request in request.hasCancel = false },
                    .flag("--time-remaining", "estimate the time remaining") { request in request.showsTimeRemaining = true },
                    .value("--timeout", "SECONDS", "close after SECONDS (fractions allowed); exit 5") {
                        request, value, option throws(UsageError) in
                        request.dialog.timeout = try AlertCommand.parseTimeout(value, option: option)
                    },
                    .value("--width", "PX", "dialog width in logical pixels") { request, value, option throws(UsageError) in
                        request.dialog.width = try AlertCommand.parseWidth(value, option: option)
                    },
                    .flag("--json", "print one JSON object: reason and percentage") { request in request.outputFormat = .json },
                    .help(),
                ])
        ],
        notes: [
            .paragraph(
                "Exit status: 0 OK or auto-close, 1 Cancel/Escape/window closed, 2 usage error, 3 no Wayland display, 5 timeout."),
            .paragraph("With --json, one object:"),
            .example(#"{"reason": "ok"|"cancel"|"auto-close"|"timeout", "percentage": N}"#),
        ])
}
