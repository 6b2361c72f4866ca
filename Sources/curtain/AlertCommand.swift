/// `curtain alert [options]`: parses the options into an ``AlertRequest``.
///
/// Options may be repeated; for single-valued options the last one wins (as with GNU tools),
/// `--button` accumulates. Button labels must be unique, so the printed label and `--preferred`
/// always name exactly one button.
enum AlertCommand {
    /// The subcommand's name on the command line.
    static let name = "alert"

    /// Every option `alert` accepts, for typo suggestions.
    static let optionNames = [
        "--title", "--message", "--button", "--preferred", "--style", "--transition", "--icon",
        "--entry", "--entry-text", "--placeholder", "--secure", "--timeout", "--markup", "--json",
        "--theme", "--reduced-motion", "--width", "--help",
    ]

    /// Parses the arguments that follow `alert`.
    ///
    /// - Returns: `.alert(request)`, or `.help` when `--help`/`-h` came first.
    /// - Throws: ``UsageError`` naming the first problem found.
    static func parse(_ arguments: some Sequence<String>) throws(UsageError) -> Invocation {
        var scanner = ArgumentScanner(arguments)
        var title: String?
        var message: String?
        var buttons: [ButtonSpec] = []
        var preferredLabel: String?
        var style = AlertStyle.alert
        var transition: Transition?
        var icon: AlertIcon?
        var entry: EntryConfiguration?
        var timeout: Duration?
        var usesMarkup = false
        var outputFormat = OutputFormat.plain
        var theme = Theme.light
        var prefersReducedMotion = false
        var width: Int?

        while case let (name, inline)? = try scanner.nextOption() {
            switch name {
            case "--help", "-h":
                try scanner.flag(name, inline: inline)
                return .help(help)
            case "--title":
                title = try scanner.value(for: name, inline: inline)
            case "--message":
                message = try scanner.value(for: name, inline: inline)
            case "--button":
                buttons.append(try parseButton(try scanner.value(for: name, inline: inline)))
            case "--preferred":
                preferredLabel = try scanner.value(for: name, inline: inline)
            case "--style":
                style = try choice(AlertStyle.self, name, try scanner.value(for: name, inline: inline))
            case "--transition":
                transition = try choice(Transition.self, name, try scanner.value(for: name, inline: inline))
            case "--icon":
                icon = try choice(AlertIcon.self, name, try scanner.value(for: name, inline: inline))
            case "--entry":
                try scanner.flag(name, inline: inline)
                entry = entry ?? EntryConfiguration()
            case "--entry-text":
                entry = entry ?? EntryConfiguration()
                entry?.text = try scanner.value(for: name, inline: inline)
            case "--placeholder":
                entry = entry ?? EntryConfiguration()
                entry?.placeholder = try scanner.value(for: name, inline: inline)
            case "--secure":
                try scanner.flag(name, inline: inline)
                entry = entry ?? EntryConfiguration()
                entry?.isSecure = true
            case "--timeout":
                timeout = try parseTimeout(try scanner.value(for: name, inline: inline), option: name)
            case "--markup":
                try scanner.flag(name, inline: inline)
                usesMarkup = true
            case "--json":
                try scanner.flag(name, inline: inline)
                outputFormat = .json
            case "--theme":
                theme = try choice(Theme.self, name, try scanner.value(for: name, inline: inline))
            case "--reduced-motion":
                try scanner.flag(name, inline: inline)
                prefersReducedMotion = true
            case "--width":
                width = try parseWidth(try scanner.value(for: name, inline: inline), option: name)
            default:
                throw .unknownOption(name, known: optionNames)
            }
        }

        if buttons.isEmpty { buttons = [ButtonSpec("OK")] }
        try checkButtons(buttons)
        var preferredIndex: Int?
        if let preferredLabel {
            guard let index = buttons.firstIndex(where: { $0.label == preferredLabel }) else {
                let labels = buttons.map { UsageError.quoted($0.label) }.joined(separator: ", ")
                throw UsageError("--preferred \(UsageError.quoted(preferredLabel)) names no button (buttons: \(labels))")
            }
            preferredIndex = index
        }
        return .alert(
            AlertRequest(
                title: title, message: message, buttons: buttons, preferredIndex: preferredIndex,
                style: style, transition: transition, icon: icon, entry: entry, timeout: timeout,
                usesMarkup: usesMarkup, outputFormat: outputFormat, theme: theme,
                prefersReducedMotion: prefersReducedMotion, width: width))
    }

    // MARK: - Values

    /// Parses `LABEL[:default|cancel|destructive]`.
    ///
    /// Only a known role after the last colon counts as a role, so `Save as: PDF` and `a:b` are
    /// plain labels; a label that itself ends in `:cancel` can be written `Label:cancel:default`.
    static func parseButton(_ value: String) throws(UsageError) -> ButtonSpec {
        var button = ButtonSpec(value)
        if let colon = value.lastIndex(of: ":"),
            let role = ButtonSpec.Role(rawValue: String(value[value.index(after: colon)...]))
        {
            button = ButtonSpec(String(value[..<colon]), role: role)
        }
        try checkLabel(button.label, option: "--button", original: value)
        return button
    }

    /// Rejects labels that are empty or would break the one-line output.
    static func checkLabel(_ label: String, option: String, original: String) throws(UsageError) {
        if label.allSatisfy(\.isWhitespace) {
            throw UsageError("\(option) needs a non-empty label, got \(UsageError.quoted(original))")
        }
        if label.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
            throw UsageError("\(option) label must be one line without control characters, got \(UsageError.quoted(original))")
        }
    }

    /// At most one cancel button, and no two buttons with the same label.
    static func checkButtons(_ buttons: [ButtonSpec]) throws(UsageError) {
        if buttons.filter({ $0.role == .cancel }).count > 1 {
            throw UsageError("only one --button may have the cancel role")
        }
        var seen = Set<String>()
        for button in buttons where !seen.insert(button.label).inserted {
            throw UsageError("two buttons are labelled \(UsageError.quoted(button.label)); labels must be unique")
        }
    }

    /// A value from a fixed set of words, spelled exactly as in the help.
    static func choice<T: RawRepresentable & CaseIterable>(
        _ type: T.Type, _ option: String, _ value: String
    ) throws(UsageError) -> T where T.RawValue == String {
        guard let result = T(rawValue: value) else {
            throw .invalidChoice(option, value, choices: T.allCases.map(\.rawValue))
        }
        return result
    }

    /// The longest accepted timeout: one year, far beyond any real dialog but safe to schedule.
    static let maximumTimeoutSeconds = 31_536_000.0

    /// A positive, finite number of seconds, fractions allowed (`2.5`).
    static func parseTimeout(_ value: String, option: String) throws(UsageError) -> Duration {
        guard let seconds = Double(value), seconds.isFinite, seconds > 0 else {
            throw UsageError("\(option) needs a positive number of seconds, got \(UsageError.quoted(value))")
        }
        guard seconds <= maximumTimeoutSeconds else {
            throw UsageError("\(option) must be at most \(Int(maximumTimeoutSeconds)) seconds, got \(UsageError.quoted(value))")
        }
        return .seconds(seconds)
    }

    /// The accepted card widths in logical pixels.
    static let widthRange = 1...16384

    /// A whole number of logical pixels within ``widthRange``.
    static func parseWidth(_ value: String, option: String) throws(UsageError) -> Int {
        guard let width = Int(value), widthRange.contains(width) else {
            throw UsageError(
                "\(option) needs a whole number of pixels from \(widthRange.lowerBound) to \(widthRange.upperBound), got \(UsageError.quoted(value))")
        }
        return width
    }

    // MARK: - Help

    /// `curtain alert --help`.
    static let help = """
        Usage: curtain alert [options]

        Shows an alert and prints the chosen button's label; with a text field,
        the field's text follows on the next line.

        Options:
          --title TEXT            title of the alert
          --message TEXT          body text
          --button LABEL[:ROLE]   add a button, shown in order; ROLE is default,
                                  cancel or destructive (only a known role after
                                  the last ':' counts); labels must be unique;
                                  no --button: a single "OK"
          --preferred LABEL       the button Return triggers
                                  (default: the first non-cancel button)
          --style alert|sheet     centred alert (default), or an action sheet
                                  anchored to the window's bottom edge
          --transition NAME       bounce, slide, zoom, fade or none
                                  (default: bounce for alert, slide for sheet)
          --icon NAME             info, warning, error or question
          --entry                 add a text field
          --entry-text TEXT       initial text of the field (implies --entry)
          --placeholder TEXT      hint while the field is empty (implies --entry)
          --secure                hide the typed text (implies --entry)
          --timeout SECONDS       close after SECONDS (fractions allowed); exit 5
          --markup                --title and --message are Pango markup
                                  (default: plain text)
          --json                  print one JSON object instead of lines
          --theme NAME            light (default), dark or seed000
          --reduced-motion        replace transitions with a short fade
          --width PX              card width in logical pixels
          -h, --help              show this help

        Options also accept --option=value. Single-valued options may repeat;
        the last one wins.

        Exit status: 0 a non-cancel button, 1 cancelled (cancel button, Escape,
        window closed), 2 usage error, 3 no Wayland display, 4 other failure,
        5 timeout.

        JSON: {"action": LABEL|null, "index": N|null, "text": STRING|null,
               "reason": "action"|"cancel"|"timeout"}
        """
}
