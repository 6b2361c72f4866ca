import CurtainRendering

/// Caret geometry, hit testing and scrolling, in content coordinates (the view's, before scrolling).
extension TextView {
    /// The caret's rectangle for a UTF-8 offset into the text, in content coordinates.
    public func caretRect(forUTF8Offset offset: Int) -> Rect {
        let paragraph = paragraphs.paragraph(containing: offset)
        let local = min(offset, paragraphs.ends[paragraph]) - paragraphs.starts[paragraph]
        let rect = layout(of: paragraph).caretRect(forUTF8Offset: local)
        return Rect(x: textInsets.left + rect.minX, y: top(of: paragraph) + rect.minY, width: 0, height: rect.height)
    }

    /// The UTF-8 offset nearest to a point in content coordinates: where a click there puts the caret.
    public func utf8Offset(atContentPoint point: Point) -> Int {
        guard paragraphs.count > 0 else { return 0 }
        let paragraph = heights.item(at: max(0, point.y - textInsets.top))
        let layout = layout(of: paragraph)
        let y = min(max(0, point.y - top(of: paragraph)), max(0, layout.size.height - 1))
        return paragraphs.starts[paragraph] + layout.utf8Offset(at: Point(x: point.x - textInsets.left, y: y))
    }

    /// Scrolls as little as possible to show the caret.
    public func scrollToCaret() {
        let rect = caretRect(forUTF8Offset: model.caret)
        let paragraph = paragraphs.paragraph(containing: model.caret)
        // The first and last lines bring the insets along, so Ctrl+Home and Ctrl+End reach the very ends.
        let top = rect.minY - paragraphSpacing - (paragraph == 0 ? textInsets.top : 0)
        let bottom = rect.maxY + paragraphSpacing + (paragraph == paragraphs.count - 1 ? textInsets.bottom : 0)
        contentOffset = scrollPosition.offset(showing: top, to: bottom, viewportHeight: bounds.height)
    }

    /// Scrolls to the end of the text, laying out only the paragraphs that then show.
    public func scrollToEnd() {
        var height = textInsets.bottom
        var index = paragraphs.count - 1
        while index >= 0 && height < bounds.height {
            layout(of: index)
            height += heights.heights[index]
            index -= 1
        }
        contentOffset = maximumContentOffset
    }

    /// Moves the caret to the end of the text and scrolls there: zenity's `--auto-scroll`.
    public func moveCaretToEnd() {
        model.moveToEnd()
        goalX = nil
        scrollToEnd()
    }

    /// The caret's new offset one line (`direction` -1 or 1) above or below, keeping ``goalX``.
    func offset(movingVertically direction: Int, from offset: Int) -> Int {
        let rect = caretRect(forUTF8Offset: offset)
        let x = goalX ?? rect.minX
        goalX = x
        let paragraph = paragraphs.paragraph(containing: offset)
        let layout = layout(of: paragraph)
        let localY = rect.midY - top(of: paragraph) + Double(direction) * rect.height
        if localY >= 0 && localY < layout.size.height {
            return paragraphs.starts[paragraph] + layout.utf8Offset(at: Point(x: x - textInsets.left, y: localY))
        }
        let next = paragraph + direction
        guard next >= 0 && next < paragraphs.count else { return direction < 0 ? 0 : model.text.utf8.count }
        let target = self.layout(of: next)
        let y = direction < 0 ? target.size.height - 1 : 0
        return paragraphs.starts[next] + target.utf8Offset(at: Point(x: x - textInsets.left, y: max(0, y)))
    }

    /// The caret's new offset a page up or down, scrolling by the same page.
    func offset(movingByPage direction: Int, from offset: Int) -> Int {
        let rect = caretRect(forUTF8Offset: offset)
        let x = goalX ?? rect.minX
        goalX = x
        let line = lineHeightOfFont
        let page = max(line, bounds.height - textInsets.top - textInsets.bottom - line)
        let target = Point(x: x, y: rect.midY + Double(direction) * page)
        contentOffset += Double(direction) * page
        if target.y < textInsets.top { return 0 }
        if target.y > textInsets.top + heights.total { return model.text.utf8.count }
        return utf8Offset(atContentPoint: target)
    }

    /// The start (`toEnd` false) or end of the display line holding `offset`.
    func lineBoundary(of offset: Int, toEnd: Bool) -> Int {
        let rect = caretRect(forUTF8Offset: offset)
        let x = toEnd ? textInsets.left + layoutWidth + 10_000 : -10_000
        let paragraph = paragraphs.paragraph(containing: offset)
        let found = utf8Offset(atContentPoint: Point(x: x, y: rect.midY))
        // Past a soft break the nearest index is the next line's first; a caret at the paragraph's end stays there.
        return toEnd ? min(found, paragraphs.ends[paragraph]) : found
    }
}
