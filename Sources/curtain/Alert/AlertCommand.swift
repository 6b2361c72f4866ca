import Curtain

/// `curtain alert [options]`: its option table, and the checks that need the whole command line.
///
/// Options may be repeated; for single-valued options the last one wins (as with GNU tools),
/// `--button` accumulates. Button labels must be unique, so the printed label and `--preferred`
/// always name exactly one button.
enum AlertCommand: TableSubcommand {
    /// The subcommand's name on the command line.
    static let name = "alert"

    /// What the table writes into: the request itself, plus the two options that are resolved
    /// only once every option has been read (`--preferred` may come before its `--button`, and
    /// the default transition depends on `--style`).
    struct Draft: Sendable {
        /// The request being built; `buttons` starts empty so that the default `OK` is added only
        /// when no `--button` was given.
        var request = AlertRequest(buttons: [])
        /// `--preferred`, checked against the buttons at the end.
        var preferredLabel: String?
        /// `--transition`, if given.
        var transition: TransitionStyle?
    }

    /// Parses the arguments that follow `alert`.
    ///
    /// - Returns: `.alert(request)`, or `.help` when `--help`/`-h` came first.
    /// - Throws: ``UsageError`` naming the first problem found.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        guard let draft = try table.parse(arguments, into: Draft()) else { return .help(help) }
        var request = draft.request
        if request.buttons.isEmpty { request.buttons = [.standardOK] }
        try checkButtons(request.buttons)
        request.preferredIndex = AlertRequest.defaultPreferredIndex(for: request.buttons)
        if let label = draft.preferredLabel {
            guard let index = request.buttons.firstIndex(where: { $0.label == label }) else {
                let labels = request.buttons.map { UsageError.quoted($0.label) }.joined(separator: ", ")
                throw UsageError(localized("--preferred %s names no button (buttons: %s)", UsageError.quoted(label), labels))
            }
            request.preferredIndex = index
        }
        request.appearance.transition = draft.transition ?? request.appearance.commandDefaultTransition
        return .alert(request)
    }

    // MARK: - The table

    /// Every option of `curtain alert`, described once.
    static let table = CommandTable<Draft>(
        name: name,
        usage: ["curtain alert [options]"],
        summary: "show an alert and print the chosen button",
        about: [
            .paragraph(
                "Shows an alert and prints the chosen button's label; with a text field, the field's text follows on the next line."
            )
        ],
        sections: [.init("Options", options)],
        notes: [
            .paragraph("Options also accept --option=value. Single-valued options may repeat; the last one wins."),
            .paragraph(
                "Exit status: 0 a non-cancel button, 1 cancelled (cancel button, Escape, window closed), 2 usage error, 3 no Wayland display, 4 other failure, 5 timeout."
            ),
            .paragraph("With --json, one object:"),
            .example(
                #"""
                {"action": LABEL|null, "index": N|null, "text": STRING|null,
                 "reason": "action"|"cancel"|"timeout"}
                """#),
        ])

    private static let options: [Option<Draft>] = [
        .value("--title", "TEXT", "title of the alert") { draft, value, _ in draft.request.title = value },
        .value("--message", "TEXT", "body text; long messages scroll inside the card") { draft, value, _ in
            draft.request.message = value
        },
        .value(
            "--button", "LABEL[:ROLE]",
            "add a button, shown in order; ROLE is default, cancel or destructive (only a known role after the last ':' counts); labels must be unique; no --button: a single \"OK\""
        ) { draft, value, _ throws(UsageError) in
            draft.request.buttons.append(try parseButton(value))
        },
        .value("--preferred", "LABEL", "the button Return triggers (default: the first non-cancel button)") {
            draft, value, _ in draft.preferredLabel = value
        },
        .choice("--style", "alert|sheet", "centred alert (default), or an action sheet anchored to the window's bottom edge") {
            (draft, style: AlertController.Style) in draft.request.appearance.style = style
        },
        .choice(
            "--transition", "NAME",
            "bounce, slide, zoom, fade or none (default: bounce for alert, zoom with --overlay, slide for sheet)"
        ) {
            (draft, transition: TransitionStyle) in draft.transition = transition
        },
        .choice("--icon", "NAME", "info, warning, error or question") { (draft, icon: AlertIcon) in draft.request.icon = icon },
        .flag("--entry", "add a text field") { draft in draft.request.editEntry() },
        .value("--entry-text", "TEXT", "initial text of the field (implies --entry)") { draft, value, _ in
            draft.request.editEntry { $0.text = value }
        },
        .value("--placeholder", "TEXT", "hint while the field is empty (implies --entry)") { draft, value, _ in
            draft.request.editEntry { $0.placeholder = value }
        },
        .flag("--secure", "hide the typed text (implies --entry)") { draft in
            draft.request.editEntry { $0.isSecure = true }
        },
        .value("--timeout", "SECONDS", "close after SECONDS (fractions allowed); exit 5") {
            draft, value, option throws(UsageError) in
            draft.request.timeout = try parseTimeout(value, option: option)
        },
        .flag("--markup", "--title and --message are Pango markup (default: plain text)") { draft in
            draft.request.usesMarkup = true
        },
        .flag("--json", "print one JSON object instead of lines") { draft in draft.request.outputFormat = .json },
        .choice("--theme", "NAME", "light, dark or bounce-popup (default: the desktop's dark or light preference)") {
            (draft, theme: AlertTheme) in
            draft.request.appearance.theme = theme
            draft.request.appearance.isThemeChosen = true
        },
        .flag("--reduced-motion", "replace transitions with a short fade") { draft in
            draft.request.appearance.prefersReducedMotion = true
        },
        .flag(
            "--overlay",
            "cover the screen: the card over a dimmed output, holding the keyboard (sway, KWin; a dialog window where the compositor has no layer-shell)"
        ) { draft in draft.request.appearance.isOverlay = true },
        .value("--width", "PX", "card width in logical pixels") { draft, value, option throws(UsageError) in
            draft.request.appearance.width = try parseWidth(value, option: option)
        },
        .help(),
    ]
}
