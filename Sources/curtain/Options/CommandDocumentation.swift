/// Everything `curtain` says about one command, free of parsing: the source that the help text,
/// the man page and the shell completions are rendered from.
///
/// A ``CommandTable`` produces it from its options, so what the parser accepts and what the
/// documentation lists cannot drift apart.
struct CommandDocumentation: Sendable {
    /// A paragraph of prose, or an example kept exactly as written.
    enum Text: Sendable, Equatable {
        /// Wrapped to the page by each renderer.
        case paragraph(String)
        /// Printed line for line, indented (a JSON shape, a shell example).
        case example(String)
    }

    /// A group of options under a heading ("Options", "Message options").
    struct Section: Sendable {
        /// The heading, without a colon.
        var title: String
        /// The options, in the order help lists them.
        var options: [OptionInfo]
    }

    /// A subcommand listed by the top-level help: `help [NAME]`, `show help ...`.
    struct Subcommand: Sendable, Equatable {
        /// The name, with its arguments as help shows them.
        var term: String
        /// What it does, one sentence.
        var summary: String

        /// The bare name (`help` of `help [NAME]`).
        var name: String { String(term.prefix { $0 != " " }) }
    }

    /// The command's word (`alert`); for the top level `curtain`, and `zenity` for zenity mode.
    var name: String
    /// How it is called, one line each, without "Usage: ".
    var usage: [String]
    /// One line for lists of commands and the man page.
    var summary: String
    /// What the command does, shown before the options.
    var about: [Text]
    /// The subcommands it dispatches to (the top level only).
    var subcommands: [Subcommand] = []
    /// The options, by section.
    var sections: [Section]
    /// What follows the options: exit status, output formats, rules.
    var notes: [Text]

    /// Every option that may be shown, listed or ignored, in table order.
    var visibleOptions: [OptionInfo] {
        sections.flatMap(\.options).filter { $0.visibility != .unlisted }
    }

    /// The options accepted without effect.
    var ignoredOptions: [OptionInfo] {
        sections.flatMap(\.options).filter { $0.visibility == .ignored }
    }
}
