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

    /// Answers gpg-agent until `BYE` or the end of stdin; the dialogs come from `dialogs`.
    ///
    /// Reads and writes file descriptors 0 and 1 directly: a passphrase goes out from locked memory, never through
    /// a `String` the program cannot wipe.
    @MainActor static func serve(dialogs: some PinentryDialogs) -> CommandResult {
        var session = PinentrySession(version: CurtainCommand.version, processID: getpid())
        StandardStream.output.write(PinentrySession.greeting)
        let reader = AssuanLineReader(fileDescriptor: 0)
        session.inquire = { line in
            StandardStream.output.write("INQUIRE \(line)\n")
            return Assuan.inquiryData(from: reader.nextLine)
        }
        while !session.isClosed, let line = reader.nextLine() {
            for output in session.handle(line, dialogs: dialogs) {
                switch output {
                case .text(let text): StandardStream.output.write(text)
                case .secret(let secret):
                    StandardStream.output.write(secret.bytes)
                    secret.wipe()
                }
            }
        }
        return CommandResult(exitCode: .success)
    }
}

/// Lines from a file descriptor, read with `read(2)`; a line longer than Assuan allows is cut at the limit.
final class AssuanLineReader {
    let fileDescriptor: Int32
    private var pending: [UInt8] = []
    private var isAtEnd = false

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// The next line without its newline (and CR), or `nil` at the end of input.
    func nextLine() -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line.prefix(Assuan.maximumLineLength), as: UTF8.self)
            }
            if isAtEnd {
                guard !pending.isEmpty else { return nil }
                defer { pending = [] }
                return String(decoding: pending.prefix(Assuan.maximumLineLength), as: UTF8.self)
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                pending += buffer[..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                isAtEnd = true
            }
        }
    }
}
