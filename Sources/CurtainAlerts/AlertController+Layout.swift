import CurtainRendering
import CurtainViews

/// Sizing and placing the alert's card in its container (the parent window).
///
/// Width: the theme's ``AlertTheme/preferredWidth`` (270 px, iOS's alert width) for alerts and the
/// container's width for action sheets, clamped to ``minimumWidth``–``maximumWidth`` and never
/// wider than the container minus ``margin(in:)`` on each side. Height: what the content asks for
/// at that width, never taller than the container minus the margins; the text area scrolls
/// instead. Alerts rest centred; action sheets rest on the container's bottom edge.
///
/// ```swift
/// let frame = alert.layout(in: Size(width: 600, height: 400))   // (165, 129, 270, 142)
/// ```
extension AlertController {
    /// The narrowest card when the container allows it, in logical px.
    public static let minimumWidth = 270.0
    /// The widest card, in logical px.
    public static let maximumWidth = 560.0

    /// The smallest distance between the card and the container's edges: 20 px for alerts
    /// (seed 000's popup inset), 8 px for action sheets (iOS).
    public var margin: Double { preferredStyle == .alert ? 20 : 8 }

    /// The card's width in a container of `containerSize`.
    public func cardWidth(in containerSize: Size) -> Double {
        let wanted = preferredStyle == .alert ? theme.preferredWidth : containerSize.width
        let clamped = min(max(wanted, Self.minimumWidth), Self.maximumWidth)
        return max(0, min(clamped, containerSize.width - 2 * margin)).rounded(.down)
    }

    /// The card's resting frame in a container of `containerSize`, in whole logical pixels.
    ///
    /// Loads the view if needed, to measure it.
    public func layout(in containerSize: Size) -> Rect {
        let width = cardWidth(in: containerSize)
        let maximumHeight = max(0, containerSize.height - 2 * margin)
        let fitted =
            preferredContentSize?.height
            ?? view.sizeThatFits(Size(width: width, height: maximumHeight)).height
        let height = min(fitted.rounded(.up), maximumHeight.rounded(.down))
        let x = ((containerSize.width - width) / 2).rounded()
        let y =
            switch preferredStyle {
            case .alert: ((containerSize.height - height) / 2).rounded()
            case .actionSheet: (containerSize.height - margin - height).rounded(.down)
            }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The card view, framed at ``layout(in:)`` of `containerSize` and laid out, ready to add to a
    /// root the size of the container (or to move to the origin of a card-sized buffer).
    ///
    /// The view draws a shadow beyond its frame (``View/drawingOutsets``); a backend drawing the
    /// card into its own buffer grows the buffer by those outsets.
    public func makeCardView(in containerSize: Size) -> View {
        let card = view
        card.frame = layout(in: containerSize)
        card.layoutIfNeeded()
        return card
    }
}
