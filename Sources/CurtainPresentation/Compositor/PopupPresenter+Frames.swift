import CurtainRendering
import CurtainShell
import CurtainViews
internal import Wayland

/// Frames: one per frame callback, each with the values for the callback's time.
///
/// The first frame of a run (a transition or gesture starting while idle) shows t = 0 and is
/// committed at once; each `wl_callback.done` then moves the ``TransitionClock``. Only one callback
/// is ever outstanding, a timestamp that does not move time forward draws nothing, and a timer
/// finishes a transition whose callbacks stop. The view animations of the card's views step on the same
/// callbacks, and a card whose views changed is drawn again for the frame that shows them. The
/// `PresentationObserver` hears each step, and may ask for presentation feedback on each frame.
extension PopupPresenter {
    /// Shows the coordinator's values now and counts the frame.
    func commitFrame() {
        clock.owesFrame = false
        guard let compositor, compositor.isConfigured, !compositor.isDismissed else { return }
        // Views in the card that changed (a view animation's step, a transition's view tracks) show in this frame.
        if card.needsRender, card.render() != nil { compositor.cardDidRedraw() }
        var dim = coordinator.presentationController.dimmingLayer
        dim.alpha = coordinator.values.dim
        compositor.show(
            coordinator.values, dim: dim, card: card, feedbackTag: observer?.nextFrameFeedbackTag,
            isSettled: coordinator.isComplete)
        // An overlay's other outputs darken with this one (a presentation over the window, not over another).
        if parentPresentation == nil, let window, window.isOverlay {
            window.overlayShade = Color(premultipliedARGB32: dim.premultipliedARGB)
        }
        observer?.presenter(
            self, didCommit: coordinator.values, at: clock.time,
            bytesWritten: compositor.bytesWritten + card.bytesWritten)
    }

    /// Shows the current values at the next opportunity: now when no callback is outstanding.
    func scheduleCommit() {
        if compositor?.isWaitingForFrame ?? false {
            clock.owesFrame = true
        } else {
            if !clock.isRunning { clock.restart() }
            coordinator.advance(to: clock.time)
            commitFrame()
        }
    }

    /// `wl_callback.done`: advance to the callback's time and commit the next frame.
    ///
    /// The observer hears the handler end before what ended transitions run: that is not the frame's cost.
    func handleFrame(at time: FrameTime) {
        observer?.presenterWillHandleFrame(self)
        clock.frameDone(milliseconds: time.milliseconds)
        if cardAnimations.isAnimating {
            cardAnimations.step(at: time)
            if card.needsRender { clock.owesFrame = true }
        }
        if !coordinator.isComplete || coordinator.isAnimatingValues {
            if coordinator.advance(to: clock.time) {
                commitFrame()
            } else if coordinator.isInteractive {
                // Held by a gesture: nothing moves until it does (`interactionDidChange`), so no frames until then.
                clock.stop()
            } else {
                compositor?.requestFrameAndCommit()
            }
        } else if clock.owesFrame {
            commitFrame()
        } else {
            clock.stop()
        }
        observer?.presenterDidHandleFrame(self)
        runEndedTransitions()
    }

    /// The frame callbacks stopped: finish the transition so its completions run. A transition a gesture holds
    /// is waiting for the user, not for frames; letting it go arms the timer again.
    func handleTimeout() {
        endings.cancelTimeout()
        guard !coordinator.isComplete, !coordinator.isInteractive else { return }
        observer?.presenterWillFinishOnTimeout(self)
        coordinator.finish()
        commitFrame()
        runEndedTransitions()
    }

    /// Runs what transitions that ended asked for, after their last frame was committed.
    func runEndedTransitions() {
        guard coordinator.isComplete else { return }
        endings.cancelTimeout()
        observer?.presenterDidEndTransition(self)
        for body in endings.takeAll() { body() }
    }

    /// A gesture moved the transition it holds, or let it go: show it, and give a released one the timer that
    /// finishes it should its frames stop.
    func interactionDidChange() {
        if !coordinator.isInteractive, !coordinator.isComplete, let loop = window?.application.eventLoop {
            endings.armTimeout(after: coordinator.transitionSeconds + 0.5, on: loop) { [unowned self] in
                handleTimeout()
            }
        }
        scheduleCommit()
    }
}
