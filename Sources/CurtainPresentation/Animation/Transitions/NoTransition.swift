/// No animation: the card appears and disappears at once, like `animated: NO` in the seeds.
///
/// As an animator it declares no tracks and completes the transition immediately, so the
/// coordinator lands on the end state (presented: resting card and full dim; dismissed:
/// nothing) before `present` or `dismiss` returns. As a delegate it vends itself and a
/// presentation controller with the given dim.
@MainActor public final class NoTransition: SymmetricTransition {
    /// The dim shown while presented.
    public let dimmingLayer: DimmingLayer

    /// Creates an instant transition.
    ///
    /// - Parameter dimmingLayer: The dim while presented; none by default.
    public init(dimmingLayer: DimmingLayer = .none) {
        self.dimmingLayer = dimmingLayer
    }

    /// Zero: there is nothing to animate.
    public func transitionDuration(using context: TransitionContext) -> Duration { .zero }

    /// Puts the card at rest and completes at once.
    public func animateTransition(using context: TransitionContext) {
        context.animate(PropertyAnimation.cardAtRest())
        context.completeTransition(true)
    }
}
