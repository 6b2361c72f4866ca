extension TextEditingModel {
    /// Applies the text part of an input method's edit in the order `zwp_text_input_v3.done` prescribes:
    /// first delete `deleteBefore` bytes before the selection (or caret) and `deleteAfter` bytes after it,
    /// then insert `commit` in place of the selection with the caret after it.
    ///
    /// Byte counts are clamped to the text and widened to whole Unicode scalars, so a miscounting input
    /// method can never split a character; the caret still lands on a grapheme boundary.
    ///
    /// ```swift
    /// var model = TextEditingModel(text: "日本")      // caret at the end, byte 6
    /// model.applyInputMethodEdit(deleteBefore: 3, deleteAfter: 0, commit: "語")
    /// model.text                                      // "日語"
    /// ```
    public mutating func applyInputMethodEdit(deleteBefore: Int, deleteAfter: Int, commit: String?) {
        if deleteBefore > 0 || deleteAfter > 0 {
            let selection = selectedRange
            let lower = scalarBoundary(atOrBefore: selection.lowerBound - max(0, deleteBefore))
            let upper = scalarBoundary(atOrAfter: selection.upperBound + max(0, deleteAfter))
            let bytes = Array(text.utf8)
            let kept = bytes[..<lower] + bytes[selection.lowerBound..<selection.upperBound] + bytes[upper...]
            let removedBefore = selection.lowerBound - lower
            let newAnchor = anchor - removedBefore
            let newCaret = caret - removedBefore
            var result = TextEditingModel(text: String(decoding: kept, as: UTF8.self))
            result.move(to: newAnchor, extendingSelection: false)
            result.move(to: newCaret, extendingSelection: true)
            self = result
        }
        if let commit, !commit.isEmpty { insert(commit) }
    }

    /// The text an input method is told about (`set_surrounding_text`): all of it when it fits in
    /// `limit` UTF-8 bytes, else a window around the selection cut at character boundaries, with the
    /// caret and anchor as offsets into that window. A selection longer than the window is cut on the
    /// anchor's side, so the caret is always inside.
    public func surroundingText(limit: Int) -> (text: String, caret: Int, anchor: Int) {
        let count = text.utf8.count
        guard count > limit else { return (text, caret, anchor) }
        let selection = selectedRange
        var start: Int
        if selection.count <= limit {
            start = selection.lowerBound - (limit - selection.count) / 2
        } else {
            start = caret == selection.lowerBound ? caret : caret - limit
        }
        start = max(0, min(start, count - limit))
        let lower = scalarBoundary(atOrAfter: start)
        let upper = scalarBoundary(atOrBefore: min(count, start + limit))
        let window = String(decoding: Array(text.utf8)[lower..<upper], as: UTF8.self)
        func clamp(_ offset: Int) -> Int { max(lower, min(offset, upper)) - lower }
        return (window, clamp(caret), clamp(anchor))
    }

    /// `offset` clamped to the text, moved back to the start of the Unicode scalar it falls in.
    private func scalarBoundary(atOrBefore offset: Int) -> Int {
        let bytes = text.utf8
        var offset = max(0, min(offset, bytes.count))
        while offset > 0, offset < bytes.count, Self.isContinuationByte(bytes[bytes.index(bytes.startIndex, offsetBy: offset)]) {
            offset -= 1
        }
        return offset
    }

    /// `offset` clamped to the text, moved forward to the start of the next Unicode scalar if inside one.
    private func scalarBoundary(atOrAfter offset: Int) -> Int {
        let bytes = text.utf8
        var offset = max(0, min(offset, bytes.count))
        while offset < bytes.count, Self.isContinuationByte(bytes[bytes.index(bytes.startIndex, offsetBy: offset)]) {
            offset += 1
        }
        return offset
    }

    private static func isContinuationByte(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}
