/// Seed 000's bounce: the card pops up from nothing, overshoots, undershoots and settles.
///
/// Seed 000 (`CustomPopUp`) chains three `beginAnimations` blocks on the popup's transform,
/// each starting in the previous one's did-stop selector, all with `UIView`'s default curve,
/// ease-in-out:
///
/// | time (s)  | scale          |
/// |-----------|----------------|
/// | 0 → 0.2   | 0.001 → 1.1    |
/// | 0.2 → 0.4 | 1.1 → 0.9      |
/// | 0.4 → 0.6 | 0.9 → 1.0      |
///
/// The seed scales a full-screen clear overlay about the screen's centre; its card is centred,
/// so that is the same as scaling the card about its own centre, which is what Curtain does.
///
/// Dim: the seed has none (its overlay is `clearColor`), so the default here is
/// ``DimmingLayer/none``; pass a dim to have the presentation controller fade one in over the
/// same 0.6 s.
///
/// Dismissal: the seed's `hide` is `removeFromSuperview`, so by default the card vanishes at
/// once (``Dismissal/instant``); ``Dismissal/fade(duration:)`` fades it out instead.
@MainActor public final class BounceTransition: SymmetricTransition {
    /// How the card leaves.
    public enum Dismissal: Sendable, Hashable {
        /// At once, like the seed's `removeFromSuperview`.
        case instant
        /// Card opacity (and dim) to zero over `duration` seconds, ease-in-out.
        case fade(duration: Duration)
    }

    /// Each of the seed's three legs lasts 0.2 s.
    public static let segmentDuration = Duration.seconds(0.2)

    /// The seed's keyframes: 0.001 → 1.1 → 0.9 → 1.0, 0.2 s each, ease-in-out.
    public static let presentationKeyframes = Keyframes(
        from: 0.001,
        segments: [
            .init(duration: segmentDuration, target: 1.1),
            .init(duration: segmentDuration, target: 0.9),
            .init(duration: segmentDuration, target: 1.0),
        ])

    /// The dim while presented.
    public let dimmingLayer: DimmingLayer
    /// How the card leaves.
    public let dismissal: Dismissal

    /// Creates the bounce.
    ///
    /// - Parameters:
    ///   - dimmingLayer: The dim; none by default, as in the seed.
    ///   - dismissal: Instant by default, as in the seed.
    public init(dimmingLayer: DimmingLayer = .none, dismissal: Dismissal = .instant) {
        self.dimmingLayer = dimmingLayer
        self.dismissal = dismissal
    }

    /// 0.6 s to present; the fade's duration or zero to dismiss.
    public func transitionDuration(using context: TransitionContext) -> Duration {
        if context.isPresenting { return Self.presentationKeyframes.duration }
        switch dismissal {
        case .instant: return .zero
        case .fade(let duration): return duration
        }
    }

    /// Presenting: the scale keyframes, card opaque at its resting place. Dismissing: instant
    /// or a fade of the card's opacity.
    public func animateTransition(using context: TransitionContext) {
        switch (context.isPresenting, dismissal) {
        case (true, _):
            context.completeTransition(after: PropertyAnimation(\.scale, keyframes: Self.presentationKeyframes))
        case (false, .instant):
            context.completeTransition(true)
        case (false, .fade(let duration)):
            context.completeTransition(after: PropertyAnimation(\.cardAlpha, to: 0, duration: duration))
        }
    }
}
