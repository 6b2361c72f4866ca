/// AT-SPI counts offsets into a text in characters, while a ``TextEditingModel`` counts UTF-8 bytes: the
/// conversion both views whose text is a model (``TextField``, ``TextView``) answer assistive tools with.
///
/// A character is a Unicode scalar, as ATK counts them, except where ``countsClusters``: a secure field
/// exposes one bullet per grapheme cluster, so its offsets count clusters. Offsets a tool sends outside the
/// text are clamped to it rather than refused, as GTK does.
struct AccessibleTextOffsets {
    /// The text offsets are counted in.
    let text: String
    /// Whether a character is a grapheme cluster (a secure field's bullets) rather than a scalar.
    var countsClusters = false

    /// The accessible offset of a UTF-8 offset into ``text``.
    func accessibleOffset(ofUTF8 offset: Int) -> Int {
        let index = text.utf8.index(text.startIndex, offsetBy: min(max(0, offset), text.utf8.count))
        return countsClusters ? text[..<index].count : text.unicodeScalars[..<index].count
    }

    /// The accessible range of a UTF-8 range of ``text``: a selection.
    func accessibleRange(ofUTF8 range: Range<Int>) -> Range<Int> {
        accessibleOffset(ofUTF8: range.lowerBound)..<accessibleOffset(ofUTF8: range.upperBound)
    }

    /// The UTF-8 offset of an accessible offset, clamped to ``text``.
    func utf8Offset(ofAccessible offset: Int) -> Int {
        let offset = max(0, offset)
        let index =
            countsClusters
            ? text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex)
            : text.unicodeScalars.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex)
        return text.utf8.distance(from: text.startIndex, to: index ?? text.endIndex)
    }
}
