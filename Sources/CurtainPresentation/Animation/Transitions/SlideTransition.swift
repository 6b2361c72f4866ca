/// Seed 002's slide: the card rises from below the parent into the centre while the parent
/// dims, and sinks back out when dismissed.
///
/// Seed 002 (`CWPopup`'s `presentPopupViewController`) places the card with its top at
/// `screenHeight + 10`, 10 px below the bottom edge, then animates its frame to the centred
/// resting frame and a black fade view's alpha from 0 to `FADE_ALPHA`, together, with
/// `UIViewAnimationOptionCurveEaseInOut` over `ANIMATION_TIME`. Dismissal animates the card's
/// top to `screenHeight` (exactly the bottom edge) and the fade view to 0 the same way, then
/// removes both. The seed's text does not define the two constants; CWPopup uses 0.5 s and
/// 0.4, and so does Curtain.
///
/// | phase   | offsetY (from resting place)            | dim      | curve, time       |
/// |---------|-----------------------------------------|----------|-------------------|
/// | present | (H + 10 − restingY) → 0                 | 0 → 0.4  | ease-in-out, 0.5 s |
/// | dismiss | current → (H − restingY)                | → 0      | ease-in-out, 0.5 s |
///
/// As in seed 004's split, the dim belongs to the presentation controller, which animates it
/// alongside; this animator moves only the card.
@MainActor public final class SlideTransition: SymmetricTransition {
    /// The seed's `ANIMATION_TIME`.
    public static let duration = Duration.seconds(0.5)
    /// How far below the parent's bottom edge the card's top starts: the seed's `+ 10`.
    public static let startGap = 10.0

    /// The dim while presented; the seed's `FADE_ALPHA` of 0.4 by default.
    public let dimmingLayer: DimmingLayer
    /// How long each transition takes.
    public let duration: Duration

    /// Creates the slide.
    ///
    /// - Parameters:
    ///   - dimmingLayer: The dim; ``DimmingLayer/popup`` (0.4) by default, as in the seed.
    ///   - duration: How long each way takes; 0.5 s by default.
    public init(dimmingLayer: DimmingLayer = .popup, duration: Duration = SlideTransition.duration) {
        self.dimmingLayer = dimmingLayer
        self.duration = duration
    }

    /// The seed's 0.5 s, both ways.
    public func transitionDuration(using context: TransitionContext) -> Duration { duration }

    /// Moves the card between below the parent and its resting frame.
    public func animateTransition(using context: TransitionContext) {
        let restingY = context.finalFrame.minY
        let height = context.containerSize.height
        context.completeTransition(
            after: context.isPresenting
                ? PropertyAnimation(\.offsetY, from: height + Self.startGap - restingY, to: 0, duration: duration)
                : PropertyAnimation(\.offsetY, to: height - restingY, duration: duration))
    }
}
