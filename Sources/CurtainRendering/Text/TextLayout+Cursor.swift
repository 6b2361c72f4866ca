import CPango

extension TextLayout {
    /// The caret for a UTF-8 offset into ``text``: a zero-width rect as tall as its line,
    /// relative to the layout's top-left corner.
    ///
    /// Only meaningful for plain text, where offsets into ``text`` are Pango's offsets.
    public func caretRect(forUTF8Offset offset: Int) -> Rect {
        var strong = PangoRectangle()
        let clamped = Int32(max(0, min(offset, text.utf8.count)))
        pango_layout_get_cursor_pos(pangoLayout, clamped, &strong, nil)
        let scale = Double(PANGO_SCALE)
        return Rect(
            x: Double(strong.x) / scale, y: Double(strong.y) / scale,
            width: 0, height: Double(strong.height) / scale)
    }

    /// The UTF-8 offset of the grapheme boundary nearest to `point` (layout coordinates):
    /// where a click at `point` puts the caret.
    public func utf8Offset(at point: Point) -> Int {
        var index: Int32 = 0
        var trailing: Int32 = 0
        let scale = Double(PANGO_SCALE)
        pango_layout_xy_to_index(pangoLayout, Int32(point.x * scale), Int32(point.y * scale), &index, &trailing)
        let utf8 = text.utf8
        let offset = max(0, min(Int(index), utf8.count))
        guard trailing > 0 else { return offset }
        // A click on the trailing half of a grapheme puts the caret after it.
        guard let start = String.Index(utf8.index(utf8.startIndex, offsetBy: offset), within: text),
            start < text.endIndex
        else { return offset }
        return utf8.distance(from: utf8.startIndex, to: text.index(after: start))
    }
}
