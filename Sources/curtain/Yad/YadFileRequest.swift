import Curtain

/// yad 0.40's file dialog (`--file`), parsed: the file selection curtain runs through the desktop's file chooser
/// portal (as zenity's `--file-selection`), with yad's statuses and printing rule.
///
/// From yad's source (`src/file.c`): `--filename` starts the chooser there (its name proposed with `--save`),
/// `--multiple`, `--directory`, `--save` and `--file-filter` as GTK's chooser takes them; OK prints each chosen path
/// (`--quoted-output`: quoted for a shell), `--separator` between them, then a newline, when ``YadResponse`` prints
/// a result.
///
/// The portal answers a choice or a cancel, not which key or button cancelled: a cancel is yad's Escape (252), the
/// way a chooser is mostly left, and yad's Cancel button (1) cannot be told from it.
struct YadFileRequest: Equatable, Sendable {
    /// The chooser, its title and timeout, and `--separator`.
    var file: FileSelectionRequest
    /// `--quoted-output`.
    var quotesOutput = false
    /// The statuses and printing rule.
    var response = YadResponse()

    /// What the command answers for the portal's `answer`: the paths and status 0 for a choice, 252 for a cancel, 70
    /// for `--timeout`; the portal's own failures as ``FileSelectionRequest`` reports them (exit 6 or 4, one line).
    func result(for answer: Result<FileChooserResult, FileChooserError>) -> CommandResult {
        let ending: YadResponse.Ending
        switch answer {
        case .success(.chosen): ending = .button(YadResponse.ok)
        case .success: ending = .escape
        case .failure(.timedOut): ending = .timeout
        case .failure: return file.output(for: answer)
        }
        let status = response.status(for: ending)
        let paths = (try? answer.get())?.paths ?? []
        let line = paths.map { quotesOutput ? YadFormRequest.shellQuoted($0) : $0 }.joined(separator: file.separator) + "\n"
        var result = CommandResult(
            stdout: response.printsResult(for: ending) ? line : "", exitCode: status == 0 ? .success : .cancelled)
        result.responseStatus = status
        return result
    }

    /// Asks the portal and answers as yad does.
    func run() -> CommandResult {
        do {
            return result(for: .success(try FileChooserPortal().choose(file.chooser, timeout: file.timeout)))
        } catch {
            return result(for: .failure(error))
        }
    }
}
