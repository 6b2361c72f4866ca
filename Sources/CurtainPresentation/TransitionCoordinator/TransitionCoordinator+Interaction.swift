/// Moving the card between transitions: a drag, and the spring back after it.
///
/// Between transitions the card normally rests. A gesture may move it directly with
/// ``setInteractiveValues(_:)`` and then hand it to tracks with ``animateValues(_:completion:)``
/// (typically ``DragToDismiss/snapBackAnimation(releaseVelocity:)``). No presentation hooks run
/// for these. A transition that begins meanwhile takes over from the values on screen.
extension TransitionCoordinator {
    /// Whether tracks from ``animateValues(_:completion:)`` are running.
    public var isAnimatingValues: Bool { interaction != nil }

    /// Sets the values directly, for a gesture moving the card between transitions.
    ///
    /// Ignored while a transition runs. Stops tracks from ``animateValues(_:completion:)``
    /// (their completion runs with `false`), as a finger catching a springing card does. The
    /// next transition starts from these values.
    public func setInteractiveValues(_ newValues: TransitionValues) {
        guard context == nil else { return }
        cancelInteraction()
        show(newValues)
    }

    /// Animates the values between transitions, for instance a released card springing back.
    ///
    /// The tracks start from the current values when they give no `from`, are sampled by
    /// the frame clock like a transition's, and `completion` runs once: with `true` on the
    /// first frame after the longest track ends, with `false` when a gesture or a transition
    /// interrupts them. Ignored, with `completion(false)`, while a transition runs.
    ///
    /// - Parameters:
    ///   - animations: The tracks.
    ///   - completion: Called once with whether the tracks ran to their end.
    public func animateValues(_ animations: [PropertyAnimation], completion: (@MainActor (Bool) -> Void)? = nil) {
        guard context == nil else { completion?(false); return }
        cancelInteraction()
        let tracks = TransitionContext(
            isPresenting: isPresented, isAnimated: true, containerSize: containerSize,
            finalFrame: presentationController.frameOfPresentedView(in: containerSize),
            presentedContent: presentedContent, initialValues: values)
        tracks.animate(animations, completion: completion)
        interaction = InteractionTracks(tracks: tracks)
    }

    /// Samples the interaction tracks at `time`; see ``advance(to:)``.
    func advanceInteraction(to time: Double) -> Bool {
        guard let tracks = interaction?.tracks, interaction?.time.advance(to: time) == true,
            let elapsed = interaction?.time.elapsed
        else { return false }
        show(tracks, at: elapsed)
        if elapsed >= tracks.tracksEndTime - TransitionContext.timeTolerance {
            interaction = nil
        }
        for trackCompletion in tracks.takeGroupCompletions(endedBy: elapsed) { trackCompletion(true) }
        return true
    }

    /// Stops the interaction tracks where they are; their completions run with `false`.
    func cancelInteraction() {
        guard let tracks = interaction?.tracks else { return }
        interaction = nil
        for trackCompletion in tracks.takeGroupCompletions(endedBy: nil) { trackCompletion(false) }
    }
}
