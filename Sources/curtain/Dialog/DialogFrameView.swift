import Curtain

/// The body of `curtain`'s window: the alert's colour to the window's edges, and the frame a dialog has
/// where the compositor draws none.
///
/// - Where the compositor decorates the window (sway, KWin), or it is maximized, fullscreen or tiled: a
///   plain fill; the compositor's border, or the screen's edge, is the frame.
/// - Where it floats with no frame from the compositor (weston, mutter): a rounded panel with a hairline,
///   whose soft shadow lies in the window's transparent ``Window/shadowMargin``, outside the window
///   geometry, so the compositor places and snaps the window by the panel alone.
///
/// It sits behind the presentation's popup, whose dim is clear, so it shows around the card.
@MainActor final class DialogFrameView: View {
    /// The shadow's reach beyond the panel, which the window's ``Window/shadowMargin`` leaves room for.
    static let shadowMargin = 28.0
    /// The panel's corner radius; less than the alert's margin, so the resting card never covers a corner.
    static let cornerRadius = 12.0

    /// The fill: the alert's background colour.
    var fill: Color {
        didSet { if fill != oldValue { setNeedsDisplay() } }
    }
    /// The hairline: the alert's separator colour.
    var hairline: Color {
        didSet { if hairline != oldValue { setNeedsDisplay() } }
    }
    /// The window this view fills, asked at each draw (which follows every configure) for its frame.
    unowned let framedWindow: Window

    init(window: Window, fill: Color, hairline: Color) {
        framedWindow = window
        self.fill = fill
        self.hairline = hairline
        super.init(frame: .zero)
    }

    /// The shadow's reach, while the window has a margin for it.
    override var drawingOutsets: EdgeInsets {
        let margin = framedWindow.activeShadowMargin
        return EdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
    }

    override func drawBackground(in context: GraphicsContext) {
        guard framedWindow.activeShadowMargin > 0 else {
            context.fill(roundedRect: bounds, radius: 0, with: fill)
            if !framedWindow.isServerDecorated {
                context.stroke(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), radius: 0, with: hairline)
            }
            return
        }
        context.drawShadow(
            roundedRect: bounds, radius: Self.cornerRadius, color: Color(white: 0, alpha: 0.3),
            blur: Self.shadowMargin - 6, offset: Point(x: 0, y: 4))
        context.fill(roundedRect: bounds, radius: Self.cornerRadius, with: fill)
        context.stroke(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), radius: Self.cornerRadius - 0.5, with: hairline)
    }
}
