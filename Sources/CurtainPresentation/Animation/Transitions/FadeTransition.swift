/// A cross-fade for reduced motion: the card's opacity and the dim change, nothing moves.
///
/// Use it when the user asked for less motion (no scaling, no sliding). Not from a seed; its
/// timing follows seed 004's 0.2 s ease-in-out so it feels like the same toolkit.
///
/// | phase   | cardAlpha | dim (presentation controller) | time, curve        |
/// |---------|-----------|-------------------------------|--------------------|
/// | present | 0 → 1     | 0 → target                    | 0.2 s, ease-in-out |
/// | dismiss | → 0       | → 0                           | 0.2 s, ease-in-out |
public final class FadeTransition: SymmetricTransition {
    /// The default duration, each way.
    public static let duration = 0.2

    /// The dim while presented.
    public let dimmingLayer: DimmingLayer
    /// Seconds each way.
    public let duration: Double

    /// Creates the fade.
    ///
    /// - Parameters:
    ///   - dimmingLayer: The dim; ``DimmingLayer/alert`` (0.5) by default.
    ///   - duration: Seconds each way; 0.2 by default.
    public init(dimmingLayer: DimmingLayer = .alert, duration: Double = FadeTransition.duration) {
        self.dimmingLayer = dimmingLayer
        self.duration = duration
    }

    /// The same duration both ways.
    public func transitionDuration(using context: TransitionContext) -> Double { duration }

    /// Fades the card's opacity in or out at its resting place.
    public func animateTransition(using context: TransitionContext) {
        context.completeTransition(
            after: context.isPresenting
                ? PropertyAnimation(\.cardAlpha, from: 0, to: 1, duration: duration)
                : PropertyAnimation(\.cardAlpha, to: 0, duration: duration))
    }
}
