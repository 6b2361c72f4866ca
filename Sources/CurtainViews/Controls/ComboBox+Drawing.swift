import CurtainRendering

/// The box: a rounded well like a text field's, the choice, and a chevron pointing down.
extension ComboBox {
    func drawBox(in context: GraphicsContext) {
        let look = appearance
        let radius = 8.0
        let menuOpen = isMenuOpen
        context.fill(roundedRect: bounds, radius: radius, with: look.background)
        if isFocused || menuOpen {
            context.stroke(
                roundedRect: bounds.insetBy(dx: 1, dy: 1), radius: radius - 1,
                with: look.highlight.withAlpha(0.9), lineWidth: 2)
        } else {
            context.stroke(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), radius: radius - 0.5, with: look.border)
        }
        let color = !isEnabled || selectedIndex == nil ? look.disabledText : look.text
        titleLayout.width = max(1, bounds.width - 12 - 32)
        let y = ((bounds.height - titleLayout.size.height) / 2).rounded()
        titleLayout.draw(in: context, at: Point(x: 12, y: y), color: color)
        let x = bounds.width - 20, middle = (bounds.height / 2).rounded()
        context.strokeLine(from: Point(x: x - 4, y: middle - 2), to: Point(x: x, y: middle + 2), with: color, lineWidth: 1.5)
        context.strokeLine(from: Point(x: x, y: middle + 2), to: Point(x: x + 4, y: middle - 2), with: color, lineWidth: 1.5)
    }
}
