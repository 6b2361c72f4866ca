/// Runs zenity's message and entry dialogs unchanged: argv → ``AlertRequest``, outcome →
/// zenity's stdout and exit status.
///
/// Supported dialog types: `--info`, `--warning`, `--error`, `--question`, `--entry`.
/// Button layout (display order) for each:
///
/// | Type | Buttons |
/// |------|---------|
/// | info, warning, error | extra buttons…, OK (`--ok-label`) |
/// | question | No (`--cancel-label`, cancel), extra buttons…, Yes (`--ok-label`) |
/// | entry | Cancel (`--cancel-label`, cancel), extra buttons…, OK (`--ok-label`) |
///
/// Output rules (zenity's): OK prints nothing and exits 0, except `--entry`, which prints the
/// text; Cancel, Escape and closing exit 1 silently; an extra button prints its label and
/// exits 1; a timeout exits 5 silently. As in zenity, `--text` of the message dialogs is Pango
/// markup unless `--no-markup`, and backslash escapes in `--text` (`\n`, `\t`, `\\`, octal)
/// are expanded. Extra-button labels are literal (no `:role` suffix) and may repeat.
struct ZenityRequest: Equatable, Sendable {
    /// zenity's dialog types that `curtain` implements.
    enum Mode: String, CaseIterable, Sendable {
        case info, warning, error, question, entry

        /// zenity's default window title.
        var defaultTitle: String {
            switch self {
            case .info: "Information"
            case .warning: "Warning"
            case .error: "Error"
            case .question: "Question"
            case .entry: "Add a new entry"
            }
        }

        /// zenity's default `--text`.
        var defaultText: String? {
            switch self {
            case .info: "All updates are complete."
            case .warning, .question: "Are you sure you want to proceed?"
            case .error: "An error has occurred."
            case .entry: nil
            }
        }
    }

    /// The dialog type.
    var mode: Mode
    /// The alert to show.
    var alert: AlertRequest
    /// The index of the OK / Yes button in `alert.buttons`.
    var okIndex: Int

    /// zenity's stdout and exit status for an outcome.
    ///
    /// - Returns: `nil` when the outcome names a button the request does not have.
    func output(for outcome: AlertOutcome) -> (stdout: String, exitCode: ExitCode)? {
        switch outcome.kind {
        case .timedOut:
            return ("", .timedOut)
        case .dismissed:
            return ("", .cancelled)
        case .action(let index):
            guard alert.buttons.indices.contains(index) else { return nil }
            if index == okIndex {
                return (mode == .entry ? (outcome.text ?? "") + "\n" : "", .success)
            }
            if alert.buttons[index].role == .cancel { return ("", .cancelled) }
            return (alert.buttons[index].label + "\n", .cancelled)  // an extra button
        }
    }
}

/// Parses zenity's command line.
enum ZenityCompatibility {
    /// Options that take a value and are accepted without effect (window-manager hints and
    /// layout details that do not apply to a Curtain alert).
    static let ignoredValueOptions: Set = ["--icon-name", "--icon", "--window-icon", "--attach", "--height"]
    /// Flags accepted without effect.
    static let ignoredFlags: Set = ["--no-wrap", "--ellipsize", "--modal"]
    /// zenity dialog types that `curtain` does not implement.
    static let unsupportedModes: Set = [
        "--calendar", "--file-selection", "--list", "--notification", "--progress", "--text-info",
        "--scale", "--color-selection", "--password", "--forms",
    ]

    /// Every zenity option accepted, for typo suggestions.
    static let optionNames =
        Mode.allCases.map { "--\($0.rawValue)" } + [
            "--title", "--text", "--width", "--timeout", "--ok-label", "--cancel-label", "--extra-button",
            "--entry-text", "--hide-text", "--no-markup", "--default-cancel", "--help",
        ] + ignoredValueOptions.sorted() + ignoredFlags.sorted()

    typealias Mode = ZenityRequest.Mode

    /// Parses a zenity command line (everything after the program name).
    ///
    /// - Returns: `.zenity(request)`, or `.help`.
    /// - Throws: ``UsageError`` for unknown options, missing values, no or two dialog types.
    static func parse(_ arguments: some Sequence<String>) throws(UsageError) -> Invocation {
        var scanner = ArgumentScanner(arguments)
        var mode: Mode?
        var title: String?
        var text: String?
        var width: Int?
        var timeout: Duration?
        var okLabel: String?
        var cancelLabel: String?
        var extraLabels: [String] = []
        var entryText = ""
        var hidesText = false
        var usesMarkup = true
        var defaultsToCancel = false

        while case let (name, inline)? = try scanner.nextOption() {
            if let candidate = Mode(rawValue: String(name.dropFirst(2))), name.hasPrefix("--") {
                try scanner.flag(name, inline: inline)
                if let mode, mode != candidate {
                    throw UsageError("two dialog types given (--\(mode.rawValue) and \(name))")
                }
                mode = candidate
                continue
            }
            switch name {
            case "--help", "-h":
                try scanner.flag(name, inline: inline)
                return .help(help)
            case "--title":
                title = try scanner.value(for: name, inline: inline)
            case "--text":
                text = try scanner.value(for: name, inline: inline)
            case "--width":
                width = try AlertCommand.parseWidth(try scanner.value(for: name, inline: inline), option: name)
            case "--timeout":
                timeout = try parseTimeout(try scanner.value(for: name, inline: inline))
            case "--ok-label":
                okLabel = try label(name, try scanner.value(for: name, inline: inline))
            case "--cancel-label":
                cancelLabel = try label(name, try scanner.value(for: name, inline: inline))
            case "--extra-button":
                extraLabels.append(try label(name, try scanner.value(for: name, inline: inline)))
            case "--entry-text":
                entryText = try scanner.value(for: name, inline: inline)
            case "--hide-text":
                try scanner.flag(name, inline: inline)
                hidesText = true
            case "--no-markup":
                try scanner.flag(name, inline: inline)
                usesMarkup = false
            case "--default-cancel":
                try scanner.flag(name, inline: inline)
                defaultsToCancel = true
            case _ where ignoredValueOptions.contains(name):
                _ = try scanner.value(for: name, inline: inline)
            case _ where ignoredFlags.contains(name):
                try scanner.flag(name, inline: inline)
            case _ where unsupportedModes.contains(name):
                throw UsageError(
                    "zenity's \(name) dialog is not supported; curtain implements --info, --warning, --error, --question and --entry")
            default:
                throw .unknownOption(name, known: optionNames)
            }
        }

        guard let mode else {
            throw UsageError("no dialog type given: use --info, --warning, --error, --question or --entry (or 'curtain alert')")
        }
        return .zenity(
            request(
                mode: mode, title: title, text: text, width: width, timeout: timeout, okLabel: okLabel,
                cancelLabel: cancelLabel, extraLabels: extraLabels, entryText: entryText,
                hidesText: hidesText, usesMarkup: usesMarkup, defaultsToCancel: defaultsToCancel))
    }

    // MARK: - Mapping

    private static func request(
        mode: Mode, title: String?, text: String?, width: Int?, timeout: Duration?, okLabel: String?,
        cancelLabel: String?, extraLabels: [String], entryText: String, hidesText: Bool,
        usesMarkup: Bool, defaultsToCancel: Bool
    ) -> ZenityRequest {
        var buttons: [ButtonSpec] = []
        var icon: AlertIcon?
        switch mode {
        case .info: icon = .info
        case .warning: icon = .warning
        case .error: icon = .error
        case .question:
            icon = .question
            buttons.append(ButtonSpec(cancelLabel ?? "No", role: .cancel))
        case .entry:
            buttons.append(ButtonSpec(cancelLabel ?? "Cancel", role: .cancel))
        }
        buttons += extraLabels.map { ButtonSpec($0) }
        let okIndex = buttons.count
        buttons.append(ButtonSpec(okLabel ?? (mode == .question ? "Yes" : "OK")))
        let cancelIndex = buttons.firstIndex { $0.role == .cancel }
        let alert = AlertRequest(
            title: title ?? mode.defaultTitle,
            message: (text ?? mode.defaultText).map(expandEscapes),
            buttons: buttons,
            preferredIndex: defaultsToCancel ? (cancelIndex ?? okIndex) : okIndex,
            icon: icon,
            entry: mode == .entry ? EntryConfiguration(text: entryText, isSecure: hidesText) : nil,
            timeout: timeout,
            // zenity's entry label is plain text; its message dialogs use markup by default.
            usesMarkup: mode != .entry && usesMarkup,
            width: width)
        return ZenityRequest(mode: mode, alert: alert, okIndex: okIndex)
    }

    private static func label(_ option: String, _ value: String) throws(UsageError) -> String {
        try AlertCommand.checkLabel(value, option: option, original: value)
        return value
    }

    /// zenity's `--timeout`: whole seconds; 0 means no timeout, as in zenity.
    private static func parseTimeout(_ value: String) throws(UsageError) -> Duration? {
        guard let seconds = Int(value), seconds >= 0, Double(seconds) <= AlertCommand.maximumTimeoutSeconds else {
            throw UsageError("--timeout needs a whole number of seconds (0 for none), got \(UsageError.quoted(value))")
        }
        return seconds == 0 ? nil : .seconds(seconds)
    }

    /// Expands backslash escapes the way zenity does for `--text` (GLib's `g_strcompress`).
    ///
    /// `\b \f \n \r \t \v \\ \"` and octal `\NNN` (bytes, so `\303\251` is "é"); any other
    /// escaped character stands for itself; a trailing lone backslash is kept.
    static func expandEscapes(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            i += 1
            guard byte == UInt8(ascii: "\\"), i < bytes.count else {
                output.append(byte)
                continue
            }
            let escaped = bytes[i]
            i += 1
            switch escaped {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "v"): output.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[i]) {
                    value = value * 8 + UInt32(bytes[i] - UInt8(ascii: "0"))
                    i += 1
                    digits += 1
                }
                output.append(UInt8(truncatingIfNeeded: value))
            default: output.append(escaped)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: - Help

    /// `curtain --info --help` (help in zenity mode).
    static let help = """
        Usage: curtain --info|--warning|--error|--question|--entry [options]

        Runs zenity's message and entry dialogs unchanged, with zenity's output
        and exit status.

        Options:
          --title TEXT          window title
          --text TEXT           message; Pango markup unless --no-markup;
                                escapes such as \\n are expanded
          --ok-label TEXT       label of OK (Yes for --question)
          --cancel-label TEXT   label of Cancel (No for --question)
          --extra-button TEXT   add a button (repeatable); it prints its label
                                and exits 1
          --entry-text TEXT     initial text of --entry
          --hide-text           hide the text of --entry
          --default-cancel      Return triggers No in --question
          --no-markup           --text is plain text
          --timeout SECONDS     close after SECONDS, exit 5 (0: no timeout)
          --width PX            dialog width
          -h, --help            show this help

        Accepted and ignored: --no-wrap, --ellipsize, --modal, --height,
        --icon-name, --icon, --window-icon, --attach.
        Both --option VALUE and --option=VALUE work.

        Exit status: 0 OK/Yes; 1 Cancel/No, Escape, window closed, or an extra
        button; 2 usage error; 3 no Wayland display; 5 timeout.
        Stdout: the text of --entry on OK; an extra button's label.
        """
}
