import CurtainRendering

/// A rounded, shadowed panel that clips its content: the body of a popup or a custom alert.
///
/// The shadow is drawn outside the bounds (see ``View/drawingOutsets``), so leave room for it
/// when the card is the only thing in a buffer, or let the presentation layer draw one.
///
/// ```swift
/// let card = CardView(content: stack)
/// card.frame = Rect(x: 40, y: 60, width: 270, height: card.sizeThatFits(Size(width: 270, height: .infinity)).height)
/// ```
@MainActor public final class CardView: View {
    /// The single child, laid out to fill the card.
    public let contentView: View

    /// The shadow's colour at its darkest, or `nil` for none.
    public var shadowColor: Color? = Color(white: 0, alpha: 0.22) {
        didSet { setNeedsDisplay() }
    }
    /// How far the shadow fades out beyond the card.
    public var shadowBlur = 18.0 {
        didSet { setNeedsDisplay() }
    }
    /// The shadow's downward shift.
    public var shadowOffsetY = 6.0 {
        didSet { setNeedsDisplay() }
    }

    /// Creates a card around `content`.
    ///
    /// - Parameters:
    ///   - content: The card's only child, laid out to fill it.
    ///   - backgroundColor: The card's fill; white unless the caller's theme says otherwise.
    ///   - cornerRadius: The radius of the card's corners, which also clip the content.
    public init(content: View, backgroundColor: Color = .white, cornerRadius: Double = 8) {
        contentView = content
        super.init()
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        clipsToBounds = true
        addSubview(content)
    }

    public override var drawingOutsets: EdgeInsets {
        guard shadowColor != nil else { return .zero }
        return EdgeInsets(top: shadowBlur, left: shadowBlur, bottom: shadowBlur + shadowOffsetY, right: shadowBlur)
    }

    public override func sizeThatFits(_ proposal: Size) -> Size {
        preferredSize ?? contentView.sizeThatFits(proposal)
    }

    public override func layoutSubviews() {
        contentView.frame = bounds
    }

    /// Paints the shadow, then the rounded background over it.
    public override func drawBackground(in context: GraphicsContext) {
        if let shadowColor {
            context.drawShadow(
                roundedRect: bounds, radius: cornerRadius, color: shadowColor,
                blur: shadowBlur, offset: Point(x: 0, y: shadowOffsetY))
        }
        super.drawBackground(in: context)
    }
}
