/// A named set of glob patterns a file chooser offers, such as "Images" with `*.png` and `*.jpg`.
///
/// The portal receives one as `(sa(us))`.
public struct FileFilter: Sendable, Equatable {
    /// The name the chooser shows.
    public var name: String
    /// Glob patterns (`*.png`), case-sensitive as the portal's backends treat them.
    public var patterns: [String]

    /// Creates a filter from its name and glob patterns.
    ///
    /// - Parameters:
    ///   - name: The name the chooser shows.
    ///   - patterns: Glob patterns such as `*.png`.
    public init(name: String, patterns: [String]) {
        self.name = name
        self.patterns = patterns
    }

    /// Parses zenity's `--file-filter` value as zenity 3.44 does: the text before the first `|` (trimmed) is
    /// the name and the words after it are the patterns; without a `|` the whole text is the name and its
    /// words are the patterns (`--file-filter='*.txt'`).
    package init(zenity text: String) {
        let words: Substring
        if let bar = text.firstIndex(of: "|") {
            name = text[..<bar].trimmingCharacters(in: " \t")
            words = text[text.index(after: bar)...]
        } else {
            name = text
            words = text[...]
        }
        patterns = words.split(separator: " ").map(String.init)
    }

    /// The portal's `(sa(us))`: the name and `(0, glob)` pairs.
    var portalValue: DBusValue {
        .structure([.string(name), .array(elementSignature: "(us)", patterns.map { .structure([.uint32(0), .string($0)]) })])
    }
}

extension Substring {
    /// The text without leading and trailing characters from `set`.
    func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
