import Curtain

/// zenity mode: `curtain --question --text=…`, or `curtain` started as `zenity`. Parses zenity's
/// command line through one option table into a ``ZenityRequest``.
///
/// The table is grouped as zenity's own help is (dialog types, general options, then one section
/// per dialog type), so that further dialog types add a mode and a section.
enum ZenityCompatibility {
    typealias Mode = ZenityRequest.Mode

    /// What the table writes into: the dialog type, the alert itself (title, text, width, timeout,
    /// field, markup), and zenity's button options, which become buttons only once the dialog type
    /// is known (it may come last).
    struct Draft: Sendable {
        /// The dialog type, once given.
        var mode: Mode?
        /// The alert being built; zenity's `--text` is markup unless `--no-markup`.
        var alert = AlertRequest(buttons: [], usesMarkup: true)
        /// `--ok-label`, `--cancel-label`, `--extra-button` and `--default-cancel`.
        var buttons = ButtonDraft()
        /// `--progress`: the dialog type, with the progress options given so far.
        var isProgress = false
        /// The progress options (`--percentage`, `--pulsate`, ...), used when ``isProgress``.
        var progress = ProgressRequest()
        /// `--height`: the list, text and forms dialogs' (``DialogOptions/height``); alerts and progress size themselves.
        var height: Int?
        /// `--list` was given.
        var isList = false
        /// The list's options.
        var list = ListCommand.Draft()
        /// `--file-selection` and its options.
        var file = FileDraft()
        /// `--notification` was given.
        var isNotification = false
        /// `--listen`: with `--notification`, read commands from stdin.
        var listensForCommands = false
        /// `--forms` or `--password`, and their options.
        var form = FormDraft()
        /// `--text-info` and its options.
        var text = TextDraft()
        /// `--editable`: `--text-info`'s; `--list` ignores it.
        var isEditable = false
        /// `--scale` was given.
        var isScale = false
        /// The slider's options.
        var scale = ScaleCommand.Draft()
        /// `--calendar` was given.
        var isCalendar = false
        /// The calendar's options.
        var calendar = CalendarCommand.Draft()
        /// `--color-selection` was given.
        var isColorSelection = false
        /// The colour chooser's options.
        var color = ColorCommand.Draft()
    }

    /// zenity's button options, shared by every dialog type.
    struct ButtonDraft: Sendable {
        /// `--ok-label`.
        var okLabel: String?
        /// `--cancel-label`.
        var cancelLabel: String?
        /// `--extra-button`, in order; labels may repeat, as in zenity.
        var extraLabels: [String] = []
        /// `--default-cancel`.
        var defaultsToCancel = false
    }

    /// zenity dialog types that `curtain` does not implement yet: none since `--color-selection`; a type zenity adds
    /// goes here, recognised only to say so.
    static let unsupportedModes: [String] = []

    /// `curtain help zenity`, and `--help` in zenity mode.
    static var help: String { table.help }

    /// Parses a zenity command line (everything after the program name).
    ///
    /// - Returns: `.zenity(request)`, or `.help`.
    /// - Throws: ``UsageError`` for unknown options, missing values, no or two dialog types.
    static func parse(_ arguments: some Sequence<String>) throws(UsageError) -> Invocation {
        let rows: (inout Draft, String) throws(UsageError) -> Void = { draft, cell in draft.list.request.cells.append(cell) }
        guard let draft = try table.parse(arguments, into: Draft(), positional: rows) else { return .help(help) }
        if draft.form.modeName != nil || misplacedFormOption(draft.form) != nil { return formRequest(draft) }
        if draft.isProgress { return .progress(progressRequest(draft)) }
        if draft.isList { return listRequest(draft) }
        if let cell = draft.list.request.cells.first { throw .unexpectedArgument(cell) }
        if draft.file.isFileSelection { return .fileSelection(fileSelectionRequest(draft)) }
        if draft.isNotification {
            return draft.listensForCommands ? .notificationListener(NotificationListener()) : .notification(notification(draft))
        }
        if draft.text.isTextInfo { return .text(textInfoRequest(draft)) }
        if draft.isScale { return scaleInvocation(draft) }
        if draft.isCalendar { return .calendar(calendarRequest(draft)) }
        if draft.isColorSelection { return .color(colorRequest(draft)) }
        guard let mode = draft.mode else {
            throw UsageError(
                localized(
                    "no dialog type given: use --info, --warning, --error, --question, --entry or --list (or 'curtain alert')"))
        }
        return .zenity(request(mode, draft))
    }

    /// zenity's `--progress`: the general options (title, text, width, timeout, labels) apply too.
    private static func progressRequest(_ draft: Draft) -> ProgressRequest {
        var request = draft.progress
        request.dialog = draft.dialogOptions(over: request.dialog)
        request.text = BackslashEscapes.expand(draft.alert.message ?? localized("Running..."))
        return request
    }

    /// The alert zenity shows for `mode`: its buttons, icon, default title and text.
    ///
    /// Buttons in zenity 3.44's order, which is GTK's Tab order too: info, warning and error show OK, then the
    /// extra buttons; question the extra buttons, then No (cancel), then Yes; entry Cancel, OK, then the extra
    /// buttons. The message of the message dialogs is selectable, GTK's first Tab stop. The default labels carry
    /// GTK's mnemonics (`_Yes`: Alt+Y), as zenity's do.
    private static func request(_ mode: Mode, _ draft: Draft) -> ZenityRequest {
        var alert = draft.alert
        let ok = ButtonSpec(draft.buttons.okLabel ?? (mode == .question ? localized("_Yes") : localized("_OK")))
        let extras = draft.buttons.extraLabels.map { ButtonSpec($0) }
        let buttons: [ButtonSpec]
        let okIndex: Int
        switch mode {
        case .info, .warning, .error:
            buttons = [ok] + extras
            okIndex = 0
        case .question:
            buttons = extras + [ButtonSpec(draft.buttons.cancelLabel ?? localized("_No"), role: .cancel), ok]
            okIndex = extras.count + 1
        case .entry:
            buttons = [ButtonSpec(draft.buttons.cancelLabel ?? localized("_Cancel"), role: .cancel), ok] + extras
            okIndex = 1
        }
        alert.buttons = buttons
        alert.cancelPlacement = .asAdded
        alert.isMessageSelectable = mode != .entry
        alert.preferredIndex = draft.buttons.defaultsToCancel ? (alert.cancelIndex ?? okIndex) : okIndex
        alert.icon = mode.icon
        alert.title = alert.title ?? mode.defaultTitle
        alert.message = (alert.message ?? mode.defaultText).map(BackslashEscapes.expand)
        alert.entry = mode == .entry ? (alert.entry ?? EntryConfiguration()) : nil
        // zenity's entry label is plain text; its message dialogs use markup by default.
        alert.usesMarkup = mode != .entry && alert.usesMarkup
        return ZenityRequest(mode: mode, alert: alert, okIndex: okIndex)
    }
}
