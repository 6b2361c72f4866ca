/// One row of a command's option table: how the option is described (``OptionInfo``) and what it
/// does to the value being parsed.
///
/// Tables are built from the factories below, so each option is spelled exactly once:
///
/// ```swift
/// .value("--title", "TEXT", "title of the alert") { draft, value, _ in draft.request.title = value }
/// .choice("--icon", "NAME", "info, warning, error or question") { draft, icon in draft.request.icon = icon }
/// .flag("--json", "print one JSON object instead of lines") { $0.request.outputFormat = .json }
/// ```
struct Option<Target>: Sendable {
    /// What parsing the option does.
    enum Action: Sendable {
        /// Stop parsing and print the command's help.
        case help
        /// A flag: changes the target; rejects `--flag=value`.
        case flag(@Sendable (inout Target) throws(UsageError) -> Void)
        /// Takes the next argument (or the inline `=value`) and the option's spelling, for messages.
        case value(@Sendable (inout Target, String, String) throws(UsageError) -> Void)
    }

    /// How the option is described everywhere.
    var info: OptionInfo
    /// What it does.
    var action: Action
}

// MARK: - Factories

extension Option {
    /// `-h, --help`: every table has it.
    static func help(_ summary: String = "show this help") -> Option {
        Option(
            info: OptionInfo(names: ["-h", "--help"], summary: summary, values: .none, visibility: .listed),
            action: .help)
    }

    /// A flag.
    static func flag(
        _ name: String, _ summary: String, visibility: OptionInfo.Visibility = .listed,
        _ apply: @escaping @Sendable (inout Target) throws(UsageError) -> Void
    ) -> Option {
        Option(
            info: OptionInfo(names: [name], summary: summary, values: .none, visibility: visibility),
            action: .flag(apply))
    }

    /// An option that takes free text, a number or a file name; `apply` checks and stores it.
    static func value(
        _ name: String, _ placeholder: String, _ summary: String, values: OptionInfo.Values = .text,
        visibility: OptionInfo.Visibility = .listed,
        _ apply: @escaping @Sendable (inout Target, String, String) throws(UsageError) -> Void
    ) -> Option {
        Option(
            info: OptionInfo(
                names: [name], placeholder: placeholder, summary: summary, values: values,
                visibility: visibility),
            action: .value(apply))
    }

    /// An option whose value is one word of `Choice`'s ``OptionChoice/choices``; anything else is a
    /// usage error listing them.
    static func choice<Choice: OptionChoice>(
        _ name: String, _ placeholder: String, _ summary: String,
        _ apply: @escaping @Sendable (inout Target, Choice) -> Void
    ) -> Option {
        value(name, placeholder, summary, values: .choices(Choice.choices.map(\.name))) {
            target, word, option throws(UsageError) in
            apply(&target, try Choice.parse(word, option: option))
        }
    }
}
