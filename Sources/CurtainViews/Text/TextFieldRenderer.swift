import CurtainInput
import CurtainRendering

/// Paints a ``TextField`` in its ``TextField/colors``: rounded well, hairline border (a tinted ring when focused),
/// placeholder or text, selection highlight and caret.
@MainActor struct TextFieldRenderer {
    let field: TextField

    func draw(in context: GraphicsContext) {
        let bounds = field.bounds
        let radius = 8.0
        let focused = field.isFocused
        let colors = field.colors
        let fill: Color = field.isEnabled ? colors.background : colors.disabledBackground
        context.fill(roundedRect: bounds, radius: radius, with: fill)
        if focused {
            context.stroke(
                roundedRect: bounds.insetBy(dx: 1, dy: 1), radius: radius - 1,
                with: colors.tint.withAlpha(0.9), lineWidth: 2)
        } else {
            context.stroke(
                roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), radius: radius - 0.5,
                with: colors.border, lineWidth: 1)
        }

        field.scrollCaretIntoView()
        let origin = field.textOrigin
        context.withSavedState {
            context.clip(to: field.textRect.insetBy(dx: -2, dy: -field.textInsets.top))
            if field.model.text.isEmpty && field.shownPreedit == nil {
                field.placeholderLayout.draw(in: context, at: field.placeholderOrigin, color: colors.placeholder)
            } else {
                if field.shownPreedit == nil { drawSelection(in: context, origin: origin, focused: focused) }
                let color: Color = field.isEnabled ? colors.text : colors.disabledText
                field.textLayout.draw(in: context, at: origin, color: color)
                drawPreedit(in: context, origin: origin, color: color)
            }
            let preedit = field.shownPreedit
            let showsCaret = preedit.map { $0.cursor != nil } ?? !field.model.hasSelection
            if focused && showsCaret {
                let caret = field.textLayout.caretRect(forUTF8Offset: field.displayCaretOffset)
                let x = (origin.x + caret.minX).rounded() + 1
                let top = origin.y + caret.minY + 1
                context.strokeLine(
                    from: Point(x: x, y: top), to: Point(x: x, y: top + caret.height - 2),
                    with: colors.tint, lineWidth: 2)
            }
        }
    }

    /// The composing text: underlined, as input methods expect, with the input method's cursor range
    /// (when it is a range, not a caret) highlighted.
    private func drawPreedit(in context: GraphicsContext, origin: Point, color: Color) {
        guard let preedit = field.shownPreedit else { return }
        let start = field.displayOffset(forModelOffset: field.model.caret)
        let layout = field.textLayout
        let left = layout.caretRect(forUTF8Offset: start)
        let right = layout.caretRect(forUTF8Offset: start + preedit.text.utf8.count)
        let y = (origin.y + layout.baseline).rounded() + 2.5
        context.strokeLine(
            from: Point(x: origin.x + left.minX, y: y), to: Point(x: origin.x + right.minX, y: y),
            with: color, lineWidth: 1)
        if let cursor = preedit.cursor, !cursor.isEmpty {
            let from = layout.caretRect(forUTF8Offset: start + cursor.lowerBound)
            let to = layout.caretRect(forUTF8Offset: start + cursor.upperBound)
            context.fill(
                Rect(
                    x: origin.x + from.minX, y: origin.y + from.minY, width: to.minX - from.minX,
                    height: from.height), with: field.colors.tint.withAlpha(0.25))
        }
    }

    private func drawSelection(in context: GraphicsContext, origin: Point, focused: Bool) {
        guard field.model.hasSelection else { return }
        let range = field.model.selectedRange
        let start = field.textLayout.caretRect(forUTF8Offset: field.displayOffset(forModelOffset: range.lowerBound))
        let end = field.textLayout.caretRect(forUTF8Offset: field.displayOffset(forModelOffset: range.upperBound))
        let x0 = min(start.minX, end.minX), x1 = max(start.minX, end.minX)
        let rect = Rect(x: origin.x + x0, y: origin.y + start.minY, width: x1 - x0, height: start.height)
        let tint = focused ? field.colors.tint.withAlpha(0.25) : field.colors.inactiveSelection
        context.fill(rect, with: tint)
    }
}
