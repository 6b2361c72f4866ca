import Curtain

/// The top level's own documentation, and the list of every command's, which the man page and
/// the completions are generated from.
extension CurtainCommand {
    /// Every subcommand, in the order help and the man page list them.
    static var subcommands: [any Subcommand.Type] {
        [
            AlertCommand.self, ProgressCommand.self, ListCommand.self, FormCommand.self, TextCommand.self, ScaleCommand.self,
            CalendarCommand.self, ColorCommand.self, FileCommand.self, PinentryCommand.self, AskpassCommand.self,
            YadCompatibility.self,
            PolkitAgentCommand.self,
            FilmstripCommand.self,
            ManualCommand.self, CompletionsCommand.self,
        ]
    }

    /// Every subcommand's documentation, in the order help and the man page list them.
    static var subcommandDocumentation: [CommandDocumentation] { subcommands.map { $0.documentation } }

    /// `curtain --help`'s documentation: the subcommands, zenity mode and the two top-level options.
    static var documentation: CommandDocumentation {
        CommandDocumentation(
            name: "curtain",
            usage: [
                "curtain <subcommand> [options]",
                "curtain --info|--question|--entry|--list|--forms|... [zenity options]",
            ],
            summary: "fast Wayland dialogs for shell scripts",
            about: [.paragraph("Fast Wayland dialogs for shell scripts.")],
            subcommands: subcommandDocumentation.map { .init(term: $0.usage[0].dropCommandWord, summary: $0.summary) }
                + [.init(term: "help [NAME]", summary: "show help for a subcommand, or for zenity mode")],
            sections: [
                .init(
                    title: "Options",
                    options: [
                        OptionInfo(names: ["-h", "--help"], summary: "show this help", values: .none, visibility: .listed),
                        OptionInfo(names: ["--version"], summary: "show the version", values: .none, visibility: .listed),
                    ])
            ],
            notes: [
                .paragraph(
                    "zenity mode: \(ZenityCompatibility.implementedModes) take zenity's options and give zenity's output and exit status (see 'curtain help zenity'). Started as 'zenity', curtain is always in zenity mode."
                ),
                .paragraph(
                    "Exit status: 0 chosen, 1 cancelled, 2 usage error, 3 no Wayland display, 4 other failure, 5 timeout, 6 no D-Bus session bus or no desktop portal."
                ),
            ])
    }

    /// `curtain --help`.
    static var help: String { documentation.help }

    /// `curtain help [NAME]`.
    static func helpCommand(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let topic = arguments.first else { return .help(help) }
        if let extra = arguments.dropFirst().first { throw .unexpectedArgument(extra) }
        let topics = subcommandDocumentation + [ZenityCompatibility.table.documentation]
        guard let documentation = topics.first(where: { $0.name == topic }) else {
            throw UsageError(localized("no help for %s; try 'curtain --help'", UsageError.quoted(topic)))
        }
        return .help(documentation.help)
    }
}

extension String {
    /// `alert [options]` of `curtain alert [options]`: a usage line without the program name.
    fileprivate var dropCommandWord: String {
        guard let space = firstIndex(of: " ") else { return self }
        return String(self[index(after: space)...])
    }
}
