import Curtain

/// zenity mode's options, described once, in the sections of zenity 3.44's own help.
extension ZenityCompatibility {
    /// Every option zenity mode accepts.
    static let table = CommandTable<Draft>(
        name: "zenity",
        usage: ["curtain --info|--warning|--error|--question|--entry [options]", "zenity --info|... [options]"],
        summary: "run zenity's message and entry dialogs unchanged",
        about: [
            .paragraph(
                "Runs zenity's message and entry dialogs unchanged, with zenity's output and exit status. Started as 'zenity' (a symlink named zenity), curtain is always in this mode."
            )
        ],
        sections: [
            .init(
                "Dialog types",
                Mode.allCases.map(modeOption)
                    + [
                        progressMode, listModeOption, fileSelectionModeOption, notificationModeOption, textInfoModeOption,
                        scaleModeOption, calendarModeOption, colorModeOption,
                    ]
                    + formModeOptions
                    + unsupportedModes.map(unsupportedMode)),
            .init(
                "General options",
                [
                    .value("--title", "TEXT", "window title") { draft, value, _ in draft.alert.title = value },
                    .value("--width", "PX", "dialog width") { draft, value, option throws(UsageError) in
                        draft.alert.appearance.width = try AlertCommand.parseWidth(value, option: option)
                    },
                    .value("--height", "PX", "dialog height (--list and --text-info)") {
                        draft, value, option throws(UsageError) in
                        draft.height = try AlertCommand.parseWidth(value, option: option)
                    },
                    .value("--timeout", "SECONDS", "close after SECONDS, exit 5 (0: no timeout)") {
                        draft, value, _ throws(UsageError) in draft.alert.timeout = try parseTimeout(value)
                    },
                    .value("--ok-label", "TEXT", "label of OK (Yes for --question)") { draft, value, option throws(UsageError) in
                        draft.buttons.okLabel = try label(value, option: option)
                    },
                    .value("--cancel-label", "TEXT", "label of Cancel (No for --question)") {
                        draft, value, option throws(UsageError) in draft.buttons.cancelLabel = try label(value, option: option)
                    },
                    .value("--extra-button", "TEXT", "add a button (repeatable); it prints its label and exits 1") {
                        draft, value, option throws(UsageError) in
                        draft.buttons.extraLabels.append(try label(value, option: option))
                    },
                    .value("--window-icon", "ICON", "window icon", visibility: .ignored) { _, _, _ in },
                    .flag("--modal", "modal hint", visibility: .ignored) { _ in },
                    .value("--attach", "WINDOW", "parent window", visibility: .ignored) { _, _, _ in },
                    .help(),
                ]),
            .init(
                "Message and question options",
                [
                    .value(
                        "--text", "TEXT",
                        "message (the label of --entry); Pango markup unless --no-markup; escapes such as \\n are expanded"
                    ) {
                        draft, value, _ in draft.alert.message = value
                    },
                    .flag("--no-markup", "--text is plain text") { draft in draft.alert.usesMarkup = false },
                    .flag("--default-cancel", "Return triggers No in --question") { draft in draft.buttons.defaultsToCancel = true
                    },
                    .flag(
                        "--overlay",
                        "curtain's own: cover the screen, the dialog over a dimmed output holding the keyboard (sway, KWin; a window elsewhere)"
                    ) { draft in
                        draft.alert.appearance.isOverlay = true
                        // Over the whole screen the dialog dims what it covers: seed 004's zoom and its 0.5 dim.
                        draft.alert.appearance.transition = draft.alert.appearance.commandDefaultTransition
                    },
                    .value("--icon-name", "ICON", "dialog icon", visibility: .ignored) { _, _, _ in },
                    .value("--icon", "ICON", "dialog icon", visibility: .ignored) { _, _, _ in },
                    .flag("--no-wrap", "do not wrap the text", visibility: .ignored) { _ in },
                    .flag("--ellipsize", "ellipsize the text", visibility: .ignored) { _ in },
                ]),
            .init(
                "Entry options",
                [
                    .value("--entry-text", "TEXT", "initial text of --entry") { draft, value, _ in
                        draft.alert.editEntry { $0.text = value }
                    },
                    .flag("--hide-text", "hide the text of --entry") { draft in
                        draft.alert.editEntry { $0.isSecure = true }
                    },
                ]),
            .init("Progress options", progressOptions),
            .init("List options", listOptions),
            .init("File selection options", fileSelectionOptions),
            .init("Notification options", notificationOptions),
            .init("Forms options", formsOptions),
            .init("Password options", passwordOptions),
            .init("Text options", textInfoOptions),
            .init("Scale options", ScaleCommand.options.map { $0.lifted(into: \.scale) }),
            .init("Calendar options", CalendarCommand.options.map { $0.lifted(into: \.calendar) }),
            .init("Color selection options", ColorCommand.options.map { $0.lifted(into: \.color) }),
        ],
        notes: [
            .paragraph("Both --option VALUE and --option=VALUE work."),
            .paragraph(
                "Exit status: 0 OK/Yes; 1 Cancel/No, Escape, window closed, or an extra button; 2 usage error; 3 no Wayland display; 5 timeout; 6 no session bus, or no file chooser portal (--file-selection) or notification server (--notification); 255 zenity's own errors (--list without --column, --scale with --min-value not below --max-value)."
            ),
            .paragraph(
                "Stdout: the text of --entry on OK; an extra button's label; the chosen paths of --file-selection, joined by --separator; the chosen rows of --list on OK (Return or a double click), their printed columns joined by the separator, then a newline; --password's password (user|password with --username); --forms' values joined by --separator (also on a timeout, exit 5; --password's timeout exits 1); --scale's value on OK (with --print-partial, each value as it changes, one per line); --calendar's date on OK, through --date-format; --color-selection's colour on OK, as rgb(r,g,b) (rgba(r,g,b,a) when translucent)."
            ),
            .paragraph(
                "--list takes its cells after the options, row by row; without any, it reads one cell per line from stdin."),
        ])

    /// `--info` and the other dialog types: flags that set the mode; two different ones are an error.
    private static func modeOption(_ mode: Mode) -> Option<Draft> {
        .flag("--\(mode.rawValue)", mode.summary) { draft throws(UsageError) in
            try draft.checkNoOtherDialogType(than: "--\(mode.rawValue)")
            draft.mode = mode
        }
    }

    /// zenity's dialog types that curtain runs, as help and errors list them.
    static let implementedModes =
        "--info, --warning, --error, --question, --entry, --password, --forms, --list, --progress, "
        + "--text-info, --scale, --calendar, --color-selection, --file-selection and --notification"

    /// A zenity dialog type curtain lacks: recognised only to say so.
    private static func unsupportedMode(_ name: String) -> Option<Draft> {
        .flag(name, "not supported", visibility: .unlisted) { _ throws(UsageError) in
            throw UsageError(
                localized("zenity's %s dialog is not supported; curtain implements %s", name, implementedModes))
        }
    }

    private static func label(_ value: String, option: String) throws(UsageError) -> String {
        try AlertCommand.checkLabel(value, option: option, original: value)
        return value
    }

    /// zenity's `--timeout`: whole seconds; 0 means no timeout, as in zenity.
    private static func parseTimeout(_ value: String) throws(UsageError) -> Duration? {
        guard let seconds = Int(value), seconds >= 0, Double(seconds) <= AlertCommand.maximumTimeoutSeconds else {
            throw UsageError(
                localized("--timeout needs a whole number of seconds (0 for none), got %s", UsageError.quoted(value)))
        }
        return seconds == 0 ? nil : .seconds(seconds)
    }
}

extension Option {
    /// This option, writing into `part` of zenity mode's draft: how the native subcommands' own options (`curtain
    /// scale`'s, `calendar`'s, `color`'s) join zenity mode's table, described once.
    func lifted(into part: WritableKeyPath<ZenityCompatibility.Draft, Target> & Sendable) -> Option<ZenityCompatibility.Draft> {
        switch action {
        case .help:
            Option<ZenityCompatibility.Draft>(info: info, action: .help)
        case .flag(let apply):
            Option<ZenityCompatibility.Draft>(
                info: info, action: .flag { draft throws(UsageError) in try apply(&draft[keyPath: part]) })
        case .value(let apply):
            Option<ZenityCompatibility.Draft>(
                info: info,
                action: .value { draft, value, option throws(UsageError) in try apply(&draft[keyPath: part], value, option) })
        }
    }
}
