/// What a parsed command line does: each request shows its dialog (or does its one job) and says what to print and
/// how to exit, beside the subcommand that parsed it, so `CurtainCommand.run` only parses and dispatches.
protocol CommandAction {
    /// Runs to the end and returns what to write and the exit status, without touching the process itself.
    @MainActor func run(with backends: DialogBackends) -> CommandResult
}

/// Text printed on stdout as it is, with status 0: help, the version, the man page and completions.
struct PrintedText: CommandAction {
    var text: String

    func run(with backends: DialogBackends) -> CommandResult { CommandResult(stdout: text, exitCode: .success) }
}

/// A failure known at parse time that is not a usage error (zenity prints its own errors and exits 255).
struct CommandFailure: CommandAction {
    var message: String
    var exitCode: ExitCode

    func run(with backends: DialogBackends) -> CommandResult { .failure(message, exitCode) }
}

extension CommandResult {
    /// One line on stderr, `curtain: MESSAGE`, and `code`.
    static func failure(_ message: String, _ code: ExitCode) -> CommandResult {
        CommandResult(stderr: UsageError(message).description + "\n", exitCode: code)
    }

    /// Runs a dialog to its result: a lost or missing display exits 3, anything else 4, each with one line.
    static func dialog(_ body: () throws -> CommandResult) -> CommandResult {
        do {
            return try body()
        } catch let error as DisplayError {
            return failure(error.description, .displayUnavailable)
        } catch {
            return failure(String(describing: error), .failure)
        }
    }
}
