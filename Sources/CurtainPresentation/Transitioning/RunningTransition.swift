/// One transition from its `begin` to its end: its context, its animator, its time and who waits for it.
///
/// ``TransitionCoordinator`` keeps one while a transition runs and drops it, before calling anyone out, when
/// the transition ends, so a completion may start the next transition on a clean coordinator. What must
/// outlive the transition (the values on screen, whether it was cancelled) stays on the coordinator.
struct RunningTransition {
    /// What the animator sees, and the tracks it added.
    let context: TransitionContext
    /// Vended by the transitioning delegate for this direction; told when the transition ends.
    let animator: Animator
    /// The caller's completion from `present` or `dismiss`, run last.
    let completion: (@MainActor (Bool) -> Void)?
    /// The transition's place on the frame clock.
    var time: TrackTime
    /// Animations and completions added through `animate(alongside:completion:)`.
    var alongside = AlongsideAnimations()
    /// How a hand-driven transition stands; nil for one that runs on time.
    var interaction: Interaction?

    /// A transition a ``PercentDrivenInteractiveTransition`` drives.
    enum Interaction {
        /// Held at the fraction the gesture gave; `needsFrame` until that fraction has been shown.
        case held(needsFrame: Bool)
        /// Cancelled: playing back from `elapsed` seconds to 0, from the frame at `start` (nil until that frame).
        case rewinding(from: Double, start: Double?)
    }
}
