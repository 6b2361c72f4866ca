import CurtainRendering

/// Paints a ``Button`` for its current style and state.
///
/// Flat styles get a translucent grey highlight on hover and a darker one while pressed; filled
/// buttons lighten on hover and darken while pressed. Focus adds a tinted ring inside the edge;
/// disabled buttons are greyed out.
@MainActor struct ButtonRenderer {
    let button: Button
    let title: TextLayout

    func draw(in context: GraphicsContext) {
        let bounds = button.bounds
        let shape = bounds.insetBy(dx: 3, dy: 3)
        let radius = button.highlightCornerRadius
        let enabledTitleColor = button.style.titleColor(tint: button.tintColor, destructive: button.destructiveColor)
        var titleColor = enabledTitleColor

        switch button.style {
        case .filled(let fill):
            var color = fill
            if !button.isEnabled {
                color = fill.mixed(with: Color(white: 0.8), by: 0.6)
            } else if button.isHighlighted {
                color = fill.mixed(with: .black, by: 0.18)
            } else if button.isHovered {
                color = fill.mixed(with: .white, by: 0.12)
            }
            context.fill(roundedRect: shape, radius: radius, with: color)
        case .default, .cancel, .destructive:
            if button.isEnabled && button.isHighlighted {
                context.fill(roundedRect: shape, radius: radius, with: button.highlightColor.withAlpha(0.12))
            } else if button.isEnabled && button.isHovered {
                context.fill(roundedRect: shape, radius: radius, with: button.highlightColor.withAlpha(0.05))
            }
        }

        if !button.isEnabled {
            if case .filled = button.style {
                titleColor = titleColor.withAlpha(0.8)
            } else {
                titleColor = button.disabledTitleColor
            }
        }
        if button.isFocused {
            let ring: Color =
                if case .filled(let fill) = button.style { fill.mixed(with: .black, by: 0.35) } else { enabledTitleColor }
            context.stroke(
                roundedRect: shape.insetBy(dx: -1.5, dy: -1.5), radius: radius + 1.5,
                with: ring.withAlpha(0.85), lineWidth: 2.5)
        }

        let inner = bounds.inset(by: button.contentInsets)
        title.width = max(0, inner.width)
        let height = title.size.height
        let origin = Point(x: inner.minX, y: bounds.minY + (bounds.height - height) / 2)
        title.draw(in: context, at: origin, color: titleColor)
    }
}
