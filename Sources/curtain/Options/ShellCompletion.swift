/// Completion scripts for bash, zsh and fish, generated from the option tables: subcommands,
/// each command's options, the words a choice option accepts, and file names where an option
/// takes a file. Options the tables mark as unlisted (zenity dialogs curtain lacks) are left out.
///
/// Each script is complete on its own: `curtain completions bash > …/completions/curtain`.
struct ShellCompletion {
    /// The top level: its options and subcommand list.
    var top = CurtainCommand.documentation
    /// The subcommands with options of their own.
    var subcommands = CurtainCommand.subcommandDocumentation
    /// zenity mode, whose options follow `curtain` directly.
    var zenity = ZenityCompatibility.table.documentation

    /// What `curtain completions bash` prints after `completions`.
    static let shells = CompletionsCommand.Shell.allCases.map(\.rawValue)

    /// The words `help` accepts.
    var helpTopics: [String] { subcommands.map(\.name) + [zenity.name] }

    /// The words allowed right after `curtain`: subcommands, then top-level and zenity options.
    var firstWords: [String] {
        top.subcommands.map(\.name) + top.visibleOptions.flatMap(\.names) + zenity.visibleOptions.flatMap(\.names)
    }

    /// The subcommands whose options are completed from their table (`completions` takes a shell,
    /// `help` a topic: they are completed by word instead).
    var tabled: [CommandDocumentation] {
        subcommands.filter { $0.name != CompletionsCommand.name }
    }
}
