/// Paints a ``TextField``: rounded white well, hairline border (a tinted ring when focused),
/// placeholder or text, selection highlight and caret.
struct TextFieldRenderer {
    let field: TextField

    func draw(in context: GraphicsContext) {
        let bounds = field.bounds
        let radius = 8.0
        let focused = field.isFocused
        let fill: Color = field.isEnabled ? .fieldBackground : Color(white: 0.93)
        context.fill(roundedRect: bounds, radius: radius, with: fill)
        if focused {
            context.stroke(roundedRect: bounds.insetBy(dx: 1, dy: 1), radius: radius - 1,
                           with: Color.systemBlue.withAlpha(0.9), lineWidth: 2)
        } else {
            context.stroke(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), radius: radius - 0.5,
                           with: Color(white: 0, alpha: 0.18), lineWidth: 1)
        }

        field.scrollCaretIntoView()
        let origin = field.textOrigin
        context.withSavedState {
            context.clip(to: field.textRect.insetBy(dx: -2, dy: -field.textInsets.top))
            if field.model.text.isEmpty {
                let placeholderOrigin = Point(x: field.textRect.minX, y: origin.y)
                field.placeholderLayout.draw(in: context, at: placeholderOrigin, color: Color(white: 0.24, alpha: 0.45))
            } else {
                drawSelection(in: context, origin: origin, focused: focused)
                let color: Color = field.isEnabled ? .label : Color(white: 0.55)
                field.textLayout.draw(in: context, at: origin, color: color)
            }
            if focused && !field.model.hasSelection {
                let offset = field.displayOffset(forModelOffset: field.model.caret)
                let caret = field.textLayout.caretRect(forUTF8Offset: offset)
                let x = (origin.x + caret.minX).rounded() + 1
                let top = origin.y + caret.minY + 1
                context.strokeLine(from: Point(x: x, y: top), to: Point(x: x, y: top + caret.height - 2),
                                   with: .systemBlue, lineWidth: 2)
            }
        }
    }

    private func drawSelection(in context: GraphicsContext, origin: Point, focused: Bool) {
        guard field.model.hasSelection else { return }
        let range = field.model.selectedRange
        let start = field.textLayout.caretRect(forUTF8Offset: field.displayOffset(forModelOffset: range.lowerBound))
        let end = field.textLayout.caretRect(forUTF8Offset: field.displayOffset(forModelOffset: range.upperBound))
        let x0 = min(start.minX, end.minX), x1 = max(start.minX, end.minX)
        let rect = Rect(x: origin.x + x0, y: origin.y + start.minY, width: x1 - x0, height: start.height)
        let tint = focused ? Color.systemBlue.withAlpha(0.25) : Color(white: 0, alpha: 0.1)
        context.fill(rect, with: tint)
    }
}
