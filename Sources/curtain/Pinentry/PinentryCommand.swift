import Curtain

#if canImport(Glibc)
import Glibc
#endif

/// `curtain pinentry`: a pinentry for gpg-agent, speaking Assuan on stdin and stdout and asking in dialog windows.
///
/// ```sh
/// echo "pinentry-program /usr/bin/pinentry-curtain" >> ~/.gnupg/gpg-agent.conf
/// gpg-connect-agent reloadagent /bye
/// ```
///
/// gpg-agent starts it with pinentry's own options (`--display`, `--ttyname`, ...), which are accepted and change
/// nothing: a Wayland dialog finds its compositor through `WAYLAND_DISPLAY`.
enum PinentryCommand: TableSubcommand {
    /// The subcommand's name.
    static let name = "pinentry"

    /// The program name that runs the pinentry whatever the arguments: `pinentry-curtain`, as the package installs it.
    static let programName = "pinentry-curtain"

    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        guard try table.parse(arguments, into: ()) != nil else { return .help(help) }
        return .pinentry
    }

    /// pinentry's command-line options, as gpg-agent and users pass them; every one is accepted and ignored.
    static let table = CommandTable<Void>(
        name: name,
        usage: ["curtain pinentry", "pinentry-curtain"],
        summary: "ask for gpg-agent's passphrases (a pinentry)",
        about: [
            .paragraph(
                "Speaks the Assuan pinentry protocol on stdin and stdout, as gpg-agent expects of its pinentry-program: GETPIN asks for a passphrase (twice after SETREPEAT), CONFIRM and MESSAGE ask yes or no or tell. Where the compositor has layer-shell (sway, KWin) each is an alert over the whole screen, every output dimmed and the keyboard held; elsewhere, or with CURTAIN_PROMPT=window, GETPIN is the form --password shows and CONFIRM and MESSAGE an alert, in dialog windows. Cancel answers 'Operation cancelled' (83886179), SETTIMEOUT's expiry 'Timeout' (83886142). SETQUALITYBAR shows a meter that gpg-agent fills through INQUIRE QUALITY."
            )
        ],
        sections: [
            .init(
                "Options (pinentry's, accepted and ignored)",
                ["--display", "--ttyname", "--ttytype", "--lc-ctype", "--lc-messages", "--timeout", "--parent-wid", "--colors"]
                    .map { name in .value(name, "VALUE", "as pinentry's; ignored") { _, _, _ in } }
                    + ["--no-global-grab", "--debug"].map { name in .flag(name, "as pinentry's; ignored") { _ in } }
                    + [.help()])
        ],
        notes: [
            .paragraph("In gpg-agent.conf: pinentry-program /usr/bin/pinentry-curtain"),
            .paragraph("Exit status: 0 after BYE or the end of stdin."),
        ])

    /// Answers gpg-agent until `BYE` or the end of its input; the dialogs come from `dialogs`.
    ///
    /// Reads and writes file descriptors directly (0 and 1 unless a test gives others): a passphrase goes out from
    /// locked memory, never through a `String` the program cannot wipe. A line longer than libassuan reads is never
    /// executed: it is answered `ERR 536871175 Line too long` and skipped to its end.
    @MainActor static func serve(
        dialogs: some PinentryDialogs, input: Int32 = 0, output: StandardStream = .output
    ) -> CommandResult {
        var session = PinentrySession(version: CurtainCommand.version, processID: getpid())
        output.write(PinentrySession.greeting)
        let reader = AssuanLineReader(fileDescriptor: input)
        session.inquirer = AssuanInquirer(reader: reader, output: output)
        while !session.isClosed, let line = reader.nextLine() {
            guard case .text(let text) = line else {
                output.write(Assuan.Error.lineTooLong.line)
                continue
            }
            for answer in session.handle(text, dialogs: dialogs) {
                switch answer {
                case .text(let text): output.write(text)
                case .secret(let secret):
                    output.write(secret)
                    secret.wipe()
                }
            }
        }
        return CommandResult(exitCode: .success)
    }
}

/// Lines from a file descriptor, read with `read(2)` as libassuan reads them.
///
/// A line is at most ``Assuan/inputLineLimit`` bytes, its newline included; a longer one comes as
/// ``Line/tooLong`` and is skipped to its newline, never cut and read as a command, as libassuan answers it with
/// `GPG_ERR_ASS_LINE_TOO_LONG`. An unterminated line at the end of input is dropped (libassuan's
/// `GPG_ERR_ASS_INCOMPLETE_LINE`). Memory stays bounded whatever comes: the line being read is never longer than
/// the limit, and the program reads again only once the lines of the last read are taken.
final class AssuanLineReader {
    /// One line of input.
    enum Line: Equatable {
        /// A line, without its newline (and CR).
        case text(String)
        /// A line longer than Assuan allows, skipped.
        case tooLong
    }

    let fileDescriptor: Int32
    /// The complete lines of the last read not yet taken, oldest first.
    private var lines: [Line] = []
    /// The line being read, not yet ended by a newline.
    private var partial: [UInt8] = []
    /// Whether the line being read has passed the limit: its bytes are dropped up to its newline.
    private var isSkippingLine = false
    /// Whether the input has ended.
    private(set) var isAtEnd = false

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// The next line, reading (and blocking) until one is complete; `nil` at the end of input.
    func nextLine() -> Line? {
        while true {
            if let line = bufferedLine() { return line }
            if isAtEnd { return nil }
            readAvailable()
        }
    }

    /// The oldest complete line already read, without reading.
    func bufferedLine() -> Line? {
        lines.isEmpty ? nil : lines.removeFirst()
    }

    /// Reads once, as much as has come (blocking until something comes, unless the descriptor is readable), and
    /// splits it into lines.
    func readAvailable() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                take(buffer[..<count])
                return
            }
            if count < 0 && errno == EINTR { continue }
            isAtEnd = true
            partial = []
            return
        }
    }

    private func take(_ bytes: ArraySlice<UInt8>) {
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if isSkippingLine {
                    isSkippingLine = false
                } else {
                    if partial.last == UInt8(ascii: "\r") { partial.removeLast() }
                    lines.append(.text(String(decoding: partial, as: UTF8.self)))
                }
                partial.removeAll(keepingCapacity: true)
            } else if !isSkippingLine {
                partial.append(byte)
                // The limit reached and no newline: libassuan's buffer is full, and the line is too long.
                if partial.count == Assuan.inputLineLimit {
                    lines.append(.tooLong)
                    partial.removeAll(keepingCapacity: true)
                    isSkippingLine = true
                }
            }
        }
    }
}

/// `curtain pinentry`'s work: answer gpg-agent on stdin and stdout, asking through Wayland dialogs.
struct PinentryServing: CommandAction {
    func run(with backends: DialogBackends) -> CommandResult {
        PinentryCommand.serve(dialogs: WaylandPinentryDialogs())
    }
}
