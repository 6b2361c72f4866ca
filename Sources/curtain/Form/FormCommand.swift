import Curtain

/// `curtain form`: a form with curtain's own conventions: fields in the order given, Return chooses OK from
/// anywhere, values printed joined by `--separator` or as one JSON object; problems are usage errors (exit 2).
///
/// ```sh
/// IFS='|' read -r name pass <<<"$(curtain form --entry Name --password Password)" || exit
/// curtain form --text 'New user' --entry Name --list Group --values 'staff|admin' --check 'Send mail' --json
/// ```
enum FormCommand: TableSubcommand {
    /// The subcommand's name.
    static let name = "form"

    /// Every option of `curtain form`.
    static let table = CommandTable<FormRequest>(
        name: name,
        usage: ["curtain form --FIELD LABEL... [options]"],
        summary: "show a form of labelled fields; print their values",
        about: [
            .paragraph(
                "Shows labelled fields in the order given; OK (or Return) prints their values. --values, --columns and --text-value fill the field added last."
            )
        ],
        sections: [
            .init(
                "Fields",
                [
                    .value("--entry", "LABEL", "a text field") { request, value, _ in
                        request.fields.append(FormField(label: value, kind: .entry(text: "")))
                    },
                    .value("--password", "LABEL", "a secure text field") { request, value, _ in
                        request.fields.append(FormField(label: value, kind: .password))
                    },
                    .value("--list", "LABEL", "a list; --values gives its cells, --columns its titles") { request, value, _ in
                        request.fields.append(FormField(label: value, kind: .list(columns: [value], cells: [])))
                    },
                    .value("--date", "LABEL", "a date field (YYYY-MM-DD, today to start with)") { request, value, _ in
                        request.fields.append(FormField(label: value, kind: .calendar))
                    },
                    .value("--check", "LABEL", "a check box; prints TRUE or FALSE") { request, value, _ in
                        request.fields.append(FormField(label: value, kind: .checkBox(isOn: false)))
                    },
                    .value("--radio", "LABEL", "radio buttons, one per --values entry; prints the chosen one") {
                        request, value, _ in
                        request.fields.append(FormField(label: value, kind: .radio(choices: [], chosen: nil)))
                    },
                    .value("--combo", "LABEL", "a combo box, one item per --values entry; prints the chosen one") {
                        request, value, _ in
                        request.fields.append(FormField(label: value, kind: .combo(choices: [], chosen: nil)))
                    },
                    .value(
                        "--values", "A|B|...", "the last --list's cells row by row, or the last --radio's or --combo's choices"
                    ) {
                        request, value, option throws(UsageError) in
                        try fillLast(&request, option) { kind in
                            switch kind {
                            case .list(let columns, _): .list(columns: columns, cells: FormField.splitValues(value))
                            case .radio: .radio(choices: FormField.splitValues(value), chosen: 0)
                            case .combo: .combo(choices: FormField.splitValues(value), chosen: 0)
                            default: nil
                            }
                        }
                    },
                    .value("--columns", "A|B|...", "the last --list's column titles") {
                        request, value, option throws(UsageError) in
                        try fillLast(&request, option) { kind in
                            guard case .list(_, let cells) = kind else { return nil }
                            let columns = FormField.splitValues(value)
                            return .list(columns: columns.isEmpty ? [""] : columns, cells: cells)
                        }
                    },
                    .value("--text-value", "TEXT", "the last --entry's initial text") {
                        request, value, option throws(UsageError) in
                        try fillLast(&request, option) { kind in if case .entry = kind { .entry(text: value) } else { nil } }
                    },
                    .flag("--on", "the last --check starts checked") { request throws(UsageError) in
                        try fillLast(&request, "--on") { kind in if case .checkBox = kind { .checkBox(isOn: true) } else { nil } }
                    },
                ]),
            .init(
                "Options",
                [
                    .value("--title", "TEXT", "window title") { request, value, _ in request.dialog.title = value },
                    .value("--text", "TEXT", "text above the fields (plain text)") { request, value, _ in
                        request.heading.text = value
                    },
                    .flag("--show-header", "show the lists' column titles") { $0.showsHeader = true },
                    .value("--separator", "TEXT", "between printed values (default |)") { request, value, _ in
                        request.separator = value
                    },
                    .value("--date-format", "PATTERN", "strftime pattern of dates (default %Y-%m-%d)") { request, value, _ in
                        request.dateFormat = value
                    },
                    .value("--width", "PX", "dialog width") { request, value, option throws(UsageError) in
                        request.dialog.width = try AlertCommand.parseWidth(value, option: option)
                    },
                    .value("--timeout", "SECONDS", "close after SECONDS, exit 5") { request, value, option throws(UsageError) in
                        request.dialog.timeout = try AlertCommand.parseTimeout(value, option: option)
                    },
                    .value("--ok-label", "TEXT", "label of OK") { request, value, _ in request.dialog.okLabel = value },
                    .value("--cancel-label", "TEXT", "label of Cancel") { request, value, _ in request.dialog.cancelLabel = value
                    },
                    .flag("--json", "print one JSON object: the button and every field's label, type and value") {
                        $0.output = .json
                    },
                    .help(),
                ]),
        ],
        notes: [
            .paragraph(
                "Stdout on OK: the values joined by the separator, then a newline; a list gives its chosen rows' cells joined by commas, a check box TRUE or FALSE, a date its --date-format."
            ),
            .paragraph("Exit status: 0 OK, 1 Cancel/Escape/closed, 2 usage error, 3 no Wayland display, 5 timeout."),
            .example(
                #"{"button": "ok", "fields": [{"label": "Name", "type": "entry", "value": "Ann"}, {"label": "Send mail", "type": "check", "value": true}]}"#
            ),
        ])

    /// Parses the arguments after `form`.
    ///
    /// - Throws: ``UsageError`` for unknown options, no fields, or a field option with no field to fill.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        var initial = FormRequest()
        initial.dialog.title = localized("Form")
        initial.heading.text = ""
        initial.heading.usesMarkup = false
        initial.heading.isBold = false
        initial.dateFormat = "%Y-%m-%d"
        initial.output = .plain
        guard let request = try table.parse(arguments, into: initial) else { return .help(help) }
        guard !request.fields.isEmpty else {
            throw UsageError(localized("no fields given: add --entry, --password, --list, --date, --check, --radio or --combo"))
        }
        for field in request.fields {
            switch field.kind {
            case .radio(let choices, _) where choices.isEmpty:
                throw UsageError(localized("--radio %s needs --values with its choices", UsageError.quoted(field.label)))
            case .combo(let choices, _) where choices.isEmpty:
                throw UsageError(localized("--combo %s needs --values with its choices", UsageError.quoted(field.label)))
            default: continue
            }
        }
        return .form(request)
    }

    /// Changes the kind of the field added last with `change`, which returns `nil` when `option` does not apply to it.
    private static func fillLast(
        _ request: inout FormRequest, _ option: String,
        _ change: (FormField.Kind) -> FormField.Kind?
    ) throws(UsageError) {
        guard let last = request.fields.indices.last, let kind = change(request.fields[last].kind) else {
            throw UsageError(localized("%s must follow the field it fills", option))
        }
        request.fields[last].kind = kind
    }
}
