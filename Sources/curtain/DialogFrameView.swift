import Curtain

/// A hairline around `curtain`'s window where the compositor draws no frame (weston, mutter), so the
/// dialog keeps its edge on a background of its own colour. Where the compositor decorates the window
/// (sway, KWin) its border is the edge, and this draws nothing.
///
/// It fills the window behind the presentation's popup, whose dim is clear, so it shows around the card.
final class DialogFrameView: View {
    /// The hairline's colour: the alert's separator colour.
    let color: Color
    /// Whether the compositor draws a frame now; asked at each draw, which follows every configure.
    let isFramedByCompositor: () -> Bool

    init(color: Color, isFramedByCompositor: @escaping () -> Bool) {
        self.color = color
        self.isFramedByCompositor = isFramedByCompositor
        super.init(frame: .zero)
    }

    override func draw(in context: GraphicsContext) {
        guard !isFramedByCompositor() else { return }
        context.stroke(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), radius: 0, with: color)
    }
}
