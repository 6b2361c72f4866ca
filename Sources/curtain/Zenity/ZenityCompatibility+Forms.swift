import Curtain

/// zenity's `--forms` and `--password`: their options sections, and the form request built from them.
extension ZenityCompatibility {
    /// What the forms and password options write, resolved once the whole line is read (`--list-values` may come
    /// after the `--add-list` it fills).
    struct FormDraft: Sendable {
        /// `--forms` was given.
        var isForms = false
        /// `--password` was given.
        var isPassword = false
        /// `--username`.
        var asksUsername = false
        /// `--add-entry`, `--add-password`, `--add-list`, `--add-combo`, `--add-calendar`, in order; a list's columns and cells
        /// are filled in from `--column-values` and `--list-values` at the end.
        var fields: [FormField] = []
        var listValues: [String] = []
        var columnValues: [String] = []
        /// `--combo-values`, one per `--add-combo` in order.
        var comboValues: [String] = []
        var showsHeader = false
        var dateFormat: String?
        /// `--separator` as given (forms print it as it is; lists and file selection expand its escapes).
        var separator: String?

        /// The dialog type's option, once given.
        var modeName: String? { isForms ? "--forms" : isPassword ? "--password" : nil }
    }

    /// The `--forms` and `--password` flags among the dialog types.
    static let formModeOptions: [Option<Draft>] = [
        .flag("--forms", "a form of entries, passwords, lists and dates; prints their values") { draft throws(UsageError) in
            try draft.checkNoOtherDialogType(than: "--forms")
            draft.form.isForms = true
        },
        .flag("--password", "a password field (and a username with --username); prints them") { draft throws(UsageError) in
            try draft.checkNoOtherDialogType(than: "--password")
            draft.form.isPassword = true
        },
    ]

    /// zenity 3.44's "Forms dialog options".
    static let formsOptions: [Option<Draft>] = [
        .value("--add-entry", "LABEL", "add an entry field") { draft, value, _ in
            draft.form.fields.append(FormField(label: value, kind: .entry(text: "")))
        },
        .value("--add-password", "LABEL", "add a password field") { draft, value, _ in
            draft.form.fields.append(FormField(label: value, kind: .password))
        },
        .value("--add-list", "LABEL", "add a list (rows from the next --list-values)") { draft, value, _ in
            draft.form.fields.append(FormField(label: value, kind: .list(columns: [], cells: [])))
        },
        .value("--add-combo", "LABEL", "add a combo box (items from the next --combo-values)") { draft, value, _ in
            draft.form.fields.append(FormField(label: value, kind: .combo(choices: [], chosen: nil)))
        },
        .value("--add-calendar", "LABEL", "add a date field (YYYY-MM-DD, today to start with)") { draft, value, _ in
            draft.form.fields.append(FormField(label: value, kind: .calendar))
        },
        .value("--list-values", "A|B|...", "the cells of a list, row by row (one per --add-list, repeatable)") {
            draft, value, _ in draft.form.listValues.append(value)
        },
        .value("--column-values", "A|B|...", "the column titles of a list (repeatable)") { draft, value, _ in
            draft.form.columnValues.append(value)
        },
        .value("--combo-values", "A|B|...", "the items of a combo box (one per --add-combo, repeatable)") {
            draft, value, _ in draft.form.comboValues.append(value)
        },
        .flag("--show-header", "show the lists' column titles") { draft in draft.form.showsHeader = true },
        .value("--forms-date-format", "PATTERN", "strftime pattern of dates (default: the locale's, %m/%d/%y)") {
            draft, value, _ in draft.form.dateFormat = value
        },
    ]

    /// zenity 3.44's "Password dialog options".
    static let passwordOptions: [Option<Draft>] = [
        .flag("--username", "also ask for a username; prints user|password") { draft in draft.form.asksUsername = true }
    ]

    /// The form `--forms` or `--password` describes, or zenity's own error for an option the dialog lacks.
    static func formRequest(_ draft: Draft) -> Invocation {
        let form = draft.form
        if let name = misplacedFormOption(form) { return .zenityFailure(localized("%s is not supported for this dialog", name)) }
        var request = FormRequest()
        var defaults = DialogOptions(title: "zenity")
        if form.isPassword { (defaults.okLabel, defaults.cancelLabel) = (localized("_OK"), localized("_Cancel")) }
        request.dialog = draft.dialogOptions(over: defaults)
        request.buttons.extraLabels = draft.buttons.extraLabels
        if form.isPassword {
            request.output = .zenityPassword
            request.heading.text =
                form.asksUsername ? localized("Type your username and password") : localized("Type your password")
            request.heading.usesMarkup = false
            request.heading.isBold = false
            request.fields =
                (form.asksUsername ? [FormField(label: localized("Username:"), kind: .entry(text: ""))] : [])
                + [FormField(label: localized("Password:"), kind: .password, submitsOnReturn: true)]
            request.buttons.usesMnemonics = true
            request.buttons.extrasLead = true
            return .form(request)
        }
        request.heading.text = draft.alert.message.map(BackslashEscapes.expand) ?? localized("Forms dialog")
        request.fields = filledCombos(filledLists(form), comboValues: form.comboValues)
        request.separator = form.separator ?? "|"
        request.showsHeader = form.showsHeader
        if let format = form.dateFormat { request.dateFormat = format }
        return .form(request)
    }

    /// A forms or password option given to a dialog that lacks it, which zenity refuses (exit 255).
    static func misplacedFormOption(_ form: FormDraft) -> String? {
        let misplaced = [
            (form.asksUsername && !form.isPassword, "--username"),
            (form.separator != nil && form.isPassword, "--separator"),
            (!form.listValues.isEmpty && !form.isForms, "--list-values"),
            (!form.columnValues.isEmpty && !form.isForms, "--column-values"),
            (!form.comboValues.isEmpty && !form.isForms, "--combo-values"),
            (form.showsHeader && !form.isForms, "--show-header"),
            (form.dateFormat != nil && !form.isForms, "--forms-date-format"),
        ]
        return misplaced.first { $0.0 }?.1
    }

    /// The form's fields with each list's columns and cells, as zenity 3.44 assigns them: the n-th list takes the
    /// n-th `--list-values` (none left: no rows), and its columns from the n-th `--column-values`, or the first
    /// when there are fewer (none: one column, "column").
    ///
    /// zenity reads `--column-values` past the first with the index of `--list-values` (a slip in its option
    /// code): the second list's columns are the second `--list-values`, and so on. Copied, so the output matches.
    static func filledLists(_ form: FormDraft) -> [FormField] {
        let columnSources = form.columnValues.isEmpty ? ["column"] : [form.columnValues[0]] + form.listValues.dropFirst()
        var listNumber = 0
        return form.fields.map { field in
            guard case .list = field.kind else { return field }
            defer { listNumber += 1 }
            let columns = FormField.splitValues(columnSources[listNumber < columnSources.count ? listNumber : 0])
            let cells = listNumber < form.listValues.count ? FormField.splitValues(form.listValues[listNumber]) : []
            var filled = field
            filled.kind = .list(columns: columns.isEmpty ? [""] : columns, cells: cells)
            return filled
        }
    }

    /// The form's combo boxes with their items: the n-th combo box takes the n-th `--combo-values` (none left: no
    /// items), and starts with no choice, as in zenity 3.44.
    static func filledCombos(_ fields: [FormField], comboValues: [String]) -> [FormField] {
        var comboNumber = 0
        return fields.map { field in
            guard case .combo = field.kind else { return field }
            defer { comboNumber += 1 }
            var filled = field
            filled.kind = .combo(
                choices: comboNumber < comboValues.count ? FormField.splitValues(comboValues[comboNumber]) : [], chosen: nil)
            return filled
        }
    }
}
