/// Vends the objects that carry out a presentation: Curtain's `UIViewControllerTransitioningDelegate`.
///
/// Seed 004's `CustomModalTransitionDelegate` returns one animator for both directions and a custom
/// presentation controller; Curtain's transitions (``SlideTransition``, ``ZoomTransition``, …) do the same, each
/// being its own delegate and animator. The ``TransitionCoordinator`` asks for the presentation controller once,
/// when the presentation is set up, and for an animator each time a transition begins.
///
/// A view controller holds its ``ViewController/transitioningDelegate`` weakly, as UIKit's does: whoever made the
/// delegate keeps it, as seed 004's alert keeps its `alertDelegate`. ``ViewController/modalTransition`` holds one
/// strongly, for a transition made just for this controller.
@MainActor public protocol TransitioningDelegate: AnyObject {
    /// The animator for presenting `presented`; nil presents it at once.
    ///
    /// Called when a presentation begins.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller it is presented over, or nil when it is presented over a window.
    ///   - source: The controller whose `present` was called, or nil for a window's.
    func animationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
    ) -> Animator?

    /// The animator for dismissing `dismissed`; nil dismisses it at once.
    ///
    /// Called when a dismissal begins.
    func animationController(forDismissed dismissed: ViewController) -> Animator?

    /// The presentation controller that owns the dim and the card's frame; nil gives a plain
    /// ``PresentationController`` without dim.
    ///
    /// Called once, when the presentation is set up.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller it is presented over, or nil when it is presented over a window.
    ///   - source: The controller whose `present` was called, or nil for a window's.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
    ) -> PresentationController?

    /// The controller that drives the presentation by hand, or nil to run it on time (the usual answer).
    ///
    /// Called when a presentation begins, after its animator was vended.
    func interactionControllerForPresentation(using animator: Animator) -> PercentDrivenInteractiveTransition?

    /// The controller that drives the dismissal by hand (a drag, a swipe), or nil to run it on time.
    ///
    /// Called when a dismissal begins, after its animator was vended.
    func interactionControllerForDismissal(using animator: Animator) -> PercentDrivenInteractiveTransition?
}

// MARK: - Default implementations

extension TransitioningDelegate {
    /// No animator: the card appears at once.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
    ) -> Animator? { nil }

    /// No animator: the card disappears at once.
    public func animationController(forDismissed dismissed: ViewController) -> Animator? { nil }

    /// No custom controller.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
    ) -> PresentationController? { nil }

    /// Presentations run on time.
    public func interactionControllerForPresentation(using animator: Animator) -> PercentDrivenInteractiveTransition? {
        nil
    }

    /// Dismissals run on time.
    public func interactionControllerForDismissal(using animator: Animator) -> PercentDrivenInteractiveTransition? {
        nil
    }
}
