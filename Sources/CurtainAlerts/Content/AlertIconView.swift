import CurtainCCairo
import CurtainRendering
import CurtainViews

/// Draws an ``AlertIcon``: a filled circle (a rounded triangle for `.warning`) in the icon's colour
/// with its glyph in white, all Cairo paths with round caps, centred in the view.
///
/// The shape is ``glyphSize`` points across, at the top of the view with ``bottomSpacing`` below it
/// (before the title); the view can be wider, and centres the shape.
@MainActor final class AlertIconView: View {
    /// The icon drawn.
    let icon: AlertIcon
    /// The diameter of the circle (the triangle's width).
    static let glyphSize = 40.0
    /// The room between the shape and the title under it.
    static let bottomSpacing = 8.0

    init(icon: AlertIcon) {
        self.icon = icon
        super.init()
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width.isFinite ? proposal.width : Self.glyphSize, height: Self.glyphSize + Self.bottomSpacing)
    }

    override func draw(in context: GraphicsContext) {
        let size = Self.glyphSize
        let origin = Point(x: ((bounds.width - size) / 2).rounded(), y: 0)
        context.withSavedState {
            context.translate(dx: origin.x, dy: origin.y)
            let cairo = context.cairo
            cairo_new_path(cairo)
            switch icon {
            case .warning: addTriangle(cairo, size: size)
            case .info, .error, .question: cairo_arc(cairo, size / 2, size / 2, size / 2, 0, 2 * .pi)
            }
            context.setColor(icon.color)
            cairo_fill(cairo)
            context.setColor(.white)
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
            cairo_set_line_width(cairo, size * 0.1)
            drawGlyph(cairo, size: size)
        }
    }

    /// A triangle with rounded corners, point up, filling a `size`-wide square's lower part.
    private func addTriangle(_ cairo: OpaquePointer, size: Double) {
        let inset = size * 0.08
        let top = Point(x: size / 2, y: size * 0.06)
        let left = Point(x: inset / 2, y: size * 0.94)
        let right = Point(x: size - inset / 2, y: size * 0.94)
        // Stroke a fat, round-joined outline and fill it: the corners come out rounded.
        cairo_move_to(cairo, top.x, top.y + inset)
        cairo_line_to(cairo, right.x - inset, right.y - inset / 2)
        cairo_line_to(cairo, left.x + inset, left.y - inset / 2)
        cairo_close_path(cairo)
        cairo_set_line_width(cairo, inset * 2)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        strokePreserving(cairo, color: icon.color)
    }

    /// Strokes the current path in `color` and keeps it for the fill that follows.
    private func strokePreserving(_ cairo: OpaquePointer, color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_stroke_preserve(cairo)
    }

    /// The white glyph, in a `size` square.
    private func drawGlyph(_ cairo: OpaquePointer, size: Double) {
        let mid = size / 2
        let dot = size * 0.065
        switch icon {
        case .info:
            dotAt(cairo, x: mid, y: size * 0.28, radius: dot)
            line(cairo, from: (mid, size * 0.44), to: (mid, size * 0.74))
        case .warning:
            line(cairo, from: (mid, size * 0.36), to: (mid, size * 0.62))
            dotAt(cairo, x: mid, y: size * 0.77, radius: dot)
        case .error:
            let arm = size * 0.17
            line(cairo, from: (mid - arm, mid - arm), to: (mid + arm, mid + arm))
            line(cairo, from: (mid + arm, mid - arm), to: (mid - arm, mid + arm))
        case .question:
            // A hook: the upper arc of the “?”, then down into the stem.
            let radius = size * 0.13
            cairo_new_path(cairo)
            cairo_arc(cairo, mid, size * 0.38, radius, .pi * 1.05, .pi * 2.3)
            cairo_curve_to(cairo, mid + radius * 0.3, size * 0.52, mid, size * 0.54, mid, size * 0.62)
            cairo_stroke(cairo)
            dotAt(cairo, x: mid, y: size * 0.76, radius: dot)
        }
    }

    private func line(_ cairo: OpaquePointer, from start: (Double, Double), to end: (Double, Double)) {
        cairo_new_path(cairo)
        cairo_move_to(cairo, start.0, start.1)
        cairo_line_to(cairo, end.0, end.1)
        cairo_stroke(cairo)
    }

    private func dotAt(_ cairo: OpaquePointer, x: Double, y: Double, radius: Double) {
        cairo_new_path(cairo)
        cairo_arc(cairo, x, y, radius, 0, 2 * .pi)
        cairo_fill(cairo)
    }
}
