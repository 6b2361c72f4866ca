/// Beginning and ending transitions: the order of hooks and completions.
extension TransitionCoordinator {
    /// Starts a transition, cancelling the running one first if there is one.
    func begin(isPresenting presenting: Bool, animated: Bool, completion: (@MainActor (Bool) -> Void)?) {
        var timeScale = 1.0
        var interruptsRunning = false
        var resumeTime: Double?
        cancelInteraction()
        if let running = context {
            // Reverse over the part already played, starting from what is on screen now.
            timeScale = percentComplete
            interruptsRunning = true
            resumeTime = self.running?.time.lastFrame
            cancel(running)
        }

        let newAnimator: Animator =
            (presenting
                ? transitioningDelegate?.animationController(
                    forPresented: presented, presenting: self.presenting, source: self.presenting)
                : transitioningDelegate?.animationController(forDismissed: presented)) ?? NoTransition()
        // A presentation from nothing starts with the card at rest (natural size, in place, opaque) under the dim as
        // it is, so an animator of its own moves only what it animates (seed 004's animator animates the scale alone);
        // a transition that interrupts another starts from what is on screen.
        let initialValues = presenting && !interruptsRunning ? TransitionValues(dim: values.dim) : values
        let transition = TransitionContext(
            isPresenting: presenting, isAnimated: animated, containerSize: containerSize,
            finalFrame: presentationController.frameOfPresentedView(in: containerSize),
            presentedContent: presentedContent, initialValues: initialValues,
            timeScale: timeScale, startsFromCurrentValues: interruptsRunning)
        running = RunningTransition(
            context: transition, animator: newAnimator, completion: completion, time: TrackTime(resumingAt: resumeTime))
        // A gesture may drive the transition instead of time: it begins held at 0.
        if animated,
            let driver = presenting
                ? transitioningDelegate?.interactionControllerForPresentation(using: newAnimator)
                : transitioningDelegate?.interactionControllerForDismissal(using: newAnimator)
        {
            running?.interaction = .held(needsFrame: true)
            driver.coordinator = self
        }
        isPresenting = presenting
        lastWasCancelled = false
        isAboutToBegin = false
        let pending = pendingAlongside
        pendingAlongside = []
        for (animation, completion) in pending { animate(alongside: animation, completion: completion) }
        transition.onComplete = { [unowned self, unowned transition] didComplete in
            self.end(transition, didComplete: didComplete)
        }
        animatorDuration = newAnimator.transitionDuration(using: transition).inSeconds

        presentationController.transitionCoordinator = self
        presentationController.containerSize = containerSize
        if presenting {
            presentationController.presentationTransitionWillBegin()
        } else {
            presentationController.dismissalTransitionWillBegin()
        }
        guard context === transition, let alongside = running?.alongside.start() else { return }
        for animation in alongside { animation(self) }

        newAnimator.animateTransition(using: transition)
        guard context === transition else { return }
        if !animated { finish() }
    }

    /// Cancels `running`: its track completions run with `false`, then it ends as cancelled
    /// unless the animator completes it itself. The values on screen stay.
    private func cancel(_ running: TransitionContext) {
        running.transitionWasCancelled = true
        for trackCompletion in running.takeGroupCompletions(endedBy: nil) { trackCompletion(false) }
        if context === running { running.completeTransition(false) }
    }

    /// Ends `transition` and runs its completions, each exactly once.
    func end(_ transition: TransitionContext, didComplete: Bool) {
        guard let ended = running, ended.context === transition else { return }
        if didComplete && !transition.transitionWasCancelled {
            // Completing early (seed 004 completes its dismissal at once) lands on the end state.
            show(transition, at: max(transition.tracksEndTime, transitionSeconds, elapsed))
        }
        let presenting = transition.isPresenting
        isPresented = presenting ? didComplete : !didComplete
        if !presenting && didComplete {
            // The card and the dim leave with the dismissal, as `removeFromSuperview` does.
            var gone = values
            gone.cardAlpha = 0
            gone.dim = 0
            show(gone)
        }
        lastWasCancelled = transition.transitionWasCancelled || !didComplete
        // Clear state before calling out: completions may start the next transition.
        running = nil

        if presenting {
            presentationController.presentationTransitionDidEnd(didComplete)
        } else {
            presentationController.dismissalTransitionDidEnd(didComplete)
        }
        for alongsideCompletion in ended.alongside.completions { alongsideCompletion(self) }
        ended.animator.animationEnded(didComplete)
        ended.completion?(didComplete)
    }

    /// Shows `context`'s frame at `time` seconds since its start: its views' properties, and its values.
    func show(_ context: TransitionContext, at time: Double) {
        context.applyViewTracks(at: time)
        show(context.values(at: time))
    }

    /// Makes `newValues` the values on screen and mirrors the dim into the presentation
    /// controller's dimming layer.
    func show(_ newValues: TransitionValues) {
        values = newValues
        presentationController.dimmingLayer.alpha = newValues.dim
    }
}
