/// Drives a transition by hand instead of by time: UIKit's `UIPercentDrivenInteractiveTransition`.
///
/// A ``TransitioningDelegate`` returns one from ``TransitioningDelegate/interactionControllerForDismissal(using:)``
/// (or `…ForPresentation`) when a gesture starts the transition. The transition then begins paused at 0 and
/// shows the animator's tracks at the fraction the gesture gives to ``update(_:)``, the dim and the card together,
/// until the gesture ends: ``finish()`` plays the rest on the frame clock and completes the transition;
/// ``cancel()`` plays it back to the start and ends it cancelled, so a cancelled dismissal leaves the controller
/// presented (its `dismiss` completion does not run, as in UIKit).
///
/// ```swift
/// final class SwipeDown: TransitioningDelegate {
///     let interaction = PercentDrivenInteractiveTransition()
///     var isSwiping = false
///     func animationController(forDismissed dismissed: ViewController) -> Animator? { SlideTransition() }
///     func interactionControllerForDismissal(using animator: Animator) -> PercentDrivenInteractiveTransition? {
///         isSwiping ? interaction : nil
///     }
/// }
/// // the gesture: swipe.isSwiping = true; sheet.dismiss(animated: true)
/// // then interaction.update(distance / height) as the pointer moves, and finish() or cancel() on release.
/// ```
@MainActor public final class PercentDrivenInteractiveTransition {
    /// The transition this drives, from when it begins until it ends.
    weak var coordinator: TransitionCoordinator?

    /// Creates a controller; it drives the next transition it is handed to.
    public init() {}

    /// How far the transition is, 0...1: the last fraction given to ``update(_:)``, or where it has played to.
    public var percentComplete: Double { coordinator?.percentComplete ?? 0 }

    /// Whether a transition is being driven now.
    public var isDriving: Bool { coordinator?.isInteractive ?? false }

    /// Shows the transition at `percentComplete` (clamped to 0...1) of its duration.
    public func update(_ percentComplete: Double) {
        coordinator?.updateInteractive(to: percentComplete)
    }

    /// Plays the rest of the transition on the frame clock and completes it.
    public func finish() {
        coordinator?.endInteraction(finishing: true)
    }

    /// Plays the transition back to its start on the frame clock and ends it cancelled.
    public func cancel() {
        coordinator?.endInteraction(finishing: false)
    }
}
