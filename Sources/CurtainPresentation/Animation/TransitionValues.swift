/// Everything a transition animates, sampled at one instant.
///
/// A presentation is drawn as two layers over the parent window: a black dim covering the
/// parent, and the card (the presented content, drawn once) transformed by a scale about its
/// centre, a vertical offset from its resting frame, and an opacity. A backend realises one
/// `TransitionValues` per frame; the offline renderer draws the same values with Cairo.
///
/// Animations address the properties by key path: `\.scale`, `\.dim`, `\.offsetY`,
/// `\.cardAlpha`.
public struct TransitionValues: Sendable, Hashable {
    /// The card's scale about its centre; 1 is its natural size.
    public var scale: Double
    /// The dim's opacity over the parent, 0 (clear) to 1 (black).
    public var dim: Double
    /// The card's vertical offset from its resting frame, in logical px; positive is down.
    public var offsetY: Double
    /// The card's opacity, 0 (invisible) to 1 (opaque).
    public var cardAlpha: Double

    /// Creates a set of values.
    public init(scale: Double = 1, dim: Double = 0, offsetY: Double = 0, cardAlpha: Double = 1) {
        self.scale = scale
        self.dim = dim
        self.offsetY = offsetY
        self.cardAlpha = cardAlpha
    }

    /// The card at rest, undimmed: the values a presented card has before its presentation
    /// controller applies a dim.
    public static let identity = TransitionValues()

    /// Nothing visible: a dismissed presentation.
    public static let hidden = TransitionValues(scale: 1, dim: 0, offsetY: 0, cardAlpha: 0)

    /// Whether the card has any visible pixels: a backend may unmap it when this is false.
    public var isCardVisible: Bool { cardAlpha > 0 && scale > 0 }
}
