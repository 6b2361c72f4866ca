/// A `curtain` subcommand: the word that picks it, its documentation, and how it reads the arguments after the word.
///
/// ``CurtainCommand/subcommands`` lists each one once; parsing, `curtain help NAME`, `curtain --help`, the man page
/// and the completions all go through that list, so a new subcommand is one type and one entry there.
protocol Subcommand {
    /// The word on the command line (`alert`).
    static var name: String { get }
    /// What `--help`, the man page and the completions say about it.
    static var documentation: CommandDocumentation { get }
    /// Parses the arguments after the word.
    ///
    /// - Returns: The invocation, or `.help` when `--help` came.
    /// - Throws: ``UsageError`` naming the first problem.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation
}

/// A subcommand whose options are one ``CommandTable``: the table is its documentation and its help.
protocol TableSubcommand: Subcommand {
    /// What the options write into while the command line is read.
    associatedtype Target
    /// Every option, described once.
    static var table: CommandTable<Target> { get }
}

// MARK: - Default implementations

extension TableSubcommand {
    static var documentation: CommandDocumentation { table.documentation }

    /// `curtain NAME --help`.
    static var help: String { table.help }
}
