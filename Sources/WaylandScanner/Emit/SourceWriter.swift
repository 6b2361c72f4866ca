/// Accumulates Swift source line by line with indentation.
struct SourceWriter {
    private(set) var text = ""
    private var depth = 0

    /// Writes one line at the current indentation; an empty string writes an empty line.
    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: depth) + content + "\n"
    }

    /// Writes `lines` as a `///` comment.
    mutating func documentation(_ lines: [String]) {
        for content in lines { line(content.isEmpty ? "///" : "/// " + content) }
    }

    /// Writes `opening {` (or just `opening` when it ends in `[` or `(`), the body one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SourceWriter) -> Void) {
        line(opening.hasSuffix("[") || opening.hasSuffix("(") ? opening : opening + " {")
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }
}
