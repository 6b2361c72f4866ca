/// A command's options, described once: parsing, `--help`, the man page, the completions and
/// the suggestions in usage errors all come from this one table.
///
/// `Target` is the value the options write into while the command line is read; the command
/// turns it into its request when the line has been read (checking what needs every option,
/// such as `--preferred` naming a `--button`).
///
/// ```swift
/// let table = CommandTable<FilmstripOptions>(name: "filmstrip", ..., sections: [.init("Options", [
///     .choice("--phase", "NAME", "present (default) or dismiss") { $0.phase = $1 },
/// ])])
/// guard let options = try table.parse(arguments, into: FilmstripOptions()) else { return .help(table.help) }
/// ```
struct CommandTable<Target>: Sendable {
    /// Options under one heading.
    struct Section: Sendable {
        /// The heading, without a colon.
        var title: String
        /// The options, in help order.
        var options: [Option<Target>]

        init(_ title: String, _ options: [Option<Target>]) {
            self.title = title
            self.options = options
        }
    }

    /// The command's word, see ``CommandDocumentation/name``.
    var name: String
    /// Usage lines, see ``CommandDocumentation/usage``.
    var usage: [String]
    /// One line, see ``CommandDocumentation/summary``.
    var summary: String
    /// Prose before the options.
    var about: [CommandDocumentation.Text]
    /// The options by section.
    var sections: [Section]
    /// Prose after the options.
    var notes: [CommandDocumentation.Text]

    /// The table as documentation, without its actions.
    var documentation: CommandDocumentation {
        CommandDocumentation(
            name: name, usage: usage, summary: summary, about: about,
            sections: sections.map { .init(title: $0.title, options: $0.options.map(\.info)) },
            notes: notes)
    }

    /// `--help`'s text.
    var help: String { documentation.help }

    /// Reads `arguments` into `target`, option by option, in order (so for single-valued options
    /// the last one wins).
    ///
    /// - Returns: The target, or `nil` when `--help` (or `-h`) was met: the caller prints ``help``.
    /// - Throws: ``UsageError`` for an unknown option (with the nearest known one as a suggestion),
    ///   a positional argument, a missing value, a value given to a flag, or whatever an option's
    ///   action rejects.
    ///   With `positional`, arguments that are not options go to it instead of being an error
    ///   (zenity's `--list` rows). With `ignoringUnknownOptions`, an option the table lacks is skipped, as
    ///   GLib's option parser skips it for yad (a value given after it as a separate word is then positional).
    func parse(
        _ arguments: some Sequence<String>, into target: Target,
        positional: ((inout Target, String) throws(UsageError) -> Void)? = nil,
        ignoringUnknownOptions: Bool = false
    ) throws(UsageError) -> Target? {
        var scanner = ArgumentScanner(arguments)
        var target = target
        while let token = scanner.next() {
            let name: String, inline: String?
            switch token {
            case .option(let optionName, let inlineValue): (name, inline) = (optionName, inlineValue)
            case .positional(let argument):
                guard let positional else { throw .unexpectedArgument(argument) }
                try positional(&target, argument)
                continue
            }
            guard let option = option(named: name) else {
                if ignoringUnknownOptions { continue }
                throw .unknownOption(name, known: suggestions)
            }
            switch option.action {
            case .help:
                try scanner.flag(name, inline: inline)
                return nil
            case .flag(let apply):
                try scanner.flag(name, inline: inline)
                try apply(&target)
            case .value(let apply):
                try apply(&target, try scanner.value(for: name, inline: inline), name)
            }
        }
        return target
    }

    /// The option spelled `name`, if the table has one.
    func option(named name: String) -> Option<Target>? {
        for section in sections {
            if let option = section.options.first(where: { $0.info.names.contains(name) }) { return option }
        }
        return nil
    }

    /// The long names a misspelt option may be corrected to: listed and ignored ones, in table order.
    var suggestions: [String] {
        documentation.visibleOptions.flatMap(\.names).filter { $0.hasPrefix("--") }
    }
}
