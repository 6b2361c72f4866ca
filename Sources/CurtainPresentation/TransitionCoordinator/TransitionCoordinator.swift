import CurtainRendering

/// Runs a presentation's transitions: Curtain's `UIViewControllerTransitionCoordinator`.
///
/// One coordinator serves one presented card for its whole life. ``present(animated:completion:)``
/// and ``dismiss(animated:completion:)`` begin a transition; Curtain then moves it to each
/// frame's time, as the compositor's frame callbacks report it, and draws ``values``. Values are
/// computed from the time since the transition began, so a transition lasts as long at 40 Hz as
/// at 60 Hz, and frames the compositor skips are simply not drawn. Curtain makes the coordinator
/// of each presentation; a view controller reaches it as its ``ViewController/transitionCoordinator``.
///
/// When a transition begins, in this order:
/// 1. the presentation controller's will-begin hook runs; it usually calls
///    ``animate(alongside:completion:)`` to animate the dim (seed 004's design);
/// 2. the alongside animations run, adding tracks that last ``transitionDuration``;
/// 3. the animator's ``Animator/animateTransition(using:)`` adds the card's tracks.
///
/// When it ends (the animator called ``TransitionContext/completeTransition(_:)``): the
/// presentation controller's did-end hook, the alongside completions, the animator's
/// ``Animator/animationEnded(_:)``, then the caller's completion, each exactly once.
///
/// Interruption: dismissing while presenting (or presenting while dismissing) cancels the
/// running transition (its completions run with `false`) and starts the other from the values
/// on screen, over the same fraction of its duration as the cancelled one had run, so the
/// card reverses without a jump.
@MainActor public final class TransitionCoordinator: TransitionCoordinatorContext {
    /// Vends the animators and the presentation controller; held for the whole presentation.
    public let transitioningDelegate: TransitioningDelegate?
    /// Owns the dim and the card's resting frame.
    public let presentationController: PresentationController
    /// The size of the area the card is presented over; takes effect at the next transition.
    public var containerSize: Size
    /// The controller presented; a bare ``ViewController`` stands in for a card without one (a filmstrip's).
    public let presented: ViewController
    /// The controller presented over, or nil over a window; it is also the presentation's source.
    public let presenting: ViewController?
    /// The presented content, handed to animators through ``TransitionContext``: ``presented``.
    public var presentedContent: AnyObject? { presented }
    /// The values of the latest frame; draw these.
    public internal(set) var values: TransitionValues = .hidden
    /// Whether the card is presented: true after a presentation completes, false after a
    /// dismissal completes or a presentation is cancelled.
    public internal(set) var isPresented = false
    /// The direction of the running (or last) transition.
    public internal(set) var isPresenting = true
    /// False when the running (or last) transition was requested with `animated: false`.
    public var isAnimated: Bool { context?.isAnimated ?? true }
    /// Whether the running (or last) transition was cancelled.
    public var isCancelled: Bool { context?.transitionWasCancelled ?? lastWasCancelled }
    /// The running transition's duration, shortened when it reverses another.
    public var transitionDuration: Duration { .seconds(transitionSeconds) }
    /// ``transitionDuration`` in seconds, for the clock's arithmetic.
    var transitionSeconds: Double { animatorDuration * (context?.timeScale ?? 1) }
    /// Alongside animations use `UIView`'s default curve.
    public var completionCurve: TimingCurve { .easeInOut }
    /// How far the running transition has run, 0...1, by time.
    public var percentComplete: Double {
        guard context != nil else { return 1 }
        return transitionSeconds > 0 ? min(elapsed / transitionSeconds, 1) : 1
    }
    /// True when no transition is running.
    public var isComplete: Bool { context == nil }
    /// Whether the running transition is held by a ``PercentDrivenInteractiveTransition``: it shows the fraction
    /// the gesture gives and does not move with time.
    public var isInteractive: Bool {
        if case .held? = running?.interaction { return true }
        return false
    }
    /// Called when a hand-driven transition moved or was let go, so that whoever draws it shows the change: a
    /// held transition draws nothing until then.
    package var onInteractionChange: (@MainActor () -> Void)?

    /// The transition under way; nil between transitions.
    var running: RunningTransition?
    /// Alongside animations asked for between ``prepareToBegin()`` and the transition's start (from a view
    /// controller's `viewWillAppear(_:)` or `viewWillDisappear(_:)`); the transition takes them when it begins.
    var pendingAlongside:
        [((@MainActor (TransitionCoordinatorContext) -> Void)?, (@MainActor (TransitionCoordinatorContext) -> Void)?)] = []
    /// Whether a transition is about to begin: set by ``prepareToBegin()``, cleared when it begins.
    package internal(set) var isAboutToBegin = false
    /// The latest animator's duration, kept after its transition ends for ``transitionDuration``.
    var animatorDuration = 0.0
    /// Whether the last transition to end was cancelled, for ``isCancelled`` between transitions.
    var lastWasCancelled = false
    /// Tracks run between transitions, such as a dragged card's spring back.
    var interaction: InteractionTracks?

    /// The running transition's context; nil between transitions.
    var context: TransitionContext? { running?.context }
    /// Seconds the running transition has run, by its frames.
    var elapsed: Double { running?.time.elapsed ?? 0 }

    /// Creates a coordinator for one card; nothing is shown until ``present(animated:completion:)``.
    ///
    /// - Parameters:
    ///   - transitioningDelegate: Vends animators and the presentation controller; nil gives
    ///     instant transitions and a plain ``PresentationController`` without dim.
    ///   - containerSize: The parent's size in logical px.
    ///   - cardSize: The card's natural size, stored as the presentation controller's
    ///     ``PresentationController/preferredContentSize``.
    ///   - presented: The controller presented; nil for a card without one.
    ///   - presenting: The controller it is presented over, nil over a window.
    package init(
        transitioningDelegate: TransitioningDelegate? = nil, containerSize: Size,
        cardSize: Size, presented: ViewController? = nil, presenting: ViewController? = nil
    ) {
        self.transitioningDelegate = transitioningDelegate
        let presented = presented ?? ViewController()
        self.presented = presented
        self.presenting = presenting
        let controller = transitioningDelegate?.presentationController(
            forPresented: presented, presenting: presenting, source: presenting)
        self.presentationController = controller ?? PresentationController(dimmingLayer: .none)
        self.presentationController.preferredContentSize = cardSize
        self.containerSize = containerSize
    }

    /// Presents the card.
    ///
    /// Does nothing but call `completion(false)` when the card is already presented or
    /// presenting. While a dismissal runs, it reverses it from the current values.
    ///
    /// - Parameters:
    ///   - animated: False jumps to the presented state; hooks and completions still run,
    ///     before this method returns.
    ///   - completion: Called once when the presentation ends, with whether it completed.
    public func present(animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil) {
        let canPresent = context.map { !$0.isPresenting } ?? !isPresented
        guard canPresent else { completion?(false); return }
        begin(isPresenting: true, animated: animated, completion: completion)
    }

    /// Dismisses the card.
    ///
    /// Does nothing but call `completion(false)` when the card is neither presented nor
    /// presenting. While a presentation runs, it reverses it from the current values.
    ///
    /// - Parameters:
    ///   - animated: False jumps to the dismissed state; hooks and completions still run,
    ///     before this method returns.
    ///   - completion: Called once when the dismissal ends, with whether it completed.
    public func dismiss(animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil) {
        let canDismiss = context.map { $0.isPresenting } ?? isPresented
        guard canDismiss else { completion?(false); return }
        begin(isPresenting: false, animated: animated, completion: completion)
    }

    /// Runs animations in step with the running transition.
    ///
    /// `animation` is called once when the transition begins (at once if it already has); it
    /// usually calls ``TransitionCoordinatorContext/animate(_:to:)``. `completion` is called
    /// once when the transition ends, after the presentation controller's did-end hook.
    ///
    /// - Returns: False, and nothing is kept, when no transition is running or about to begin.
    @discardableResult
    public func animate(
        alongside animation: (@MainActor (TransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (TransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        guard running != nil else {
            guard isAboutToBegin else { return false }
            pendingAlongside.append((animation, completion))
            return true
        }
        if let animation, let now = running?.alongside.add(animation) { now(self) }
        if let completion { running?.alongside.addCompletion(completion) }
        return true
    }

    /// Says a transition is about to begin: until it does, ``animate(alongside:completion:)`` keeps what it is
    /// given for it. The presenter calls it before the presented controller's `viewWillAppear(_:)` and
    /// `viewWillDisappear(_:)`, which run before the transition starts.
    package func prepareToBegin() {
        isAboutToBegin = true
    }

    /// Adds a track of the transition's duration and curve; see ``TransitionCoordinatorContext``.
    public func animate(_ property: TransitionProperty, from: Double?, to: Double) {
        context?.animate([
            PropertyAnimation(property, from: from, to: to, duration: .seconds(animatorDuration), curve: completionCurve)
        ])
    }

    /// Moves the running transition to the frame at `time` and updates ``values``.
    ///
    /// The first call after a transition begins fixes its start, so the first frame shows the
    /// start values. Track completions due by `time` run here, and so does the end of the
    /// transition with all its completions.
    ///
    /// - Parameter time: The frame's time on the `FrameClock`, in seconds.
    /// - Returns: True when there is a new frame to draw; false when no transition runs or
    ///   `time` is not later than the previous frame's.
    @discardableResult
    package func advance(to time: Double) -> Bool {
        guard let running = context else { return advanceInteraction(to: time) }
        switch self.running?.interaction {
        case .held(let needsFrame)?:
            guard needsFrame else { return false }
            self.running?.interaction = .held(needsFrame: false)
            show(running, at: elapsed)
            return true
        case .rewinding(let from, let start)?:
            return rewind(running, from: from, startedAt: start, to: time)
        case nil:
            break
        }
        guard self.running?.time.advance(to: time) == true else { return false }
        show(running, at: elapsed)
        for trackCompletion in running.takeGroupCompletions(endedBy: elapsed) { trackCompletion(true) }
        // A transition whose animator forgot to complete it still ends with its tracks.
        if context === running, !running.hasPendingGroups,
            elapsed >= running.tracksEndTime - TransitionContext.timeTolerance
        {
            running.completeTransition(!running.transitionWasCancelled)
        }
        return true
    }

    /// Moves the running transition to the frame of `clock`; see `advance(to:)`.
    @discardableResult
    package func advance(with clock: FrameClock) -> Bool {
        advance(to: clock.frameTime)
    }

    /// Ends the running transition at once, as if its tracks had run to their end.
    ///
    /// Track completions run with `true`, then the transition's end with all its completions,
    /// before this method returns. Does nothing when no transition is running.
    public func finish() {
        guard let running = context else { return }
        if case .rewinding(let from, _)? = self.running?.interaction {
            _ = rewind(running, from: from, startedAt: -from, to: 0)
            return
        }
        let end = max(running.tracksEndTime, transitionSeconds)
        self.running?.time.elapsed = end
        show(running, at: elapsed)
        for trackCompletion in running.takeGroupCompletions(endedBy: nil) { trackCompletion(true) }
        if context === running { running.completeTransition(!running.transitionWasCancelled) }
    }

    // MARK: - Driven by hand

    /// Holds the running transition at `percentComplete` of its duration; see ``PercentDrivenInteractiveTransition``.
    func updateInteractive(to percentComplete: Double) {
        guard isInteractive, let running = context else { return }
        let held = min(max(percentComplete, 0), 1) * transitionSeconds
        self.running?.time.elapsed = held
        self.running?.interaction = .held(needsFrame: true)
        show(running, at: elapsed)
        onInteractionChange?()
    }

    /// Lets the held transition go: forward on the frame clock to its end, or back to its start, cancelled.
    func endInteraction(finishing: Bool) {
        guard isInteractive, let running = context else { return }
        let held = elapsed
        if finishing {
            self.running?.interaction = nil
            self.running?.time.resume(from: held)
        } else {
            running.transitionWasCancelled = true
            self.running?.interaction = .rewinding(from: held, start: nil)
        }
        onInteractionChange?()
    }

    /// Plays a cancelled transition back from `from` seconds, on the frame clock from the frame at `start` (this
    /// frame when nil); at 0 its tracks end, their completions see it cancelled, and it ends cancelled.
    private func rewind(_ running: TransitionContext, from: Double, startedAt start: Double?, to time: Double) -> Bool {
        let first = start ?? time
        let remaining = max(0, from - (time - first))
        if start != nil, remaining == elapsed, remaining > 0 { return false }
        self.running?.interaction = .rewinding(from: from, start: first)
        self.running?.time.elapsed = remaining
        show(running, at: remaining)
        if remaining <= 0 {
            for trackCompletion in running.takeGroupCompletions(endedBy: nil) { trackCompletion(true) }
            if context === running { running.completeTransition(false) }
        }
        return true
    }
}
