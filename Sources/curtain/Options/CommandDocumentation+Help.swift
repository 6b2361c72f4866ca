/// `--help`: the documentation as plain text for an 80-column terminal.
///
/// ```
/// Usage: curtain alert [options]
///
/// Shows an alert and prints ...
///
/// Options:
///   --title TEXT            title of the alert
/// ```
extension CommandDocumentation {
    /// The width help is wrapped to.
    static let helpWidth = 78
    /// The widest option term that still has its summary on the same line.
    static let maximumTermWidth = 26

    /// The help text, without a final newline.
    var help: String {
        var blocks: [String] = []
        blocks.append(
            usage.enumerated().map { index, line in
                (index == 0 ? "Usage: " : "       ") + line
            }.joined(separator: "\n"))
        blocks += about.map(Self.render)
        // One column for every list on the page, so that the sections line up.
        let listed = sections.map { section in section.options.filter { $0.visibility == .listed } }
        let terms = subcommands.map(\.term) + listed.flatMap { $0.map(\.term) }
        let column = min(terms.map(\.count).max() ?? 0, Self.maximumTermWidth) + 4
        if !subcommands.isEmpty {
            blocks.append("Subcommands:\n" + Self.rows(subcommands.map { ($0.term, $0.summary) }, column: column))
        }
        for (section, options) in zip(sections, listed) where !options.isEmpty {
            blocks.append(section.title + ":\n" + Self.rows(options.map { ($0.term, $0.summary) }, column: column))
        }
        let ignored = ignoredOptions.map(\.name)
        if !ignored.isEmpty {
            blocks.append(
                Self.wrap("Accepted and ignored: " + ignored.joined(separator: ", ") + ".", width: Self.helpWidth)
                    .joined(separator: "\n"))
        }
        blocks += notes.map(Self.render)
        return blocks.joined(separator: "\n\n")
    }

    private static func render(_ text: Text) -> String {
        switch text {
        case .paragraph(let prose): wrap(prose, width: helpWidth).joined(separator: "\n")
        case .example(let lines):
            lines.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "  " + $0 }.joined(separator: "\n")
        }
    }

    /// Two columns: terms indented by two, summaries aligned and wrapped.
    private static func rows(_ rows: [(term: String, summary: String)], column: Int) -> String {
        var lines: [String] = []
        for (term, summary) in rows {
            let wrapped = wrap(summary, width: helpWidth - column)
            var first = "  " + term
            if first.count + 2 > column {
                lines.append(first)
                first = ""
            }
            for (index, part) in wrapped.enumerated() {
                let lead = index == 0 ? first : ""
                lines.append(lead + String(repeating: " ", count: column - lead.count) + part)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Greedy word wrap: lines of at most `width` characters unless a single word is longer.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
