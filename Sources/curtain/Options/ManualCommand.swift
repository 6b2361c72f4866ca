/// `curtain man`: prints the manual page `curtain(1)` in roff, generated from the same tables as
/// `--help`, so that the installed page always matches the binary; with `--markdown`, the same page in Markdown,
/// which is the repository's `docs/cli.md`.
///
/// ```sh
/// curtain man > curtain.1 && man ./curtain.1
/// curtain man --markdown > docs/cli.md
/// ```
enum ManualCommand: Subcommand {
    /// The subcommand's name.
    static let name = "man"

    /// How help and the man page describe it.
    static let documentation = CommandDocumentation(
        name: name, usage: ["curtain man [--markdown]"], summary: "print the manual page curtain(1) as roff",
        about: [.paragraph("Prints the manual page curtain(1) as roff on stdout; scripts/install installs it.")],
        sections: [.init(title: "Options", options: [markdownOption, helpOption])], notes: [])

    /// `--markdown`: the page in Markdown instead of roff.
    static let markdownOption = OptionInfo(
        names: ["--markdown"], summary: "print the page in Markdown (the repository's docs/cli.md)", values: .none,
        visibility: .listed)

    /// Parses the arguments after `man`: none, `--markdown`, or `--help`.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        if arguments.first == "--help" || arguments.first == "-h" { return .help(documentation.help) }
        if arguments.first == "--markdown" {
            if let extra = arguments.dropFirst().first { throw .unexpectedArgument(extra) }
            return .document(CommandReference().render())
        }
        if let extra = arguments.first { throw .unexpectedArgument(extra) }
        return .document(ManPage(version: CurtainCommand.version).render())
    }

    /// `-h, --help` for commands without a table of their own.
    static let helpOption = OptionInfo(names: ["-h", "--help"], summary: "show this help", values: .none, visibility: .listed)
}
