import CurtainCPango

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

    /// Whether the first paragraph reads right to left: it starts with a right-to-left letter, or has no letter
    /// with a direction and the layout's base direction is right to left (``isBaseDirectionRightToLeft``).
    /// A single-line field aligns such text to its right edge.
    public var readsRightToLeft: Bool {
        let text = displayedText
        let firstParagraph = text.prefix { $0 != "\n" && $0 != "\u{2029}" }
        return TextSystem.isRightToLeft(String(firstParagraph)) ?? isBaseDirectionRightToLeft
    }

    /// Whether any run of the text is laid out right to left (Hebrew or Arabic in it, or digits in a
    /// right-to-left paragraph): then visual and logical caret movement differ.
    public var containsRightToLeftRun: Bool {
        guard let iterator = pango_layout_get_iter(pangoLayout) else { return false }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iterator), run.pointee.item.pointee.analysis.level % 2 == 1 {
                return true
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return false
    }

    /// The UTF-8 offset the caret moves to from `offset` when Left or Right is pressed, moving on screen rather
    /// than through the text (`pango_layout_move_cursor_visually`): in mixed text the caret crosses a Hebrew
    /// word from its right end to its left one on Left, as GTK's entries move. `nil` when the caret is already at
    /// that end of the line.
    ///
    /// - Parameters:
    ///   - offset: The caret's UTF-8 offset into ``text``, at a grapheme boundary.
    ///   - movingRight: True for Right, false for Left.
    public func visualCaretOffset(from offset: Int, movingRight: Bool) -> Int? {
        let bytes = Array(displayedText.utf8)
        let clamped = Int32(max(0, min(offset, bytes.count)))
        var index: Int32 = 0
        var trailing: Int32 = 0
        pango_layout_move_cursor_visually(pangoLayout, 1, clamped, 0, movingRight ? 1 : -1, &index, &trailing)
        guard index >= 0, index < Int32.max else { return nil }
        // `trailing` counts characters (code points) past `index`: the caret sits after them.
        var result = Int(min(index, Int32(bytes.count)))
        for _ in 0..<trailing where result < bytes.count {
            result += 1
            while result < bytes.count && bytes[result] & 0xC0 == 0x80 { result += 1 }
        }
        return result
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
