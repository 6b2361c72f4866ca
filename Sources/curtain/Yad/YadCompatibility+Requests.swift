import Curtain

#if canImport(Glibc)
import Glibc
#endif

/// From a parsed command line to the dialog it asks for: yad picks the dialog by its mode option (`--form`,
/// `--list`, …; a message without one), and each dialog's request reads the options that dialog knows.
extension YadCompatibility {
    /// The dialog `draft` asks for; `arguments` are the command line, which a `--plug` child hands its parent.
    static func dialog(for draft: Draft, arguments: [String]) throws(UsageError) -> YadDialog {
        if draft.isNotification { return .notification(notificationRequest(draft)) }
        if draft.plug != -1 { return .plug(try plugRequest(draft, arguments: arguments)) }
        if draft.isNotebook || draft.isPaned { return .notebook(try notebookRequest(draft)) }
        if draft.isForm { return .form(try formRequest(draft)) }
        if draft.isList { return .list(try listRequest(draft)) }
        if draft.isMultiProgress { return .progress(try progressRequest(draft)) }
        if draft.isProgress { return .progress(try progressRequest(draft)) }
        if draft.isCalendar { return .calendar(try calendarRequest(draft)) }
        if draft.isColor { return .color(try colorRequest(draft)) }
        if draft.isFile { return .file(try fileRequest(draft)) }
        if draft.isTextInfo { return .text(try textRequest(draft)) }
        if draft.isScale { return .scale(try scaleRequest(draft)) }
        if draft.isIcons { return .icons(try iconsRequest(draft)) }
        if draft.isEntry, draft.isNumeric || !(draft.extraArguments.isEmpty || draft.entryCompletes) {
            return .form(entryForm(draft))
        }
        return .message(try request(draft))
    }

    /// A `--plug` child: its dialog, which must be one a tab shows, and the arguments its parent parses again.
    private static func plugRequest(_ draft: Draft, arguments: [String]) throws(UsageError) -> YadPlugRequest {
        var dialog = draft
        dialog.plug = -1
        let page: YadPage?
        if draft.isForm {
            page = YadPage(.form(try formRequest(dialog)))
        } else if draft.isList {
            page = YadPage(.list(try listRequest(dialog)))
        } else {
            page = nil
        }
        guard let page else { throw YadCompatibility.notSupportedYet("--plug (a tab other than --form or --list)") }
        return YadPlugRequest(key: draft.plug, tabNumber: draft.tabNumber, arguments: arguments, page: page)
    }

    /// The notebook or paned window: yad's title, size, timeout and Escape, and its `--button`s or GTK's Cancel and OK.
    private static func notebookRequest(_ draft: Draft) throws(UsageError) -> YadNotebookRequest {
        let dialog = dialogWindow(draft, from: DialogOptions(title: "YAD"))
        let layout: YadNotebookRequest.Layout =
            draft.isNotebook
            ? .notebook(tabs: draft.tabs, position: draft.tabPosition, borders: draft.tabBorders, active: draft.activeTab)
            : .paned(axis: draft.panedAxis, splitter: draft.splitter)
        return YadNotebookRequest(
            key: draft.key, layout: layout, dialog: dialog, text: draft.alert.message ?? "",
            usesMarkup: draft.alert.usesMarkup, response: draft.response)
    }

    /// The calendar: curtain's, with yad's window, keys and printing rule (``dialogWindow(_:from:)``).
    private static func calendarRequest(_ draft: Draft) throws(UsageError) -> YadCalendarRequest {
        var calendar = draft.calendar
        calendar.dialog = dialogWindow(draft, from: calendar.dialog)
        calendar.text = draft.alert.message ?? ""
        calendar.usesMarkup = draft.alert.usesMarkup
        return YadCalendarRequest(calendar: calendar, response: draft.response)
    }

    /// The colour dialog: curtain's chooser, with yad's window, keys and printing rule (``dialogWindow(_:from:)``): GTK's
    /// editor, as yad's `GtkColorSelection` is, or the palette with `--gtk-palette`; it starts from `--init-color`
    /// (a colour GDK cannot read is ignored, as yad ignores it), or from white, as yad 0.40's does.
    private static func colorRequest(_ draft: Draft) throws(UsageError) -> YadColorRequest {
        var request = draft.color
        request.color.dialog = dialogWindow(draft, from: request.color.dialog)
        request.color.initialColor = draft.colorText.flatMap(Color.init(cssString:)) ?? Color(red: 1, green: 1, blue: 1)
        request.color.showsEditor = !draft.showsGTKPalette
        request.response = draft.response
        return request
    }

    /// The file dialog: the desktop's file chooser through the portal, with yad's title (YAD without `--title`),
    /// timeout, separator and printing rule.
    private static func fileRequest(_ draft: Draft) throws(UsageError) -> YadFileRequest {
        guard draft.buttons.isEmpty, !draft.hasNoButtons else {
            throw YadCompatibility.notSupportedYet("--file (with its own buttons)")
        }
        var file = draft.file
        file.chooser.purpose = draft.savesFile ? .save : .open
        file.chooser.title = draft.alert.title ?? "YAD"
        file.chooser.allowsMultiple = draft.allowsMultiple
        if let filename = draft.text.filename { file.chooser.start(at: filename) }
        file.separator = draft.separator
        file.timeout = draft.alert.timeout
        return YadFileRequest(file: file, quotesOutput: draft.quotesOutput, response: draft.response)
    }

    /// The tray icon: `--image`, `--text`, `--title` and `--timeout` as the other dialogs read them, and the menu
    /// split at the separators as they are at the end of the command line.
    private static func notificationRequest(_ draft: Draft) -> YadNotificationRequest {
        var request = draft.notification
        request.icon = draft.image ?? request.icon
        request.toolTip = draft.alert.message ?? request.toolTip
        request.usesMarkup = draft.alert.usesMarkup
        request.title = draft.alert.title ?? request.title
        request.timeout = draft.alert.timeout
        request.response = draft.response
        (request.separator, request.itemSeparator) = (draft.separator, draft.itemSeparator)
        if let menu = draft.notificationMenu { request.setMenu(menu) }
        return request
    }

    /// The progress bar: curtain's, with yad's window and its one Close button, enabled from the start; with
    /// `--multi-progress`, its `--bar`s, each starting at the argument at its position (a `PULSE` bar's is its step,
    /// not read here).
    private static func progressRequest(_ draft: Draft) throws(UsageError) -> YadProgressRequest {
        var progress = draft.progress
        progress.dialog = dialogWindow(draft, from: progress.dialog)
        if draft.isMultiProgress {
            var bars = draft.bars
            for index in bars.indices {
                bars[index].usesMarkup = draft.alert.usesMarkup
                if index < draft.extraArguments.count, bars[index].kind != .pulse {
                    bars[index].percentage = YadProgressRequest.startingPercentage(draft.extraArguments[index])
                }
            }
            progress.bars = bars
            progress.barAxis = draft.isVertical ? .vertical : .horizontal
            progress.barNameAlignment = draft.alignment
            progress.watchedBar = bars.indices.contains(draft.watchBar - 1) ? draft.watchBar - 1 : nil
        }
        progress.dialog.okLabel = localized("Close")
        progress.text = draft.alert.message ?? ""
        progress.hasCloseButtonOnly = true
        return YadProgressRequest(progress: progress, killsParentUnlessOK: draft.killsParentUnlessOK, response: draft.response)
    }

    /// The list: curtain's, with yad's window, keys and printing rule (``dialogWindow(_:from:)``); its cells are the
    /// arguments, or stdin's lines when there are none.
    private static func listRequest(_ draft: Draft) throws(UsageError) -> YadListRequest {
        var list = ListRequest()
        list.dialog = dialogWindow(draft, from: DialogOptions(title: "YAD"))
        list.text = draft.alert.message ?? ""
        list.columns = draft.listColumns.map(\.title)
        guard !list.columns.isEmpty else { throw UsageError(localized("No column titles specified for List dialog.")) }
        list.cells = draft.extraArguments
        list.kind = draft.listKind
        list.allowsMultiple = draft.allowsMultiple
        list.separator = draft.separator
        list.hidesHeader = draft.hidesHeader
        list.hiddenColumns = draft.listColumns.indices.filter { draft.listColumns[$0].type == .hidden }.map { $0 + 1 }
        if draft.hiddenColumn > 0 { list.hiddenColumns.append(draft.hiddenColumn) }
        list.activationToggles = true
        list.cursorStartsOnFirstRow = true
        return YadListRequest(
            list: list, columnTypes: draft.listColumns.map(\.type), printColumn: draft.printColumn,
            printsAll: draft.printsAll, quotesOutput: draft.quotesOutput, response: draft.response)
    }

    /// The form: curtain's, with yad's window, keys and printing rule (``dialogWindow(_:from:)``), each field made
    /// from its `--field` and its value, the argument at its position.
    private static func formRequest(_ draft: Draft) throws(UsageError) -> YadFormRequest {
        var form = FormRequest()
        form.dialog = dialogWindow(draft, from: DialogOptions(title: "YAD"))
        form.heading = FormHeading(text: draft.alert.message ?? "", usesMarkup: draft.alert.usesMarkup, isBold: false)
        form.initialFocus = draft.focusField - 1
        var fields = draft.formFields
        for index in fields.indices {
            let value = index < draft.extraArguments.count ? draft.extraArguments[index] : nil
            form.fields.append(try formField(&fields[index], value: value, itemSeparator: draft.itemSeparator))
        }
        var request = YadFormRequest(
            form: form, fields: fields, separator: draft.separator, quotesOutput: draft.quotesOutput,
            numbersChoices: draft.numbersChoices, columns: max(1, draft.columns), outputsByRow: draft.outputsByRow,
            response: draft.response, colorFormat: draft.color)
        request.form.commandLine = FormCommandLine { [request] in request.commandLine($0, values: $1) }
        return request
    }

    /// The form field that shows `field` with `value` (yad's `set_field_value`); a number's range and digits go into
    /// `field`.
    ///
    /// - Throws: ``UsageError`` for a `BTN` or `FBTN` whose command starts with `@` (yad runs it and fills the fields
    ///   from what it prints), which curtain does not do yet.
    private static func formField(_ field: inout YadFormRequest.Field, value: String?, itemSeparator: String)
        throws(UsageError) -> FormField
    {
        // yad splits a list as g_strsplit does (an empty value has no items) and expands each item's escapes; `^`
        // marks the one chosen first.
        let items = (value ?? "").isEmpty ? [] : (value ?? "").split(separator: itemSeparator, omittingEmptySubsequences: false)
        let choices = items.map { BackslashEscapes.expand(String($0.hasPrefix("^") ? $0.dropFirst() : $0)) }
        let marked = items.lastIndex { $0.hasPrefix("^") }
        let label = BackslashEscapes.expand(field.label)
        switch field.kind {
        case .entry, .date, .saveFile, .newDirectory, .files, .directories:
            return FormField(label: label, kind: .entry(text: value ?? ""), submitsOnReturn: true)
        case .completion:
            return FormField(label: label, kind: .entry(text: marked.map { choices[$0] } ?? ""), submitsOnReturn: true)
        case .hidden:
            return FormField(label: label, kind: .password, submitsOnReturn: true)
        case .readOnly:
            var form = FormField(label: label, kind: .entry(text: value ?? ""))
            form.isEditable = false
            return form
        case .number:
            let parts = items.map(String.init)
            var number = YadFormRequest.NumberFormat()
            if parts.count > 1 {
                let range = parts[1].split(separator: "..", maxSplits: 1).map { Double($0) ?? 0 }
                if range.count == 2 { (number.minimum, number.maximum) = (range[0], range[1]) }
            }
            if parts.count > 3 { number.digits = min(20, Int(parts[3]) ?? 0) }
            number.initial = min(max(parts.first.flatMap { Double($0) } ?? 0, number.minimum), number.maximum)
            field.number = number
            return FormField(label: label, kind: .entry(text: number.formatted(number.initial)))
        case .check:
            return FormField(label: label, kind: .checkBox(isOn: value?.uppercased() == "TRUE"))
        case .combo:
            return FormField(label: label, kind: .combo(choices: choices, chosen: choices.isEmpty ? nil : marked ?? 0))
        case .comboEntry:
            return FormField(label: label, kind: .entry(text: choices.isEmpty ? "" : choices[marked ?? 0]))
        case .text:
            return FormField(label: label, kind: .multilineText(text: BackslashEscapes.expand(value ?? "")))
        case .label:
            return FormField(label: label, kind: .note)
        case .font:
            // GTK's font button starts from Sans 12.
            return FormField(label: label, kind: .entry(text: value ?? "Sans 12"))
        case .scale:
            // GTK's range takes atoi's number and keeps it from 0 to 100.
            let number = Double(ListRequest.leadingInteger(value ?? ""))
            return FormField(label: label, kind: .slider(value: min(max(number, 0), 100), range: 0...100, step: 1))
        case .color:
            // gdk_color_parse: #rgb to #rrrrggggbbbb and X11's names; GTK's colour button starts black.
            let color = value.flatMap { $0.hasPrefix("rgb") ? nil : Color(cssString: $0) } ?? Color(red: 0, green: 0, blue: 0)
            return FormField(label: label, kind: .color(color))
        case .file, .directory:
            // GTK's file chooser button holds an absolute path; a folder's starts in the current folder.
            let folder = currentDirectory()
            let path = value.flatMap { $0.isEmpty ? nil : YadFormRequest.absolutePath($0, in: folder) }
            return FormField(
                label: label,
                kind: .path(field.kind == .directory ? path ?? folder : path, choosesDirectories: field.kind == .directory))
        case .button, .fullButton:
            let command = value ?? ""
            if command.hasPrefix("@") { throw YadCompatibility.notSupportedYet("--form (a BTN whose command starts with @)") }
            let name = String(
                field.label.split(separator: itemSeparator, maxSplits: 2, omittingEmptySubsequences: false).first ?? "")
            // GTK's label for a stock id; other labels show as written (markup is not read here).
            return FormField(
                label: YadButton.stockLabels[name] ?? name, kind: .commandButton(command: command, isFlat: field.kind == .button))
        }
    }

    /// The current folder, where yad's folder fields start.
    private static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// An entry with choices or `--numeric` (yad's `entry.c`), as a form of one field beside `--entry-label`, whose
    /// value is printed alone with a newline: a combo box of the arguments, the one matching `--entry-text` chosen
    /// (the first without one), and Return on it answers OK's 0; with `--editable` an entry, empty at first as yad's
    /// editable combo is; with `--numeric` a number from MIN, MAX, STEP and DIGITS, the arguments, starting at
    /// `--entry-text` kept in the range (0 to 65535 when MIN is not below MAX).
    static func entryForm(_ draft: Draft) -> YadFormRequest {
        var form = FormRequest()
        form.dialog = dialogWindow(draft, from: DialogOptions(title: "YAD"))
        form.heading = FormHeading(text: draft.alert.message ?? "", usesMarkup: draft.alert.usesMarkup, isBold: false)
        let label = draft.entryLabel ?? ""
        let items = draft.extraArguments
        var field: YadFormRequest.Field
        if draft.isNumeric {
            field = YadFormRequest.Field(label: label, kind: .number)
            let numbers = items.map { Double($0.trimmingPrefix(while: \.isWhitespace)) ?? 0 }
            if numbers.count > 0 { field.number.minimum = numbers[0] }
            if numbers.count > 1 { field.number.maximum = numbers[1] }
            if items.count > 3 { field.number.digits = min(20, max(0, Int(items[3]) ?? 0)) }
            if let text = draft.entryText {
                if field.number.minimum >= field.number.maximum { (field.number.minimum, field.number.maximum) = (0, 65535) }
                field.number.initial = Double(text.trimmingPrefix(while: \.isWhitespace)) ?? 0
            }
            field.number.initial = min(max(field.number.initial, field.number.minimum), field.number.maximum)
            form.fields = [
                FormField(label: label, kind: .entry(text: field.number.formatted(field.number.initial)), submitsOnReturn: true)
            ]
        } else if draft.text.isEditable {
            field = YadFormRequest.Field(label: label, kind: .comboEntry)
            form.fields = [FormField(label: label, kind: .entry(text: ""), submitsOnReturn: true)]
        } else {
            field = YadFormRequest.Field(label: label, kind: .combo)
            // GLib's case-insensitive match; an --entry-text that matches none is an item of its own, first.
            var choices = items
            var chosen = draft.entryText.flatMap { text in choices.firstIndex { $0.lowercased() == text.lowercased() } }
            if let text = draft.entryText, chosen == nil { choices.insert(text, at: 0) }
            if chosen == nil { chosen = 0 }
            form.fields = [FormField(label: label, kind: .combo(choices: choices, chosen: chosen), submitsOnReturn: true)]
        }
        return YadFormRequest(
            form: form, fields: [field], separator: "", numbersChoices: draft.numbersChoices, response: draft.response)
    }

    /// The scale: curtain's, with yad's window, keys and printing rule (``dialogWindow(_:from:)``).
    private static func scaleRequest(_ draft: Draft) throws(UsageError) -> YadScaleRequest {
        var scale = draft.scale
        scale.dialog = dialogWindow(draft, from: scale.dialog)
        scale.text = draft.alert.message ?? ""
        scale.usesMarkup = draft.alert.usesMarkup
        // GTK's range keeps the value inside it, as yad's scale does.
        scale.value = min(max(scale.value, scale.minimum), max(scale.maximum, scale.minimum))
        if let problem = scale.rangeProblem { throw UsageError(problem) }
        return YadScaleRequest(scale: scale, response: draft.response)
    }

    /// The icons box: yad's window, keys and statuses (``dialogWindow(_:from:)``), its `--text` above the icons,
    /// and stdin's items with `--listen`.
    private static func iconsRequest(_ draft: Draft) throws(UsageError) -> YadIconsRequest {
        var icons = draft.icons
        icons.dialog = dialogWindow(draft, from: icons.dialog)
        icons.text = draft.alert.message ?? ""
        icons.usesMarkup = draft.alert.usesMarkup
        icons.listens = draft.notification.listens
        icons.response = draft.response
        return icons
    }

    /// The text dialog: curtain's, with yad's window, keys and printing rule (``dialogWindow(_:from:)``), and the
    /// caret at the start of a file, as yad leaves it.
    private static func textRequest(_ draft: Draft) throws(UsageError) -> YadTextRequest {
        var text = draft.text
        text.dialog = dialogWindow(draft, from: text.dialog)
        text.caretStartsAtTop = true
        return YadTextRequest(text: text, response: draft.response)
    }

    /// A dialog window as yad makes it: its title (YAD without `--title`), size, timeout and Escape, no default
    /// button (Return presses the focused button, Ctrl+Return is OK's 0, yad's default response), and the `--button`s
    /// left to right (``ownButtons(_:)``), or GTK's Cancel (1) and OK (0) without them.
    private static func dialogWindow(_ draft: Draft, from options: DialogOptions) -> DialogOptions {
        var dialog = options
        dialog.ownButtons = ownButtons(draft)
        dialog.title = draft.alert.title ?? "YAD"
        dialog.width = draft.alert.appearance.width
        dialog.height = draft.height
        dialog.timeout = draft.alert.timeout
        dialog.escapeCloses = draft.alert.escapeEnds
        dialog.hasDefaultButton = false
        dialog.placement = draft.placement.dialogPlacement
        let geometry = draft.placement.geometrySize
        if let width = geometry.width { dialog.width = width }
        if let height = geometry.height { dialog.height = height }
        return dialog
    }

    /// The dialog's own row: the `--button`s in their order, each answering its id or running its command, or no
    /// row with `--no-buttons`, which wins over them as in yad; `nil`: GTK's Cancel and OK.
    static func ownButtons(_ draft: Draft) -> [DialogButton]? {
        if draft.hasNoButtons { return [] }
        guard !draft.buttons.isEmpty else { return nil }
        return draft.buttons.map { button in
            DialogButton(label: button.label, action: button.command.map { .run($0) } ?? .respond(button.response ?? 0))
        }
    }

    /// The message dialog: yad's buttons, or GTK's Cancel and OK, the first one focused as GTK focuses the first
    /// button of a dialog that has no other widget to focus.
    private static func request(_ draft: Draft) throws(UsageError) -> YadRequest {
        var alert = draft.alert
        var buttons = draft.buttons
        if buttons.isEmpty, !draft.hasNoButtons {
            buttons = [YadButton("gtk-cancel", position: 1), YadButton("gtk-ok", position: 0)]
            buttons[0].response = 1
            buttons[1].response = 0
        }
        alert.buttons = buttons.map { button in
            var spec = ButtonSpec(button.label)
            spec.command = button.command
            return spec
        }
        alert.cancelPlacement = .asAdded
        alert.preferredIndex = 0
        alert.controlReturnIndex = buttons.firstIndex { $0.response == 0 }
        if draft.isEntry {
            // The field has the focus, and Return in it answers yad's default response, OK.
            alert.editEntry { field in field.placeholder = field.placeholder ?? draft.entryLabel }
            alert.preferredIndex = alert.controlReturnIndex ?? 0
        } else {
            alert.entry = nil
        }
        alert.title = alert.title ?? "YAD"
        alert.appearance.placement = draft.placement.dialogPlacement
        if let width = draft.placement.geometrySize.width { alert.appearance.width = width }
        return YadRequest(alert: alert, responses: buttons.map { $0.response ?? 0 }, response: draft.response)
    }
}
