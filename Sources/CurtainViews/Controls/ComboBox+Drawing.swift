import CurtainRendering

/// The box: a rounded well like a text field's, the choice, and a chevron pointing down at the trailing end (on
/// the left in a right-to-left layout, as GTK's combo boxes have it).
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
        applyDirection(to: titleLayout)
        let textWidth = max(1, bounds.width - 12 - 32)
        titleLayout.width = textWidth
        let y = ((bounds.height - titleLayout.size.height) / 2).rounded()
        let textFrame = directional(Rect(x: 12, y: y, width: textWidth, height: titleLayout.size.height))
        titleLayout.draw(in: context, at: leadingOrigin(of: titleLayout, in: textFrame), color: color)
        let x = isRightToLeft ? 20 : bounds.width - 20, middle = (bounds.height / 2).rounded()
        context.strokeLine(from: Point(x: x - 4, y: middle - 2), to: Point(x: x, y: middle + 2), with: color, lineWidth: 1.5)
        context.strokeLine(from: Point(x: x, y: middle + 2), to: Point(x: x + 4, y: middle - 2), with: color, lineWidth: 1.5)
    }
}
