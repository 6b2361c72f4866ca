import Curtain

/// `curtain list`: the list dialog with curtain's own conventions: the same rows, columns and
/// output as zenity's `--list`, plus `--json`; problems are usage errors (exit 2).
///
/// ```sh
/// fruit=$(curtain list --title Fruit --column Name apple pear plum) || exit
/// printf '%s\n' TRUE a FALSE b | curtain list --checklist --column '' --column Item --json
/// ```
enum ListCommand: TableSubcommand {
    /// The subcommand's name.
    static let name = "list"

    /// What the list's options write, resolved once the whole line is read (`--print-column` may come before the
    /// `--column`s it counts): `curtain list`'s, and zenity's `--list`.
    struct Draft: Sendable {
        var request = ListRequest()
        var printColumn: String?
        var hideColumn: String?
        var checklist = false
        var radiolist = false

        /// The request, or what makes none: both `--checklist` and `--radiolist`, or no column (zenity's own
        /// words; zenity mode prints them as zenity does, `curtain list` as a usage error).
        func resolved() throws(UsageError) -> ListRequest {
            var request = self.request
            if checklist && radiolist { throw UsageError(localized("You should use only one List dialog type.")) }
            guard !request.columns.isEmpty else { throw UsageError(localized("No column titles specified for List dialog.")) }
            request.kind = checklist ? .checklist : radiolist ? .radiolist : .plain
            request.printColumns = printColumn.map { ListRequest.parsePrintColumns($0, columnCount: request.columns.count) }
            if let hideColumn,
                case .columns(let numbers) = ListRequest.parsePrintColumns(hideColumn, columnCount: request.columns.count)
            {
                request.hiddenColumns = numbers
            }
            return request
        }
    }

    /// Every option of `curtain list`.
    static let table = CommandTable<Draft>(
        name: name,
        usage: ["curtain list --column TITLE... [options] [CELL...]"],
        summary: "show a list of rows; print the chosen ones",
        about: [
            .paragraph(
                "Shows rows in columns; prints the chosen rows on OK (Return, a double click). Cells follow the options, row by row; without any, one cell per line is read from stdin."
            )
        ],
        sections: [
            .init(
                "Options",
                [
                    .value("--title", "TEXT", "window title") { draft, value, _ in draft.request.dialog.title = value },
                    .value("--text", "TEXT", "text above the list") { draft, value, _ in draft.request.text = value },
                    .value("--column", "TITLE", "add a column (repeatable, at least one)") { draft, value, _ in
                        draft.request.columns.append(value)
                    },
                    .flag("--checklist", "check boxes in the first column (TRUE/FALSE cells)") { $0.checklist = true },
                    .flag("--radiolist", "radio buttons in the first column (TRUE/FALSE cells)") { $0.radiolist = true },
                    .flag("--multiple", "allow choosing several rows") { $0.request.allowsMultiple = true },
                    .value("--separator", "TEXT", "between printed values (default |)") { draft, value, _ in
                        draft.request.separator = value
                    },
                    .value("--print-column", "N|ALL", "columns to print: numbers, comma-separated, or ALL") { draft, value, _ in
                        draft.printColumn = value
                    },
                    .value("--hide-column", "N", "columns to hide: numbers, comma-separated") { draft, value, _ in
                        draft.hideColumn = value
                    },
                    .flag("--hide-header", "hide the column headers") { $0.request.hidesHeader = true },
                    .flag("--mid-search", "type-ahead matches anywhere in a row's text") { $0.request.searchesWithinText = true },
                    .value("--width", "PX", "dialog width") { draft, value, option throws(UsageError) in
                        draft.request.dialog.width = try AlertCommand.parseWidth(value, option: option)
                    },
                    .value("--height", "PX", "dialog height") { draft, value, option throws(UsageError) in
                        draft.request.dialog.height = try AlertCommand.parseWidth(value, option: option)
                    },
                    .value("--timeout", "SECONDS", "close after SECONDS, exit 5") { draft, value, _ throws(UsageError) in
                        guard let seconds = Int(value), seconds > 0, seconds <= 86_400 else {
                            throw UsageError(
                                localized("--timeout needs a positive whole number of seconds, got %s", UsageError.quoted(value)))
                        }
                        draft.request.dialog.timeout = .seconds(seconds)
                    },
                    .value("--ok-label", "TEXT", "label of OK") { draft, value, _ in draft.request.dialog.okLabel = value },
                    .value("--cancel-label", "TEXT", "label of Cancel") { draft, value, _ in
                        draft.request.dialog.cancelLabel = value
                    },
                    .flag("--json", "print one JSON object: the button and the chosen rows by column title") {
                        $0.request.printsJSON = true
                    },
                    .help(),
                ])
        ],
        notes: [
            .paragraph("Exit status: 0 OK, 1 Cancel/Escape/closed, 2 usage error, 3 no Wayland display, 5 timeout."),
            .example(#"{"button": "ok", "rows": [{"index": 1, "cells": {"Name": "pear"}}]}"#),
        ])

    /// Parses the arguments after `list`.
    ///
    /// - Throws: ``UsageError`` for unknown options, no `--column`, or both `--checklist` and `--radiolist`.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        let cells: (inout Draft, String) throws(UsageError) -> Void = { draft, cell in
            draft.request.cells.append(cell)
        }
        guard let draft = try table.parse(arguments, into: Draft(), positional: cells) else {
            return .help(help)
        }
        return .list(try draft.resolved())
    }
}
