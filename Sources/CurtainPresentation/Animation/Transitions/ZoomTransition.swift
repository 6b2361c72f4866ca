/// Seed 004's alert transition: the card settles from slightly enlarged to its natural size
/// while the parent dims.
///
/// Seed 004's `CustomAlertAnimation` reports a duration of 0.2 s. Presenting, it sets the
/// card's transform to scale 1.1 and animates it to 1.0 over that duration with
/// `UIViewAnimationOptionTransitionNone`, which selects no curve option, so `UIView`'s default
/// ease-in-out applies. Its `CustomAlertPresentationController` owns the dimming view (black
/// at 0.5) and animates it alongside the transition through the transition coordinator.
///
/// | phase   | scale       | dim (presentation controller) | time, curve        |
/// |---------|-------------|-------------------------------|--------------------|
/// | present | 1.1 → 1.0   | 0 → 0.5                       | 0.2 s, ease-in-out |
/// | dismiss | held at 1.0 | 0.5 → 0, then the card goes   | 0.2 s, ease-in-out |
///
/// Read closely, the seed differs from this table in two places, both documented choices:
/// - Its will-begin hook gives the dimming view its 0.5 colour at once and animates only the
///   bounds alongside, so the dim pops in; Curtain fades it over the 0.2 s instead.
/// - Dismissing, its animator calls `completeTransition:` synchronously and never animates the
///   card, so in UIKit the card and the dim vanish together at once (the alongside fade is
///   cut short when the container is removed). Curtain's default lets the alongside dim fade
///   run its 0.2 s with the card held at rest, and removes the card when the dismissal
///   completes; ``Dismissal/immediate`` reproduces the seed literally.
@MainActor public final class ZoomTransition: SymmetricTransition {
    /// How the dismissal runs.
    public enum Dismissal: Sendable, Hashable {
        /// The dim fades out over the duration; the card stays until the end.
        case fadeDim
        /// The transition completes at once, as the seed's animator does.
        case immediate
    }

    /// The seed's `transitionDuration:`.
    public static let duration = Duration.seconds(0.2)
    /// The scale the card starts from when presented.
    public static let initialScale = 1.1

    /// The dim while presented; the seed's 0.5 black by default.
    public let dimmingLayer: DimmingLayer
    /// How the dismissal runs.
    public let dismissal: Dismissal

    /// Creates the zoom.
    ///
    /// - Parameters:
    ///   - dimmingLayer: The dim; ``DimmingLayer/alert`` (0.5) by default, as in the seed.
    ///   - dismissal: ``Dismissal/fadeDim`` by default.
    public init(dimmingLayer: DimmingLayer = .alert, dismissal: Dismissal = .fadeDim) {
        self.dimmingLayer = dimmingLayer
        self.dismissal = dismissal
    }

    /// The seed's 0.2 s, both ways.
    public func transitionDuration(using context: TransitionContext) -> Duration { Self.duration }

    /// Presenting: scale 1.1 → 1.0. Dismissing: hold the card at rest while the dim fades, or
    /// complete at once.
    public func animateTransition(using context: TransitionContext) {
        if context.isPresenting {
            context.completeTransition(
                after: PropertyAnimation(\.scale, from: Self.initialScale, to: 1, duration: Self.duration))
        } else if dismissal == .immediate {
            context.completeTransition(!context.transitionWasCancelled)
        } else {
            // Nothing moves; the track only keeps the transition running while the dim fades
            // (and brings an interrupted presentation's scale back to rest).
            context.completeTransition(after: PropertyAnimation(\.scale, to: 1, duration: Self.duration))
        }
    }
}
