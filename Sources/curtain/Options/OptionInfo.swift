/// What users are told about one option: the single description that `--help`, the man page,
/// the shell completions and usage-error suggestions are all generated from.
///
/// ```swift
/// OptionInfo(names: ["--style"], placeholder: "alert|sheet", summary: "centred alert (default) ...",
///            values: .choices(["alert", "sheet"]))
/// ```
struct OptionInfo: Sendable, Equatable {
    /// What a completion may offer for the option's value.
    enum Values: Sendable, Equatable {
        /// The option is a flag: it takes no value.
        case none
        /// Free text: nothing to offer.
        case text
        /// One of these words, spelled exactly.
        case choices([String])
        /// A file name.
        case file
    }

    /// Where the option is shown.
    enum Visibility: Sendable, Equatable {
        /// In the help's option list, the man page and the completions.
        case listed
        /// Accepted without effect (zenity's cosmetic options): named in one line of the help, in
        /// the man page and the completions.
        case ignored
        /// Recognised only to give a better error (a zenity dialog curtain lacks): shown nowhere.
        case unlisted
    }

    /// The spellings, short ones first (`-h`, `--help`); the last one is the canonical name.
    var names: [String]
    /// The value's name in help (`TEXT`, `alert|sheet`); `nil` for a flag.
    var placeholder: String?
    /// What the option does, one sentence without a final full stop; wrapped by the renderers.
    var summary: String
    /// What completions offer for the value.
    var values: Values
    /// Where the option is shown.
    var visibility: Visibility

    /// The canonical (long) spelling.
    var name: String { names[names.count - 1] }

    /// Whether the option takes a value.
    var takesValue: Bool { placeholder != nil }

    /// The spellings joined with the placeholder, as help shows them: `-h, --help`, `--title TEXT`.
    var term: String {
        names.joined(separator: ", ") + (placeholder.map { " " + $0 } ?? "")
    }
}
