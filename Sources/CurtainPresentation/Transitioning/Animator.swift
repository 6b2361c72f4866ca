/// An object that animates a presented card in or out: Curtain's
/// `UIViewControllerAnimatedTransitioning`.
///
/// The coordinator asks for ``transitionDuration(using:)`` and then calls
/// ``animateTransition(using:)`` once, when the transition begins. The animator declares its
/// card motion as ``PropertyAnimation`` tracks with ``TransitionContext/animate(_:completion:)``
/// and, when the motion is over, calls ``TransitionContext/completeTransition(_:)``, usually
/// from the tracks' completion:
///
/// ```swift
/// func animateTransition(using context: TransitionContext) {
///     context.animate([PropertyAnimation(\.scale, from: 1.1, to: 1.0, duration: .seconds(0.2))]) { finished in
///         context.completeTransition(!context.transitionWasCancelled)
///     }
/// }
/// ```
///
/// To animate the views inside the card as well (its content fading in after the card), change them in the block
/// of ``TransitionContext/animate(withDuration:delay:curve:animations:completion:)``: they move on the same
/// transition time as the tracks.
///
/// The dim is not the animator's business: the ``PresentationController`` animates it
/// alongside, through the ``TransitionCoordinator``.
@MainActor public protocol Animator: AnyObject {
    /// How long the transition takes.
    ///
    /// Called when the transition begins, before ``animateTransition(using:)``. Animations
    /// declared alongside by the presentation controller default to this duration.
    ///
    /// - Parameter context: The transition about to run.
    func transitionDuration(using context: TransitionContext) -> Duration

    /// Declares the card's animation for the transition.
    ///
    /// Called once, right after ``transitionDuration(using:)``, when the transition begins; the
    /// first frame is drawn afterwards. The animator must eventually call
    /// ``TransitionContext/completeTransition(_:)``, immediately or from a track completion.
    ///
    /// - Parameter context: The transition, with the container size, the card's resting frame
    ///   and its direction.
    func animateTransition(using context: TransitionContext)

    /// Called after the transition has ended, with whether it completed.
    ///
    /// Called once, after ``TransitionContext/completeTransition(_:)`` and after the
    /// presentation controller's did-end hook.
    ///
    /// - Parameter transitionCompleted: False when the transition was cancelled or interrupted.
    func animationEnded(_ transitionCompleted: Bool)
}

// MARK: - Default implementations

extension Animator {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
