/// A cross-fade for reduced motion: the card's opacity and the dim change, nothing moves.
///
/// Use it when the user asked for less motion (no scaling, no sliding). Not from a seed; its
/// timing follows seed 004's 0.2 s ease-in-out so it feels like the same toolkit.
///
/// | phase   | cardAlpha | dim (presentation controller) | time, curve        |
/// |---------|-----------|-------------------------------|--------------------|
/// | present | 0 → 1     | 0 → target                    | 0.2 s, ease-in-out |
/// | dismiss | → 0       | → 0                           | 0.2 s, ease-in-out |
@MainActor public final class FadeTransition: SymmetricTransition {
    /// The default duration, each way.
    public static let duration = Duration.seconds(0.2)

    /// The dim while presented.
    public let dimmingLayer: DimmingLayer
    /// How long each way takes.
    public let duration: Duration

    /// Creates the fade.
    ///
    /// - Parameters:
    ///   - dimmingLayer: The dim; ``DimmingLayer/alert`` (0.5) by default.
    ///   - duration: How long each way takes; 0.2 s by default.
    public init(dimmingLayer: DimmingLayer = .alert, duration: Duration = FadeTransition.duration) {
        self.dimmingLayer = dimmingLayer
        self.duration = duration
    }

    /// The same duration both ways.
    public func transitionDuration(using context: TransitionContext) -> Duration { duration }

    /// Fades the card's opacity in or out at its resting place.
    public func animateTransition(using context: TransitionContext) {
        context.completeTransition(
            after: context.isPresenting
                ? PropertyAnimation(\.cardAlpha, from: 0, to: 1, duration: duration)
                : PropertyAnimation(\.cardAlpha, to: 0, duration: duration))
    }
}
