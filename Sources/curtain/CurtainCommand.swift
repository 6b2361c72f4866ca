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
    /// `curtain filmstrip …`.
    case filmstrip(FilmstripOptions)
}

/// What `curtain` writes and how it exits; produced without touching the process.
struct CommandResult: Equatable, Sendable {
    /// Text for stdout.
    var stdout: String = ""
    /// Text for stderr: empty, or exactly one line for failures.
    var stderr: String = ""
    /// The exit status.
    var exitCode: ExitCode
}

/// The `curtain` command: dispatches to a subcommand or zenity mode and runs it.
///
/// ```
/// curtain alert [options]          curtain filmstrip [options]
/// curtain --question --text=…      curtain --help | --version | help [alert|filmstrip]
/// ```
enum CurtainCommand {
    /// The version printed by `--version`.
    static let version = "0.1.0"

    /// Parses a command line (without the program name).
    ///
    /// - Throws: ``UsageError`` for anything invalid.
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else {
            throw UsageError("missing subcommand; try 'curtain --help'")
        }
        let rest = arguments.dropFirst()
        switch first {
        case AlertCommand.name:
            return try AlertCommand.parse(rest)
        case FilmstripCommand.name:
            return try FilmstripCommand.parse(rest)
        case "help":
            return try helpCommand(Array(rest))
        case "--help", "-h":
            return .help(help)
        case "--version":
            if let extra = rest.first { throw .unexpectedArgument(extra) }
            return .version
        case _ where first.hasPrefix("-"):
            return try ZenityCompatibility.parse(arguments)
        default:
            throw UsageError("unknown subcommand \(UsageError.quoted(first)); try 'curtain --help'")
        }
    }

    /// Parses and runs a command line.
    ///
    /// The presenter and renderer are made only when a dialog or filmstrip is actually needed,
    /// so `--help` and usage errors never pay for (or fail on) the GUI.
    ///
    /// - Parameters:
    ///   - arguments: argv without the program name.
    ///   - presenter: makes the presenter that shows alerts.
    ///   - renderer: makes the offline filmstrip renderer.
    static func run(
        _ arguments: [String],
        presenter: () -> any DialogPresenter,
        renderer: () -> any FilmstripRendering
    ) -> CommandResult {
        let invocation: Invocation
        do {
            invocation = try parse(arguments)
        } catch {
            return CommandResult(stderr: error.description + "\n", exitCode: .usageError)
        }
        switch invocation {
        case .help(let text):
            return CommandResult(stdout: text + "\n", exitCode: .success)
        case .version:
            return CommandResult(stdout: "curtain \(version)\n", exitCode: .success)
        case .alert(let request):
            return present(request, with: presenter) { outcome in
                AlertResult(request: request, outcome: outcome).map {
                    ($0.formatted(as: request.outputFormat), $0.exitCode)
                }
            }
        case .zenity(let zenity):
            return present(zenity.alert, with: presenter, zenity.output(for:))
        case .filmstrip(let options):
            do {
                try renderer().render(options)
                return CommandResult(exitCode: .success)
            } catch {
                return failure(String(describing: error), .failure)
            }
        }
    }

    private static func present(
        _ request: AlertRequest,
        with presenter: () -> any DialogPresenter,
        _ format: (AlertOutcome) -> (stdout: String, exitCode: ExitCode)?
    ) -> CommandResult {
        let outcome: AlertOutcome
        do {
            outcome = try presenter().run(request)
        } catch let error as DisplayError {
            return failure(error.description, .displayUnavailable)
        } catch {
            return failure(String(describing: error), .failure)
        }
        guard let (stdout, exitCode) = format(outcome) else {
            return failure("internal error: the presenter reported an unknown button (\(outcome.kind))", .failure)
        }
        return CommandResult(stdout: stdout, exitCode: exitCode)
    }

    private static func failure(_ message: String, _ code: ExitCode) -> CommandResult {
        CommandResult(stderr: UsageError(message).description + "\n", exitCode: code)
    }

    private static func helpCommand(_ arguments: [String]) throws(UsageError) -> Invocation {
        switch arguments.first {
        case nil: return .help(help)
        case AlertCommand.name?: return .help(AlertCommand.help)
        case FilmstripCommand.name?: return .help(FilmstripCommand.help)
        case "zenity"?: return .help(ZenityCompatibility.help)
        case let topic?: throw UsageError("no help for \(UsageError.quoted(topic)); try 'curtain --help'")
        }
    }

    /// `curtain --help`.
    static let help = """
        Usage: curtain <subcommand> [options]
               curtain --info|--warning|--error|--question|--entry [zenity options]

        Fast Wayland dialogs for shell scripts.

        Subcommands:
          alert         show an alert and print the chosen button
          filmstrip     render a transition offline to PNG and/or JSON
          help [NAME]   show help for alert, filmstrip or zenity

        zenity mode: --info, --warning, --error, --question and --entry take
        zenity's options and give zenity's output and exit status
        (see 'curtain help zenity').

        Options:
          -h, --help    show this help
          --version     show the version

        Exit status: 0 chosen, 1 cancelled, 2 usage error, 3 no Wayland display,
        4 other failure, 5 timeout.
        """
}
