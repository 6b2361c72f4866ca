/// A transition that is its own animator both ways and dims with a plain presentation controller.
///
/// Curtain's built-in transitions (``FadeTransition``, ``SlideTransition``, ``ZoomTransition``,
/// ``BounceTransition``, ``NoTransition``) all answer the ``TransitioningDelegate`` questions the
/// same way, as seed 004's `CustomModalTransitionDelegate` does: conforming here says so once,
/// instead of each repeating the same three methods.
@MainActor public protocol SymmetricTransition: Animator, TransitioningDelegate {
    /// The dim while presented, owned by the presentation controller this transition vends.
    var dimmingLayer: DimmingLayer { get }
}

extension SymmetricTransition {
    /// This object animates the presentation.
    public func animationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController?)
        -> Animator?
    { self }
    /// This object animates the dismissal.
    public func animationController(forDismissed dismissed: ViewController) -> Animator? { self }
    /// A plain presentation controller with this transition's dim.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
    ) -> PresentationController? {
        PresentationController(dimmingLayer: dimmingLayer)
    }
}
