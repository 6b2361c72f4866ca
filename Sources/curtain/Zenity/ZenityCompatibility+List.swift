import Curtain

/// zenity's `--list`: its options section, and the request built from them.
extension ZenityCompatibility {
    /// The `--list` flag among the dialog types.
    static let listModeOption = Option<Draft>.flag("--list", "a list of rows; prints the chosen rows") {
        draft throws(UsageError) in
        try draft.checkNoOtherDialogType(than: "--list")
        draft.isList = true
    }

    /// zenity 3.44's "List options".
    static let listOptions: [Option<Draft>] = [
        .value("--column", "TITLE", "add a column (repeatable)") { draft, value, _ in draft.list.request.columns.append(value) },
        .flag("--checklist", "check boxes in the first column") { draft in draft.list.checklist = true },
        .flag("--radiolist", "radio buttons in the first column") { draft in draft.list.radiolist = true },
        // --separator and --multiple are also --file-selection's: the table finds this entry first, so it sets both.
        .value("--separator", "TEXT", "between printed values (default |); escapes such as \\n are expanded") { draft, value, _ in
            draft.list.request.separator = BackslashEscapes.expand(value)
            draft.file.request.separator = BackslashEscapes.expand(value)
            draft.form.separator = value  // --forms prints it as given
        },
        .flag("--multiple", "allow choosing several rows") { draft in
            draft.list.request.allowsMultiple = true
            draft.file.request.chooser.allowsMultiple = true
        },
        .flag("--editable", "--text-info: the text can be edited, and OK prints it (--list ignores it)") { draft in
            draft.isEditable = true
        },
        .value("--print-column", "N|ALL", "columns to print: numbers, comma-separated, or ALL") { draft, value, _ in
            draft.list.printColumn = value
        },
        .value("--hide-column", "N", "columns to hide: numbers, comma-separated") { draft, value, _ in
            draft.list.hideColumn = value
        },
        .flag("--hide-header", "hide the column headers") { draft in draft.list.request.hidesHeader = true },
        .flag("--mid-search", "type-ahead matches anywhere in a row's text") { draft in
            draft.list.request.searchesWithinText = true
        },
    ]

    /// The list request, or zenity's own error (zenity prints it and exits 255).
    static func listRequest(_ draft: Draft) -> Invocation {
        var list = draft.list
        var request = list.request
        if let text = draft.alert.message { request.text = BackslashEscapes.expand(text) }
        request.dialog = draft.dialogOptions(over: request.dialog)
        request.extraLabels = draft.buttons.extraLabels
        list.request = request
        do {
            return .list(try list.resolved())
        } catch {
            return .zenityFailure(error.message)  // zenity prints its own error and exits 255
        }
    }
}
