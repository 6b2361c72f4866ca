import CurtainRendering
import CurtainViews

/// What an ``Animator`` knows about the transition it animates, and how it reports back:
/// Curtain's `UIViewControllerContextTransitioning`.
///
/// The context is created by the ``TransitionCoordinator`` when a presentation or dismissal
/// begins and lives until it ends. It describes the scene abstractly (the container's size,
/// the card's resting frame, the direction) and collects the tracks that make up the motion.
/// It also holds the transition's state: its `TransitionTracks` (the tracks with their
/// resolved start values and pending completions) and whether it ended.
@MainActor public final class TransitionContext {
    /// True when presenting the card, false when dismissing it.
    public let isPresenting: Bool
    /// False for `present(animated: false)` and `dismiss(animated: false)`: the tracks jump to
    /// their end and completions run before the call returns.
    public let isAnimated: Bool
    /// The size of the area the card is presented over (the parent window), in logical px.
    public let containerSize: Size
    /// Where the card rests once presented, from
    /// ``PresentationController/frameOfPresentedView(in:)``.
    public let finalFrame: Rect
    /// The presented content, as the backend handed it over; opaque to the presenter.
    public let presentedContent: AnyObject?
    /// The presented controller's view: the card's content, whose subviews an animator may animate with
    /// ``animate(withDuration:delay:curve:animations:completion:)``. Nil for content that is not a ``ViewController``.
    public var presentedView: View? { (presentedContent as? ViewController)?.view }
    /// The values when the transition began: where tracks without a `from` start, and what the properties no track
    /// animates keep.
    ///
    /// A presentation from nothing begins with the card at rest (``TransitionValues/identity``'s scale, offset and
    /// opacity) and the dim clear, so an animator that moves only the scale shows an opaque card; a transition that
    /// interrupts another begins from the values on screen.
    public let initialValues: TransitionValues
    /// Whether the transition was cancelled, for instance by a dismissal interrupting a
    /// presentation.
    public internal(set) var transitionWasCancelled = false
    /// Whether ``completeTransition(_:)`` has been called.
    public private(set) var isCompleted = false

    /// The tracks animators added, sampled by the coordinator each frame.
    private(set) var tracks: TransitionTracks
    /// Called once by ``completeTransition(_:)``.
    var onComplete: (@MainActor (Bool) -> Void)?

    init(
        isPresenting: Bool, isAnimated: Bool, containerSize: Size,
        finalFrame: Rect, presentedContent: AnyObject?, initialValues: TransitionValues,
        timeScale: Double = 1, startsFromCurrentValues: Bool = false
    ) {
        self.isPresenting = isPresenting
        self.isAnimated = isAnimated
        self.containerSize = containerSize
        self.finalFrame = finalFrame
        self.presentedContent = presentedContent
        self.initialValues = initialValues
        self.tracks = TransitionTracks(timeScale: timeScale, startsFromCurrentValues: startsFromCurrentValues)
    }

    /// Adds tracks to the transition, all starting when the transition began.
    ///
    /// Like `UIView.animate(withDuration:animations:completion:)`: the tracks run together and
    /// `completion` fires once, on the first frame at or after the end of the longest track
    /// (with `true`), or when the transition is interrupted or finished early (with `false`
    /// for interruption, `true` for finishing instantly). A later track on the same property
    /// overrides an earlier one.
    ///
    /// - Parameters:
    ///   - animations: The tracks.
    ///   - completion: Called once with whether the tracks ran to their end.
    public func animate(_ animations: [PropertyAnimation], completion: (@MainActor (Bool) -> Void)? = nil) {
        tracks.add(animations, from: initialValues, completion: completion)
    }

    /// Animates the changes `animations` makes to views' frames, alpha and background colours as part of the
    /// transition: UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)` inside
    /// `animateTransition(using:)`.
    ///
    /// The block runs at once; each property it changes goes back to its old value and then moves to the new
    /// one on the transition's time, beside the card's ``PropertyAnimation`` tracks. Because they share that
    /// time, a ``PercentDrivenInteractiveTransition`` holds and scrubs them with the card, a cancelled
    /// interactive transition plays them back to their old values, and a transition interrupted by the opposite
    /// one leaves them where they are for its animator to take on. Views in the presented card
    /// (``presentedView`` and its subviews) are drawn again for each frame that moves them.
    ///
    /// ```swift
    /// func animateTransition(using context: TransitionContext) {
    ///     guard let content = context.presentedView?.subviews.first else { return }
    ///     content.alpha = context.isPresenting ? 0 : 1
    ///     context.animate(withDuration: .milliseconds(300)) {
    ///         content.alpha = context.isPresenting ? 1 : 0
    ///     } completion: { _ in
    ///         context.completeTransition(!context.transitionWasCancelled)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - duration: How long the change takes.
    ///   - delay: How long after the transition's start it begins.
    ///   - curve: The easing; ``TimingCurve/easeInOut`` by default, as UIKit's.
    ///   - animations: Changes views' frames, alpha or background colours.
    ///   - completion: Called once, like a ``animate(_:completion:)`` group's: `true` on the first frame at or
    ///     after the changes' end, `false` when the transition is interrupted.
    public func animate(
        withDuration duration: Duration, delay: Duration = .zero, curve: TimingCurve = .easeInOut,
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        tracks.add(
            AnimatableChange.recording(animations), delay: delay.inSeconds, duration: duration.inSeconds,
            curve: curve, completion: completion)
    }

    /// Ends the transition.
    ///
    /// Call it exactly once, when the card has reached its destination (or the animator
    /// decided to give up). Further calls are ignored. The coordinator then calls the
    /// presentation controller's did-end hook, the alongside completions, the animator's
    /// ``Animator/animationEnded(_:)`` and the caller's completion, in that order, before
    /// this method returns.
    ///
    /// - Parameter didComplete: True when the transition completed, false when it was
    ///   cancelled (the card goes back to where it was).
    public func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else { return }
        isCompleted = true
        let handler = onComplete
        onComplete = nil
        handler?(didComplete)
    }

    /// Times closer than this count as equal, so that a track whose end is the sum of rounded
    /// segment durations (0.2 + 0.2 + 0.2 = 0.6000000000000001) ends on the frame at 0.6.
    static let timeTolerance = 1e-9

    /// Duration multiplier for tracks; see ``TransitionTracks/timeScale``.
    var timeScale: Double { tracks.timeScale }

    /// The time, in seconds since the start, at which the last track stops moving.
    var tracksEndTime: Double { tracks.endTime }

    /// The values at `time` seconds since the start, beginning from ``initialValues``.
    func values(at time: Double) -> TransitionValues {
        tracks.values(at: time, from: initialValues)
    }

    /// Sets the views animated by ``animate(withDuration:delay:curve:animations:completion:)`` for `time`
    /// seconds since the start.
    func applyViewTracks(at time: Double) {
        tracks.applyViews(at: time)
    }

    /// Removes and returns the completions of groups that have ended by `time` (all groups
    /// when `time` is nil), in the order they were added.
    func takeGroupCompletions(endedBy time: Double?) -> [@MainActor (Bool) -> Void] {
        tracks.takeGroupCompletions(endedBy: time)
    }

    /// Whether any group still waits for its completion to run.
    var hasPendingGroups: Bool { tracks.hasPendingGroups }
}
