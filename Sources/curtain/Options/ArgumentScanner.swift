import Curtain

/// Splits argv into options and positional arguments, GNU style.
///
/// Accepted spellings: `--name value`, `--name=value`, `-h`, and `--` to end options.
/// A value is taken from the next argument unconditionally (as GLib does for zenity), so
/// `--message -5` and `--title --` mean what they say. The scanner never looks at option
/// names: each command decides which options take values.
///
/// ```swift
/// var scanner = ArgumentScanner(["--title=Hi", "--secure"])
/// while let token = scanner.next() {
///     if case .option(let name, let inline) = token, name == "--title" {
///         let title = try scanner.value(for: name, inline: inline)
///     }
/// }
/// ```
struct ArgumentScanner {
    /// One step of the command line.
    enum Token: Equatable {
        /// `--name`, `--name=value` (inline value) or `-x`.
        case option(name: String, inlineValue: String?)
        /// Anything else, including everything after `--`.
        case positional(String)
    }

    private let arguments: [String]
    private var position = 0
    private var optionsEnded = false

    /// Creates a scanner over arguments that do not include the program name.
    init(_ arguments: some Sequence<String>) {
        self.arguments = Array(arguments)
    }

    /// The next token, or `nil` at the end.
    mutating func next() -> Token? {
        while position < arguments.count {
            let argument = arguments[position]
            position += 1
            if optionsEnded { return .positional(argument) }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument.hasPrefix("--") {
                if let equals = argument.firstIndex(of: "=") {
                    let name = String(argument[..<equals])
                    let value = String(argument[argument.index(after: equals)...])
                    return .option(name: name, inlineValue: value)
                }
                return .option(name: argument, inlineValue: nil)
            }
            if argument.hasPrefix("-") && argument.count > 1 {
                return .option(name: argument, inlineValue: nil)
            }
            return .positional(argument)
        }
        return nil
    }

    /// The value of an option: its inline `=value`, else the next argument.
    ///
    /// - Throws: ``UsageError`` when the command line ends before the value.
    mutating func value(for option: String, inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard position < arguments.count else {
            throw UsageError(localized("%s needs a value", option))
        }
        defer { position += 1 }
        return arguments[position]
    }

    /// Checks that a flag was not given an inline value (`--secure=yes`).
    ///
    /// - Throws: ``UsageError`` when it was.
    func flag(_ option: String, inline: String?) throws(UsageError) {
        if let inline {
            throw UsageError(localized("%s takes no value, got %s", option, UsageError.quoted(inline)))
        }
    }
}
