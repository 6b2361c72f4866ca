/// Vends the objects that carry out a presentation: Curtain's
/// `UIViewControllerTransitioningDelegate`.
///
/// Seed 004's `CustomModalTransitionDelegate` returns one animator for both directions and a
/// custom presentation controller; Curtain's transitions (``SlideTransition``,
/// ``ZoomTransition``, …) do the same, each being its own delegate and animator. The
/// ``TransitionCoordinator`` asks for the presentation controller once, when it is created,
/// and for an animator each time a transition begins.
@MainActor public protocol TransitioningDelegate: AnyObject {
    /// The animator for presenting the card; nil presents it instantly.
    ///
    /// Called when a presentation begins.
    func animatorForPresentation() -> Animator?

    /// The animator for dismissing the card; nil dismisses it instantly.
    ///
    /// Called when a dismissal begins.
    func animatorForDismissal() -> Animator?

    /// The presentation controller that owns the dim and the card's frame; nil gives a plain
    /// ``PresentationController`` without dim.
    ///
    /// Called once, when the coordinator for the presentation is created.
    ///
    /// - Parameter content: The presented content, as the backend handed it over.
    func presentationController(forPresented content: AnyObject?) -> PresentationController?
}

// MARK: - Default implementations

extension TransitioningDelegate {
    /// No animator: the card appears at once.
    public func animatorForPresentation() -> Animator? { nil }

    /// No animator: the card disappears at once.
    public func animatorForDismissal() -> Animator? { nil }

    /// No custom controller.
    public func presentationController(forPresented content: AnyObject?) -> PresentationController? { nil }
}
