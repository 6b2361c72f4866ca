import Curtain

/// What a `curtain` command line asks for, after parsing.
enum Invocation: Equatable, Sendable {
    /// Print this help text on stdout and exit 0.
    case help(String)
    /// Print the version and exit 0.
    case version
    /// `curtain alert …`.
    case alert(AlertRequest)
    /// `curtain --info|--warning|--error|--question|--entry …`.
    case zenity(ZenityRequest)
    /// `curtain --progress …` and `curtain progress …`.
    case progress(ProgressRequest)
    /// zenity's `--list`.
    case list(ListRequest)
    /// One of zenity's own errors (zenity prints the line and exits 255).
    case zenityFailure(String)
    /// zenity's `--file-selection`, or `curtain file`.
    case fileSelection(FileSelectionRequest)
    /// zenity's `--text-info`, or `curtain text`.
    case text(TextRequest)
    /// zenity's `--notification`.
    case notification(DesktopNotification)
    /// zenity's `--notification --listen`.
    case notificationListener(NotificationListener)
    /// zenity's `--forms` and `--password`, and `curtain form`.
    case form(FormRequest)
    /// zenity's `--scale`, or `curtain scale`.
    case scale(ScaleRequest)
    /// zenity's `--calendar`, or `curtain calendar`.
    case calendar(CalendarRequest)
    /// zenity's `--color-selection`, or `curtain color`.
    case color(ColorRequest)
    /// `curtain filmstrip …`.
    case filmstrip(FilmstripOptions)
    /// Print this text on stdout exactly as it is and exit 0 (`curtain man`, `curtain completions`).
    case document(String)
    /// `curtain pinentry`: answer gpg-agent on stdin and stdout.
    case pinentry
    /// `curtain askpass [PROMPT...]`: every argument is the prompt.
    case askpass(AskpassRequest)
    /// `curtain yad …`, or `curtain` started as `yad`: one of yad's dialogs.
    case yad(YadDialog)
    /// `curtain polkit-agent [--process PID]`: answer polkitd until the bus or the compositor goes.
    case polkitAgent(PolkitAgentOptions)
}

extension Invocation {
    /// What the command line does: each request runs itself (``CommandAction``).
    var action: any CommandAction {
        switch self {
        case .help(let text): PrintedText(text: text + "\n")
        case .document(let text): PrintedText(text: text)
        case .version: PrintedText(text: "curtain \(CurtainCommand.version)\n")
        case .zenityFailure(let message): CommandFailure(message: message, exitCode: .zenityError)
        case .alert(let request): request
        case .zenity(let request): request
        case .progress(let request): request
        case .list(let request): request
        case .fileSelection(let request): request
        case .text(let request): request
        case .notification(let notification): NotificationSending(notification: notification)
        case .notificationListener(let listener): listener
        case .form(let request): request
        case .scale(let request): request
        case .calendar(let request): request
        case .color(let request): request
        case .filmstrip(let options): options
        case .pinentry: PinentryServing()
        case .askpass(let request): request
        case .yad(let dialog): dialog
        case .polkitAgent(let options): options
        }
    }
}

/// What `curtain` writes and how it exits; produced without touching the process.
struct CommandResult: Equatable, Sendable {
    /// Text for stdout.
    var stdout: String = ""
    /// All of stdout instead, in locked memory, when it carries a secret (a password field's text): written from
    /// there and wiped.
    var secretStdout: SecretBuffer?
    /// Text for stderr: empty, or exactly one line for failures.
    var stderr: String = ""
    /// The exit status.
    var exitCode: ExitCode
    /// The exit status of a dialog whose program defines one per answer (yad: the button's id, 252, 70), in place
    /// of ``exitCode``'s.
    var responseStatus: Int32?

    /// The status the process exits with.
    var exitStatus: Int32 { responseStatus ?? exitCode.rawValue }

    init(stdout: String = "", stderr: String = "", exitCode: ExitCode) {
        self.stdout = stdout
        self.stderr = stderr
        self.exitCode = exitCode
    }

    /// A result that prints `output`, which may carry a secret.
    init(output: OutputText, exitCode: ExitCode) {
        self.init(stdout: output.text, exitCode: exitCode)
        secretStdout = output.secret
    }

    /// Writes stdout (from locked memory, then wiped, when it carries a secret) and stderr.
    @MainActor func write() {
        if let secretStdout {
            StandardStream.output.write(secretStdout)
            secretStdout.wipe()
        } else {
            StandardStream.output.write(stdout)
        }
        StandardStream.error.write(stderr)
    }

    static func == (left: CommandResult, right: CommandResult) -> Bool {
        left.stdout == right.stdout && left.secretStdout === right.secretStdout && left.stderr == right.stderr
            && left.exitCode == right.exitCode && left.responseStatus == right.responseStatus
    }
}

/// The `curtain` command: dispatches to a subcommand or zenity mode and runs it.
///
/// ```
/// curtain alert [options]          curtain filmstrip [options]
/// curtain --question --text=…      curtain --help | --version | help [NAME]
/// curtain man                      curtain completions bash|zsh|fish
/// zenity --question --text=…       (curtain started through a symlink named zenity)
/// ```
enum CurtainCommand {
    /// The version printed by `--version`.
    static let version = "1.0.0"

    /// The program name that turns on zenity mode for the whole command line.
    static let zenityProgramName = "zenity"

    /// Whether `curtain` was started as `zenity` (argv[0]'s last path component), so that
    /// `ln -s curtain zenity` makes existing scripts use it unchanged.
    static func runsAsZenity(programPath: String) -> Bool {
        programPath.split(separator: "/").last.map(String.init) == zenityProgramName
    }

    /// The subcommand a program name stands for: `pinentry-curtain` is `curtain pinentry` and `ssh-askpass-curtain`
    /// is `curtain askpass`, since gpg-agent and ssh run a program by its path, with arguments of their own.
    static func impliedSubcommand(programPath: String) -> String? {
        switch programPath.split(separator: "/").last.map(String.init) {
        case PinentryCommand.programName: PinentryCommand.name
        case AskpassCommand.programName: AskpassCommand.name
        case YadCompatibility.name: YadCompatibility.name
        default: nil
        }
    }

    /// Parses a command line (without the program name).
    ///
    /// - Parameters:
    ///   - arguments: argv without the program name.
    ///   - asZenity: started as `zenity`: every command line is zenity's (`--version` aside).
    /// - Throws: ``UsageError`` for anything invalid.
    static func parse(_ arguments: [String], asZenity: Bool = false) throws(UsageError) -> Invocation {
        let rest = arguments.dropFirst()
        if arguments.first == "--version" {
            if let extra = rest.first { throw .unexpectedArgument(extra) }
            return .version
        }
        if asZenity { return try ZenityCompatibility.parse(arguments) }
        guard let first = arguments.first else {
            throw UsageError(localized("missing subcommand; try 'curtain --help'"))
        }
        if let command = subcommands.first(where: { $0.name == first }) { return try command.parse(rest) }
        switch first {
        case "help":
            return try helpCommand(Array(rest))
        case "--help", "-h":
            return .help(help)
        case _ where first.hasPrefix("-"):
            return try ZenityCompatibility.parse(arguments)
        default:
            throw UsageError(localized("unknown subcommand %s; try 'curtain --help'", UsageError.quoted(first)))
        }
    }

    /// Parses and runs a command line.
    ///
    /// The presenters and the renderer are made only when a dialog or filmstrip is actually needed,
    /// so `--help` and usage errors never pay for (or fail on) the GUI.
    ///
    /// - Parameters:
    ///   - arguments: argv without the program name.
    ///   - asZenity: started as `zenity` (see ``runsAsZenity(programPath:)``).
    ///   - backends: what the dialogs are shown with: Wayland for the program, recordings for tests.
    ///   - protectingSecrets: run first in a mode that asks for a secret (``Invocation/asksForSecret``): the
    ///     program passes ``SecretProcess/protect()``.
    @MainActor static func run(
        _ arguments: [String],
        asZenity: Bool = false,
        backends: DialogBackends,
        protectingSecrets: () -> Void = {}
    ) -> CommandResult {
        let invocation: Invocation
        do {
            invocation = try parse(arguments, asZenity: asZenity)
        } catch {
            return CommandResult(stderr: error.description + "\n", exitCode: .usageError)
        }
        // Before anything is read, connected or shown (SecretProcess); tests running in process pass nothing.
        if invocation.asksForSecret { protectingSecrets() }
        return invocation.action.run(with: backends)
    }
}
