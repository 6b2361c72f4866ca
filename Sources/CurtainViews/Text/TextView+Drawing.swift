import CurtainRendering

/// Drawing: only the paragraphs in the viewport are laid out and drawn.
extension TextView {
    static let selectionColor = Color.systemBlue.withAlpha(0.25)
    static let inactiveSelectionColor = Color(white: 0.5, alpha: 0.2)

    /// Draws the visible paragraphs, the selection, the caret (when focused, read-only too, as GTK's
    /// text view shows it) and the scroll indicator.
    func drawText(in context: GraphicsContext) {
        let visible = layOutVisibleParagraphs()
        scroll(to: contentOffset)  // re-clamps to the new layout
        let selection = model.selectedRange
        let viewport = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        context.save()
        // A paragraph crossing an edge is drawn whole: the view's own drawing is clipped here.
        context.clip(to: viewport)
        defer { context.restore() }
        for paragraph in visible {
            let layout = layout(of: paragraph)
            let origin = Point(x: textInsets.left, y: top(of: paragraph) - contentOffset)
            if !selection.isEmpty { drawSelection(selection, in: paragraph, layout: layout, origin: origin, context: context) }
            layout.draw(in: context, at: origin, color: textColor)
        }
        if isFocused && !model.hasSelection {
            let caret = caretRect(forUTF8Offset: model.caret)
            let x = caret.minX.rounded() + 0.5
            let y = caret.minY - contentOffset
            context.strokeLine(from: Point(x: x, y: y), to: Point(x: x, y: y + caret.height), with: textColor, lineWidth: 1)
        }
        scrollPosition.drawIndicator(
            in: context, viewport: viewport, contentHeight: contentHeight, isRightToLeft: isRightToLeft)
    }

    private func drawSelection(
        _ selection: Range<Int>, in paragraph: Int, layout: TextLayout, origin: Point,
        context: GraphicsContext
    ) {
        let start = paragraphs.starts[paragraph], end = paragraphs.ends[paragraph]
        let lower = max(selection.lowerBound, start), upper = min(selection.upperBound, end)
        let color = isFocused ? Self.selectionColor : Self.inactiveSelectionColor
        if lower < upper {
            for rect in layout.selectionRects(forUTF8Range: (lower - start)..<(upper - start)) {
                context.fill(
                    Rect(x: origin.x + rect.minX, y: origin.y + rect.minY, width: rect.width, height: rect.height),
                    with: color)
            }
        }
        // A selected line break shows as a sliver after the paragraph's last line, as in GTK.
        if selection.contains(end) && end < model.text.utf8.count {
            let caret = layout.caretRect(forUTF8Offset: end - start)
            context.fill(Rect(x: origin.x + caret.minX, y: origin.y + caret.minY, width: 6, height: caret.height), with: color)
        }
    }
}
