import Curtain

/// A file selection to run through the desktop's file chooser portal, and how its answer is printed:
/// zenity's `--file-selection` (paths joined by `--separator`, default `|`, then a newline) or
/// `curtain file` (one path per line, or `--json`).
///
/// Exit status: 0 chosen, 1 cancelled (or the chooser closed), 5 `--timeout`, 6 no session bus or no
/// file chooser portal on it, 4 a portal that refused.
struct FileSelectionRequest: Equatable, Sendable {
    /// What to ask the chooser.
    var chooser = FileChooserRequest(purpose: .open)
    /// Printed between paths.
    var separator = "|"
    /// How long the user may take; nil: no limit.
    var timeout: Duration?
    /// Print one JSON object instead of paths (`curtain file --json`).
    var printsJSON = false

    /// What `curtain` prints and how it exits for the chooser's answer.
    func output(for answer: Result<FileChooserResult, FileChooserError>) -> CommandResult {
        switch answer {
        case .success(let result):
            let chosen: Bool = if case .chosen = result { true } else { false }
            let code: ExitCode = chosen ? .success : .cancelled
            if printsJSON {
                return CommandResult(stdout: json(result, reason: chosen ? "chosen" : "cancel") + "\n", exitCode: code)
            }
            return CommandResult(stdout: chosen ? result.paths.joined(separator: separator) + "\n" : "", exitCode: code)
        case .failure(.timedOut):
            return CommandResult(stdout: printsJSON ? json(.cancelled, reason: "timeout") + "\n" : "", exitCode: .timedOut)
        case .failure(let error):
            let code: ExitCode =
                switch error {
                case .noSessionBus, .noPortal: .portalUnavailable
                default: .failure
                }
            return CommandResult(stderr: UsageError(error.description).description + "\n", exitCode: code)
        }
    }

    /// `{"paths": [...], "uris": [...], "reason": "chosen"|"cancel"|"timeout"}`.
    private func json(_ result: FileChooserResult, reason: String) -> String {
        let uris: [String] = if case .chosen(let uris) = result { uris } else { [] }
        return JSON.object([
            ("paths", JSON.array(result.paths.map(JSON.string))), ("uris", JSON.array(uris.map(JSON.string))),
            ("reason", JSON.string(reason)),
        ])
    }
}

extension FileSelectionRequest: CommandAction {
    func run(with backends: DialogBackends) -> CommandResult { run() }
}
