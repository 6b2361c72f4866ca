import CurtainCProcessControl
import Curtain

#if canImport(Glibc)
import Glibc
#endif

/// A program a dialog's button starts, leaving the dialog up: yad's `--button=LABEL:CMD`.
///
/// yad hands CMD to GLib's `g_spawn_command_line_async`, which splits it into words as a shell would and runs the
/// program found in `PATH`, with no shell: no variables, no globbing, no pipes. ``words(of:)`` splits by the same
/// rules, so a command line means what it meant to yad. The program inherits the dialog's stdin, stdout and stderr
/// (what it prints goes where the dialog's result goes, as with yad) and the default signal handling; the dialog
/// does not wait for it, and reaps it when it exits, so none is left a zombie while the dialog stays up.
@MainActor final class ButtonCommand {
    /// The running programs, each with the watch that reaps it.
    private static var running: [Int32: LoopToken] = [:]

    /// Starts `commandLine`'s program on the dialog's behalf; a command line that does not parse, or a program that
    /// cannot start, does nothing, as in yad.
    static func start(_ commandLine: String, on application: Application) {
        guard let processID = spawn(commandLine) else { return }
        watchForExit(of: processID, on: application)
    }

    /// Starts `commandLine`'s program and returns its process id, for a caller that reaps it in a loop of its own
    /// (yad's tray icon); `nil` when the command line does not parse or the program cannot start.
    static func spawn(_ commandLine: String) -> pid_t? {
        guard let words = words(of: commandLine),
            case .success(let processID) = ChildProcess.spawn(words, searchingPath: true)
        else { return nil }
        return processID
    }

    /// Reaps `processID` when it exits, seen through a pidfd in the dialog's event loop.
    private static func watchForExit(of processID: pid_t, on application: Application) {
        let descriptor = curtain_pidfd_open(processID)
        guard descriptor >= 0 else { return }
        running[processID] = application.addReadSource(fd: descriptor) {
            var status: Int32 = 0
            while waitpid(processID, &status, WNOHANG) < 0 && errno == EINTR {}
            running[processID]?.cancel()
            running[processID] = nil
            close(descriptor)
        }
    }

    /// The words of `commandLine` as `g_shell_parse_argv` splits them: blanks separate words; `'…'` keeps
    /// everything; `"…"` keeps everything but a backslash before `"`, `\`, `$`, `` ` `` or a newline; a backslash
    /// outside quotes keeps the next character (and a backslash-newline is nothing); `#` at the start of a word
    /// begins a comment to the end of the line.
    ///
    /// - Returns: `nil` for an empty command or an unmatched quote, which GLib refuses too.
    nonisolated static func words(of commandLine: String) -> [String]? {
        var words: [String] = []
        var word: String?
        var characters = commandLine.makeIterator()
        func append(_ character: Character) { word = (word ?? "") + String(character) }
        while let character = characters.next() {
            switch character {
            case " ", "\t", "\n":
                if let finished = word { words.append(finished) }
                word = nil
            case "'":
                word = word ?? ""
                while true {
                    guard let next = characters.next() else { return nil }
                    if next == "'" { break }
                    append(next)
                }
            case "\"":
                word = word ?? ""
                while true {
                    guard let next = characters.next() else { return nil }
                    if next == "\"" { break }
                    if next == "\\" {
                        guard let escaped = characters.next() else { return nil }
                        switch escaped {
                        case "\"", "\\", "$", "`": append(escaped)
                        case "\n": break
                        default:
                            append("\\")
                            append(escaped)
                        }
                    } else {
                        append(next)
                    }
                }
            case "\\":
                guard let escaped = characters.next() else {
                    append("\\")
                    continue
                }
                if escaped != "\n" { append(escaped) }
            case "#" where word == nil:
                while let next = characters.next(), next != "\n" {}
            default:
                append(character)
            }
        }
        if let finished = word { words.append(finished) }
        return words.isEmpty ? nil : words
    }
}
