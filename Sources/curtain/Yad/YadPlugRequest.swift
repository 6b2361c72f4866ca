import Curtain
import Glibc

/// A dialog that can be a tab of a notebook or a pane of a paned dialog: what a `--plug` child shows there.
enum YadPage: Equatable, Sendable {
    case form(YadFormRequest)
    case list(YadListRequest)

    /// The page of `dialog`, or `nil` for a dialog type that cannot be a tab yet.
    init?(_ dialog: YadDialog) {
        switch dialog {
        case .form(let request): self = .form(request)
        case .list(let request): self = .list(request)
        default: return nil
        }
    }

    /// Whether the child reads stdin's lines for it (a list without cells), to send them to the parent.
    var readsStandardInput: Bool {
        if case .list(let request) = self { return request.list.cells.isEmpty }
        return false
    }
}

/// A `--plug=KEY --tabnum=N` child, parsed: its dialog shows as tab N of the notebook (or pane N of the paned
/// dialog) whose `--key` is KEY, not in a window of its own.
///
/// As in yad 0.40 (`src/main.c`): the child waits for its parent however long it takes; it prints its own result,
/// on its own stdout, only when the parent's dialog ends with a button that prints results (OK, an even id, or
/// `--always-print-result`); and it always exits 252 (`YAD_RESPONSE_ESC`, the status it starts with and never
/// changes). The exchange with the parent is ``YadPlugMessage``'s.
struct YadPlugRequest: Equatable, Sendable {
    /// `--plug`: the parent's `--key`.
    var key: Int
    /// `--tabnum`: the tab, from 1.
    var tabNumber: Int
    /// The child's yad arguments, sent for the parent to parse.
    var arguments: [String]
    /// The dialog it shows, parsed here so that a bad command line fails in the child, as yad's does.
    var page: YadPage

    /// How long the child waits between attempts to reach a parent that is not listening yet.
    static let retryInterval = Duration.milliseconds(10)

    /// Sends the dialog to the parent (waiting for it), then answers with what the parent sends back: printed as
    /// yad's child prints it, exit 252.
    ///
    /// - Parameter standardInput: stdin's lines, read only when the page needs them.
    func run(standardInput: () -> [String]) -> CommandResult {
        let lines = page.readsStandardInput ? standardInput() : []
        let message = YadPlugMessage(tabNumber: tabNumber, arguments: arguments, standardInput: lines)
        let path = YadPlugSocket.path(key: key)
        var connection = YadPlugSocket.connect(path: path)
        while connection == nil {
            var pause = timespec(tv_sec: 0, tv_nsec: Int(Self.retryInterval.components.attoseconds / 1_000_000_000))
            _ = nanosleep(&pause, nil)
            connection = YadPlugSocket.connect(path: path)
        }
        guard let connection else { return Self.result(stdout: "") }
        defer { close(connection) }
        guard YadPlugSocket.write(message.encoded, to: connection) else { return Self.result(stdout: "") }
        return Self.result(stdout: String(decoding: YadPlugSocket.readToEnd(connection), as: UTF8.self))
    }

    /// The child's answer: `stdout`, exit 252.
    private static func result(stdout: String) -> CommandResult {
        var result = CommandResult(stdout: stdout, exitCode: .cancelled)
        result.responseStatus = YadResponse.escape
        return result
    }
}
