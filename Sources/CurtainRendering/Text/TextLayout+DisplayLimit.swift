/// Cutting text to ``TextLayout/displayLimit``.
extension TextLayout {
    /// The mark that ends cut text.
    static let cutMark = "…"

    /// `text` when it has at most `limit` UTF-8 bytes, else its longest prefix that ends on a whole
    /// character and, with ``cutMark``, fits in `limit` bytes.
    ///
    /// - Parameters:
    ///   - text: The text to show.
    ///   - limit: The most bytes to keep, or `nil` for no limit.
    static func limited(_ text: String, to limit: Int?) -> String {
        guard let limit, text.utf8.count > limit else { return text }
        let budget = max(0, limit - cutMark.utf8.count)
        let utf8 = text.utf8
        var end = utf8.index(utf8.startIndex, offsetBy: budget)
        // Back up to the start of a scalar (not a UTF-8 continuation byte), then of a whole character,
        // so the cut never splits an emoji or leaves a combining mark without its base.
        while end > utf8.startIndex, UTF8.isContinuation(utf8[end]) { end = utf8.index(before: end) }
        let characterEnd = text[..<end].indices.last.map { text.index(after: $0) == end ? end : $0 } ?? end
        return String(text[..<characterEnd]) + cutMark
    }
}
