import Curtain

/// yad mode: `curtain yad …`, or `curtain` started as `yad` (the `curtain-yad` package). Reads yad 0.40's command
/// line through one option table into a ``YadRequest``, with yad's exit statuses.
///
/// yad's message dialog (`--text` with `--button`s, command buttons included, `--image`, `--timeout`, `--escape-ok`,
/// `--no-escape`) and its entry dialog
/// (`--entry`, `--entry-text`, `--entry-label`, `--hide-text`), its form (`--form`, ``YadFormRequest``), its list
/// (`--list`, ``YadListRequest``), its progress bar (`--progress`, and `--multi-progress`'s bars,
/// ``YadProgressRequest``), its calendar (`--calendar`, ``YadCalendarRequest``), its text
/// dialog (`--text-info`, ``YadTextRequest``), its scale (`--scale`, ``YadScaleRequest``), its colour dialog (`--color`,
/// ``YadColorRequest``), its file dialog (`--file`, ``YadFileRequest``), its icons box (`--icons`,
/// ``YadIconsRequest``) and its tray icon (`--notification`,
/// ``YadNotificationRequest``) are implemented, and its placement (``YadPlacement``) where the compositor allows it.
/// yad's other dialog types are
/// recognised and refused with one line that points to `curtain yad --help`. As yad 0.40 does, the
/// parser ignores options it does not know, and arguments that are not options: scripts pass options of newer
/// yad releases, which 0.40 ignores too.
enum YadCompatibility: TableSubcommand {
    /// The subcommand's name, and the program name that turns yad mode on (the `curtain-yad` package's `yad`).
    static let name = "yad"

    /// Parses a yad command line (everything after the program name, or after `curtain yad`).
    ///
    /// - Returns: `.yad(dialog)`, or `.help`.
    /// - Throws: ``UsageError`` for a dialog type or a button curtain does not implement yet, or a bad value.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        let extra: (inout Draft, String) throws(UsageError) -> Void = { draft, argument in draft.extraArguments.append(argument) }
        guard let draft = try table.parse(arguments, into: Draft(), positional: extra, ignoringUnknownOptions: true)
        else { return .help(help) }
        return .yad(try dialog(for: draft, arguments: Array(arguments)))
    }

    /// A `--key` or `--plug` value: any number a C int holds, as yad reads it.
    static func keyNumber(_ value: String, option: String) throws(UsageError) -> Int {
        guard let key = Int32(value) else {
            throw UsageError(localized("%s needs a whole number, got %s", option, UsageError.quoted(value)))
        }
        return Int(key)
    }

    /// An integer option's value read as yad reads it (GLib's `atol`): leading digits with a sign, 0 without any.
    static func yadInteger(_ value: String, option: String) throws(UsageError) -> Int {
        let trimmed = value.drop { $0 == " " }
        let sign = trimmed.first == "-" || trimmed.first == "+" ? String(trimmed.prefix(1)) : ""
        let digits = trimmed.dropFirst(sign.count).prefix { $0.isASCII && $0.isNumber }
        return Int(sign + digits) ?? 0
    }

    /// The one-line refusal of a dialog, or a part of one, that yad mode does not run yet (exit 2).
    static func notSupportedYet(_ what: String) -> UsageError {
        UsageError(
            localized(
                "yad's %s dialog is not supported yet; curtain yad --help lists the dialogs it runs",
                what))
    }

    /// A `--field` or `--column` value split as yad's `split_arg` splits it: at the last colon, unless the colon ends
    /// it; the type after it in capitals, `nil` without one.
    static func splitAtLastColon(_ value: String) -> (name: String, type: String?) {
        guard let colon = value.lastIndex(of: ":"), value.index(after: colon) != value.endIndex else { return (value, nil) }
        return (String(value[..<colon]), value[value.index(after: colon)...].uppercased())
    }

    /// The icons of yad's `--image` names that the alert has: the message dialog's usual four.
    static func icon(named name: String) -> AlertIcon? {
        switch name {
        case "dialog-information", "gtk-dialog-info", "info": .info
        case "dialog-warning", "gtk-dialog-warning", "warning": .warning
        case "dialog-error", "gtk-dialog-error", "error": .error
        case "dialog-question", "gtk-dialog-question", "question": .question
        default: nil
        }
    }

    /// yad's dialog types other than the message dialog: recognised, to say that they are not implemented yet.
    static let unsupportedModes = [
        "--dnd", "--font", "--picture", "--print",
    ]

    /// yad's text dialog options that change only how the text looks; accepted without effect.
    static let cosmeticTextFlags = [
        "--wrap", "--show-uri", "--show-cursor", "--invert", "--inc-buttons",
    ]
    static let cosmeticTextValues = [
        "--fore", "--back", "--justify", "--margins", "--uri-color", "--lang", "--theme", "--page", "--mark",
    ]

    /// yad's options that change only how or where its window shows; accepted without effect.
    static let cosmeticFlags = [
        "--undecorated", "--skip-taskbar", "--sticky", "--fixed", "--maximized",
        "--fullscreen", "--splash", "--no-focus", "--close-on-unfocus", "--image-on-top", "--selectable-labels",
        "--scroll", "--cycle-read", "--no-click", "--no-rules", "--regex-search", "--log-expanded", "--log-on-top",
        "--rtl",
    ]

    /// yad's options with a value that change only how or where its window shows; accepted without effect.
    static let cosmeticValues = [
        "--window-icon", "--borders", "--text-align",
        "--buttons-layout", "--timeout-indicator", "--search-column", "--expand-column",
        "--tooltip-column", "--ellipsize", "--limit", "--wrap-width", "--wrap-cols", "--log", "--log-height", "--name", "--class",
        "--kill-parent",
    ]

    /// Every option yad mode reads.
    static let table = CommandTable<Draft>(
        name: "yad",
        usage: ["curtain yad [--text=TEXT] [--button=LABEL:ID]... [options]", "yad [options]"],
        summary: "run yad's message, entry, form, list, progress, calendar, text, scale, colour and file dialogs unchanged",
        about: [
            .paragraph(
                "Runs yad 0.40's message, entry, form, list, icons, progress, multi-progress, calendar, text-info, scale, colour, file, notebook and paned dialogs and its tray icon with yad's output and exit statuses: the chosen button's id, 252 for Escape or a closed window, 70 for a timeout. Started as 'yad' (a symlink named yad), curtain is always in this mode. Options yad 0.40 does not know are ignored, as yad ignores them."
            )
        ],
        sections: [
            .init(
                "Dialog",
                [
                    .value("--title", "TEXT", "window title (default YAD)") { draft, value, _ in draft.alert.title = value },
                    .value("--text", "TEXT", "the message; Pango markup unless --no-markup") { draft, value, _ in
                        draft.alert.message = BackslashEscapes.expand(value)
                    },
                    .flag("--no-markup", "show --text as it is") { draft in draft.alert.usesMarkup = false },
                    .value("--image", "ICON", "dialog-information, -warning, -error or -question: the alert's icon") {
                        draft, value, _ in
                        draft.alert.icon = icon(named: value)
                        draft.image = value
                    },
                    .value(
                        "--button", "LABEL[!ICON]:ID|CMD",
                        "add a button (repeatable); its ID is the exit status, its position when none is given; a CMD instead runs that command and leaves the dialog up"
                    ) { draft, value, _ in draft.buttons.append(YadButton(value, position: draft.buttons.count)) },
                    .flag("--no-buttons", "show no buttons") { draft in draft.hasNoButtons = true },
                    .value("--width", "PX", "dialog width") { draft, value, option throws(UsageError) in
                        draft.alert.appearance.width = try AlertCommand.parseWidth(value, option: option)
                    },
                    .value("--height", "PX", "the text dialog's height") { draft, value, option throws(UsageError) in
                        draft.height = try AlertCommand.parseWidth(value, option: option)
                    },
                    .value("--timeout", "SECONDS", "close after SECONDS, exit 70 (0: no timeout)") {
                        draft, value, option throws(UsageError) in
                        guard let seconds = Int(value), seconds >= 0 else {
                            throw UsageError(
                                localized(
                                    "--timeout needs a whole number of seconds (0 for none), got %s", UsageError.quoted(value)))
                        }
                        draft.alert.timeout = seconds == 0 ? nil : try AlertCommand.parseTimeout(value, option: option)
                    },
                    .flag("--escape-ok", "Escape exits 0 instead of 252") { draft in draft.escapeChoosesOK = true },
                    .flag("--no-escape", "Escape does nothing (closing the window still exits 252)") { draft in
                        draft.alert.escapeEnds = false
                    },
                    .flag("--always-print-result", "print the result whichever button is chosen, not only for an even id") {
                        draft in draft.alwaysPrintsResult = true
                    },
                ]),
            .init(
                "Entry",
                [
                    .flag("--entry", "an entry dialog: prints the text for an even id (OK's 0)") { draft in draft.isEntry = true
                    },
                    .value("--entry-label", "TEXT", "what the empty field shows") { draft, value, _ in
                        draft.entryLabel = value
                    },
                    .value("--entry-text", "TEXT", "the field's initial text") { draft, value, _ in
                        draft.alert.editEntry { $0.text = value }
                        draft.entryText = value
                    },
                    .flag("--hide-text", "hide what is typed") { draft in draft.alert.editEntry { $0.isSecure = true } },
                    .flag("--numeric", "a number: the arguments are MIN MAX STEP DIGITS, --entry-text its value") { draft in
                        draft.isNumeric = true
                    },
                    .flag("--completion", "the arguments complete the entry (ignored: the entry completes nothing)") { draft in
                        draft.entryCompletes = true
                    },
                ]),
            .init(
                "Text",
                [
                    .flag("--text-info", "a text dialog: the file or stdin; prints the text for an even id with --editable") {
                        draft in draft.isTextInfo = true
                    },
                    .value("--filename", "FILE", "the file to show (default: stdin)") { draft, value, _ in
                        draft.text.filename = value
                    },
                    .flag("--editable", "the text can be edited, and is printed") { draft in draft.text.isEditable = true },
                    .flag("--tail", "keep the end of the text in view as it arrives") { draft in
                        draft.text.scrollsAutomatically = true
                    },
                    .value("--fontname", "FONT", "the text's font, as Pango names it (Monospace 10)") { draft, value, _ in
                        draft.text.font = value
                    },
                ]),
            .init(
                "Form",
                [
                    .flag("--form", "a form of --fields: prints each value and a separator for an even id (OK's 0)") {
                        draft in draft.isForm = true
                    },
                    .value(
                        "--field", "LABEL[:TYPE]",
                        "add a field (repeatable): an entry, or H, RO, NUM, CHK, CB, CBE, CE, DT, SFL, CDIR, MFL, MDIR, TXT, LBL, FL, DIR, FN, CLR, SCL, BTN, FBTN; its value is the argument at its position"
                    ) { draft, value, _ in draft.formFields.append(YadFormRequest.Field(value)) },
                    .value("--separator", "TEXT", "after each value (default |), with yad's escapes (\\n)") { draft, value, _ in
                        draft.separator = BackslashEscapes.expand(value)
                    },
                    .value("--item-separator", "TEXT", "between a value's items (default !)") { draft, value, _ in
                        draft.itemSeparator = BackslashEscapes.expand(value)
                    },
                    .flag("--quoted-output", "quote each value for a shell") { draft in draft.quotesOutput = true },
                    .flag("--num-output", "a CB field prints its item's position, not its text") { draft in
                        draft.numbersChoices = true
                    },
                    .value("--columns", "N", "the form's columns: the order --output-by-row prints in") {
                        draft, value, option throws(UsageError) in
                        draft.columns = try ScaleCommand.wholeNumber(value, option: option)
                    },
                    .flag("--output-by-row", "print the values row by row of --columns") { draft in draft.outputsByRow = true },
                    .value("--focus-field", "N", "the field that has the focus first (default 1)") {
                        draft, value, option throws(UsageError) in
                        draft.focusField = try ScaleCommand.wholeNumber(value, option: option)
                    },
                ]),
            .init(
                "List",
                [
                    .flag("--list", "a list of --columns: prints each chosen row, its cells each followed by --separator") {
                        draft in draft.isList = true
                    },
                    .value(
                        "--column", "NAME[:TYPE]",
                        "add a column (repeatable): text, or NUM, CHK, RD, HD (hidden), TIP or IMG; the cells are the arguments, or stdin's lines"
                    ) { draft, value, _ throws(UsageError) in draft.listColumns.append(try YadListRequest.ColumnType.split(value))
                    },
                    .flag("--checklist", "the first column is a check box; the checked rows are printed") { draft in
                        draft.listKind = .checklist
                    },
                    .flag("--radiolist", "the first column is a radio button; the chosen row is printed") { draft in
                        draft.listKind = .radiolist
                    },
                    .flag("--multiple", "several rows can be chosen") { draft in draft.allowsMultiple = true },
                    .flag("--no-headers", "show no column titles") { draft in draft.hidesHeader = true },
                    .flag("--print-all", "print every row, chosen or not") { draft in draft.printsAll = true },
                    .value("--print-column", "N", "print only column N of each row (0: every column)") {
                        draft, value, option throws(UsageError) in
                        draft.printColumn = try ScaleCommand.wholeNumber(value, option: option)
                    },
                    .value("--hide-column", "N", "do not show column N (it is still printed)") {
                        draft, value, option throws(UsageError) in
                        draft.hiddenColumn = try ScaleCommand.wholeNumber(value, option: option)
                    },
                ]),
            .init(
                "Icons",
                [
                    .flag("--icons", "a box of icons that start programs: --read-dir's .desktop files, or --listen's stdin") {
                        draft in draft.isIcons = true
                    },
                    .value("--read-dir", "DIR", "show the .desktop files of DIR") { draft, value, _ in
                        draft.icons.directory = value
                    },
                    .flag("--compact", "a list of small icons instead of the grid") { draft in draft.icons.isCompact = true },
                    .flag("--generic", "label each icon with its GenericName") { draft in draft.icons.usesGenericNames = true },
                    .value("--item-width", "PX", "the width of each icon's label") { draft, value, option throws(UsageError) in
                        draft.icons.itemWidth = try ScaleCommand.wholeNumber(value, option: option)
                    },
                    .value("--term", "PATTERN", "the terminal command for Terminal=true entries, %s the command (xterm -e '%s')")
                    {
                        draft, value, _ in draft.icons.terminal = value
                    },
                    .flag("--sort-by-name", "sort the icons by name, not by file name") { draft in draft.icons.sortsByName = true
                    },
                    .flag("--descend", "sort the icons in descending order") { draft in draft.icons.descends = true },
                    .flag("--single-click", "a single click starts an icon's program") { draft in
                        draft.icons.activatesOnSingleClick = true
                    },
                    .flag("--monitor", "read --read-dir again when a file is added to it or removed") { draft in
                        draft.icons.monitors = true
                    },
                ]),
            .init(
                "Progress",
                [
                    .flag("--progress", "a progress bar fed from stdin (N: percentage, #TEXT: its text), with one Close button") {
                        draft in draft.isProgress = true
                    },
                    .value("--percentage", "N", "where the bar starts") { draft, value, option throws(UsageError) in
                        draft.progress.percentage = min(100, max(0, try ScaleCommand.wholeNumber(value, option: option)))
                    },
                    .flag("--pulsate", "the bar pulsates until stdin ends") { draft in draft.progress.isPulsating = true },
                    .flag("--auto-close", "close, exit 0, at 100 % or when stdin ends") { draft in
                        draft.progress.closesAutomatically = true
                    },
                    .flag("--auto-kill", "send SIGHUP to the parent when the dialog does not end with OK") { draft in
                        draft.killsParentUnlessOK = true
                    },
                    .flag("--multi-progress", "several --bars, fed from stdin by N:VALUE lines (N from 1), with one Close button")
                    {
                        draft in draft.isMultiProgress = true
                    },
                    .value(
                        "--bar", "NAME[:TYPE]",
                        "add a bar (repeatable), its start the argument at its position: NORM, RTL (fills from the right), PULSE (pulses at each line) or PERM (N:start, N:stop)"
                    ) { draft, value, _ in draft.bars.append(YadProgressRequest.bar(value)) },
                    .value("--watch-bar", "N", "with --auto-close, close when bar N reaches 100 %, whatever the others") {
                        draft, value, option throws(UsageError) in
                        draft.watchBar = try ScaleCommand.wholeNumber(value, option: option)
                    },
                    .flag("--vertical", "upright bars side by side (--scale: no effect)") { draft in draft.isVertical = true },
                    .value("--align", "left|center|right", "where the bars' names sit (default left)") { draft, value, _ in
                        draft.alignment = YadProgressRequest.alignment(value) ?? draft.alignment
                    },
                ]),
            .init(
                "Calendar",
                [
                    .flag("--calendar", "a month calendar: prints the chosen day for an even id (OK's 0)") { draft in
                        draft.isCalendar = true
                    },
                    .value("--day", "N", "the day chosen at first (default today's)") { draft, value, option throws(UsageError) in
                        draft.calendar.day = try CalendarCommand.calendarNumber(value, option: option, in: 1...31)
                    },
                    .value("--month", "N", "the month, 1-12 (default this month)") { draft, value, option throws(UsageError) in
                        draft.calendar.month = try CalendarCommand.calendarNumber(value, option: option, in: 1...12)
                    },
                    .value("--year", "N", "the year (default this year)") { draft, value, option throws(UsageError) in
                        draft.calendar.year = try CalendarCommand.calendarNumber(value, option: option, in: 1...9999)
                    },
                    .value("--date-format", "PATTERN", "strftime pattern of the printed day (default %x, the locale's)") {
                        draft, value, _ in draft.calendar.dateFormat = value
                    },
                ]),
            .init(
                "Color",
                [
                    .flag("--color", "a colour chooser: prints the colour for an even id (OK's 0)") { draft in
                        draft.isColor = true
                    },
                    .value("--init-color", "COLOR", "the colour chosen at first: #rrggbb, a name (navy), rgb(r,g,b)") {
                        draft, value, _ in draft.colorText = value
                    },
                    .flag("--gtk-palette", "open GTK's palette (its \"+\" opens the editor)") { draft in
                        draft.showsGTKPalette = true
                    },
                    .value("--mode", "hex|rgb", "print #rrggbb (default) or rgb(r, g, b)") {
                        draft, value, option throws(UsageError) in
                        guard let mode = YadColorRequest.Mode(rawValue: value) else {
                            throw UsageError(localized("%s needs hex or rgb, got %s", option, UsageError.quoted(value)))
                        }
                        draft.color.mode = mode
                    },
                    .flag("--extra", "hex with 16 bits a component (#rrrrggggbbbb)") { draft in
                        draft.color.writesSixteenBits = true
                    },
                    .flag("--alpha", "print the alpha too") { draft in draft.color.writesAlpha = true },
                ]),
            .init(
                "File",
                [
                    .flag("--file", "choose files through the desktop's file chooser portal; prints their paths for OK") {
                        draft in draft.isFile = true
                    },
                    .flag("--directory", "choose a folder") { draft in draft.file.chooser.choosesDirectories = true },
                    .flag("--save", "choose a name to save under (--filename proposes one)") { draft in
                        draft.savesFile = true
                    },
                    .flag("--confirm-overwrite", "confirm an existing file with --save (the portal's chooser always does)") {
                        _ in
                    },
                    .value("--file-filter", "NAME | PATTERN...", "offer a filter, e.g. 'Images | *.png *.jpg' (repeatable)") {
                        draft, value, _ in draft.file.chooser.filters.append(FileFilter(zenity: value))
                    },
                ]),
            .init(
                "Placement",
                [
                    .flag("--center", "centre the window (every compositor centres a new dialog)") { draft in
                        draft.placement.isCentered = true
                    },
                    .flag("--mouse", "the window centred on the pointer, where the compositor has layer-shell") {
                        draft in draft.placement.isAtPointer = true
                    },
                    .value(
                        "--posx", "N", "the window's left edge N px from the screen's (negative: its right edge from the right)"
                    ) {
                        draft, value, option throws(UsageError) in draft.placement.x = try yadInteger(value, option: option)
                    },
                    .value("--posy", "N", "the window's top edge N px from the screen's (negative: its bottom from the bottom)") {
                        draft, value, option throws(UsageError) in draft.placement.y = try yadInteger(value, option: option)
                    },
                    .value("--geometry", "WxH+X+Y", "the window's size and place (-X, -Y: from the right, bottom)") {
                        draft, value, _ in draft.placement.geometry = value
                    },
                    .flag("--on-top", "keep the window above the others, fullscreen ones too") { draft in
                        draft.placement.isOnTop = true
                    },
                ]),
            .init(
                "Scale",
                [
                    .flag("--scale", "a scale: prints its value for an even id (OK's 0)") { draft in draft.isScale = true },
                    .value("--value", "N", "where the slider starts") { draft, value, option throws(UsageError) in
                        draft.scale.value = try ScaleCommand.wholeNumber(value, option: option)
                    },
                    .value("--min-value", "N", "the lowest value (default 0)") { draft, value, option throws(UsageError) in
                        draft.scale.minimum = try ScaleCommand.wholeNumber(value, option: option)
                    },
                    .value("--max-value", "N", "the highest value (default 100)") { draft, value, option throws(UsageError) in
                        draft.scale.maximum = try ScaleCommand.wholeNumber(value, option: option)
                    },
                    .value("--step", "N", "what an arrow key moves by (default 1)") { draft, value, option throws(UsageError) in
                        draft.scale.step = max(1, try ScaleCommand.wholeNumber(value, option: option))
                    },
                    .flag("--print-partial", "print each value the slider moves to") { draft in draft.scale.printsPartial = true
                    },
                    .flag("--hide-value", "show no number above the slider") { draft in draft.scale.hidesValue = true },
                ]),
            .init(
                "Notification",
                [
                    .flag("--notification", "a tray icon (a StatusNotifierItem): --image, --text its tooltip") { draft in
                        draft.isNotification = true
                    },
                    .value("--command", "CMD", "what a left click on the icon runs (quit: exit 0)") { draft, value, _ in
                        draft.notification.command = value
                    },
                    .value("--menu", "LABEL!CMD[!ICON]|...", "the icon's menu, split at --separator and --item-separator") {
                        draft, value, _ in draft.notificationMenu = value
                    },
                    .flag(
                        "--listen",
                        "read icon:, tooltip:, visible:, action:, menu: and quit lines from stdin (--icons: its items)"
                    ) { draft in
                        draft.notification.listens = true
                    },
                    .flag("--no-middle", "a middle click does not end the icon") { draft in
                        draft.notification.middleClickEnds = false
                    },
                    .flag("--hidden", "the icon starts hidden (visible:true shows it)") { draft in
                        draft.notification.isHidden = true
                    },
                    .value("--icon-size", "PX", "no effect: the tray sizes its icons", visibility: .ignored) { _, _, _ in },
                    .help(),
                ]),
            .init(
                "Notebook and paned",
                [
                    .flag("--notebook", "a window of tabs, each showing the dialog of the --plug child with its --tabnum") {
                        draft in draft.isNotebook = true
                    },
                    .flag("--paned", "a window of two panes, showing the dialogs of --tabnum 1 and 2") { draft in
                        draft.isPaned = true
                    },
                    .value("--key", "KEY", "the number the children's --plug names") { draft, value, option throws(UsageError) in
                        draft.key = try keyNumber(value, option: option)
                    },
                    .value("--tab", "LABEL", "add a tab (repeatable), for the child with the next --tabnum") { draft, value, _ in
                        draft.tabs.append(value)
                    },
                    .value("--tab-pos", "top|bottom|left|right", "where the tabs are (default top)") { draft, value, _ in
                        draft.tabPosition = YadNotebookRequest.tabPosition(value) ?? draft.tabPosition
                    },
                    .value("--tab-borders", "PX", "room around each tab's dialog") { draft, value, option throws(UsageError) in
                        draft.tabBorders = try ScaleCommand.wholeNumber(value, option: option)
                    },
                    .value("--active-tab", "N", "the tab shown first (default 1)") { draft, value, option throws(UsageError) in
                        draft.activeTab = try ScaleCommand.wholeNumber(value, option: option)
                    },
                    .value("--orient", "hor|vert", "panes side by side (hor) or one above the other (vert, the default)") {
                        draft, value, _ in
                        if value.lowercased().hasPrefix("hor") { draft.panedAxis = .horizontal }
                    },
                    .value("--splitter", "PX", "accepted; the panes share the window by their sizes") { draft, value, _ in
                        draft.splitter = Int(value)
                    },
                    .value(
                        "--plug", "KEY",
                        "show this dialog (a form or a list) in the tab --tabnum of the notebook or paned dialog --key=KEY"
                    ) {
                        draft, value, option throws(UsageError) in draft.plug = try keyNumber(value, option: option)
                    },
                    .value("--tabnum", "N", "the tab (or pane) of a --plug dialog, from 1") {
                        draft, value, option throws(UsageError) in
                        draft.tabNumber = try ScaleCommand.wholeNumber(value, option: option)
                    },
                ]
                    + cosmeticTextFlags.map { .flag($0, "no effect", visibility: .ignored) { _ in } }
                    + cosmeticTextValues.map { .value($0, "VALUE", "no effect", visibility: .ignored) { _, _, _ in } }
                    + cosmeticFlags.map { .flag($0, "no effect", visibility: .ignored) { _ in } }
                    + cosmeticValues.map { .value($0, "VALUE", "no effect", visibility: .ignored) { _, _, _ in } }
                    + unsupportedModes.map { name in
                        .flag(name, "not supported", visibility: .unlisted) { _ throws(UsageError) in
                            throw YadCompatibility.notSupportedYet(name)
                        }
                    }),
        ],
        notes: [])
}
