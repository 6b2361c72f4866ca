/// Turns XML descriptions into the lines of a `///` comment.
enum DocumentationLines {
    /// Summary, blank line, the description's text, then the version note and any extra sections.
    static func make(
        _ documentation: Documentation?, summary fallback: String? = nil, since: UInt32 = 1,
        sections: [String] = []
    ) -> [String] {
        var lines: [String] = []
        // Without a summary, the XML name in words ("get_widget" → "Get widget.") still reads as a sentence.
        let summary = sentence(documentation?.summary ?? fallback?.replacingUnderscores() ?? "")
        if !summary.isEmpty { lines.append(summary) }
        let body = paragraphs(documentation?.body ?? "")
        if !body.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines += body
        }
        if since > 1 {
            if !lines.isEmpty { lines.append("") }
            lines.append("Available since version \(since).")
        }
        if !sections.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines += sections
        }
        return lines
    }

    /// A summary as a sentence: first letter capitalized, ending with a period.
    static func sentence(_ text: String) -> String {
        let trimmed = collapse(text)
        guard let first = trimmed.first else { return "" }
        let capitalized = first.uppercased() + trimmed.dropFirst()
        return capitalized.hasSuffix(".") ? capitalized : capitalized + "."
    }

    /// Collapses runs of whitespace, so a multi-line attribute reads as one line.
    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The free text with its common indentation removed and blank runs squeezed to one blank line.
    private static func paragraphs(_ text: String) -> [String] {
        let raw = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop(while: { $0.isWhitespace }).reversed())
        }
        let indent = raw.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }.min() ?? 0
        var lines: [String] = []
        for line in raw {
            let stripped = String(line.dropFirst(min(indent, line.count)))
            if stripped.isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(stripped)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? " " : $0 })
    }
}
