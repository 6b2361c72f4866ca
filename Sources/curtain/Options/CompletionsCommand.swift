import Curtain

/// `curtain completions bash|zsh|fish`: prints a completion script for the shell, generated from
/// the option tables.
///
/// ```sh
/// curtain completions bash > /usr/local/share/bash-completion/completions/curtain
/// ```
enum CompletionsCommand: Subcommand {
    /// The shells there are scripts for.
    enum Shell: String, CaseIterable, OptionChoice {
        case bash, zsh, fish
    }

    /// The subcommand's name.
    static let name = "completions"

    /// How help and the man page describe it.
    static let documentation = CommandDocumentation(
        name: name, usage: ["curtain completions bash|zsh|fish"], summary: "print a shell completion script",
        about: [
            .paragraph(
                "Prints the completion script for the shell on stdout: subcommands, options, and the words an option accepts. scripts/install installs all three."
            )
        ],
        sections: [.init(title: "Options", options: [ManualCommand.helpOption])], notes: [])

    /// Parses the arguments after `completions`: one shell name, or `--help`.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        guard let word = arguments.first else { throw UsageError(localized("completions needs a shell: bash, zsh or fish")) }
        if word == "--help" || word == "-h" { return .help(documentation.help) }
        let shell = try Shell.parse(word, option: name)
        if let extra = arguments.dropFirst().first { throw .unexpectedArgument(extra) }
        let completion = ShellCompletion()
        let script =
            switch shell {
            case .bash: completion.bash
            case .zsh: completion.zsh
            case .fish: completion.fish
            }
        return .document(script)
    }
}
