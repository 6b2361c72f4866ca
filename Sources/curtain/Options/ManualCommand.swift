/// `curtain man`: prints the manual page `curtain(1)` in roff, generated from the same tables as
/// `--help`, so that the installed page always matches the binary.
///
/// ```sh
/// curtain man > curtain.1 && man ./curtain.1
/// ```
enum ManualCommand: Subcommand {
    /// The subcommand's name.
    static let name = "man"

    /// How help and the man page describe it.
    static let documentation = CommandDocumentation(
        name: name, usage: ["curtain man"], summary: "print the manual page curtain(1) as roff",
        about: [.paragraph("Prints the manual page curtain(1) as roff on stdout; scripts/install installs it.")],
        sections: [.init(title: "Options", options: [helpOption])], notes: [])

    /// Parses the arguments after `man`: none, or `--help`.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        if arguments.first == "--help" || arguments.first == "-h" { return .help(documentation.help) }
        if let extra = arguments.first { throw .unexpectedArgument(extra) }
        return .document(ManPage(version: CurtainCommand.version).render())
    }

    /// `-h, --help` for commands without a table of their own.
    static let helpOption = OptionInfo(names: ["-h", "--help"], summary: "show this help", values: .none, visibility: .listed)
}
