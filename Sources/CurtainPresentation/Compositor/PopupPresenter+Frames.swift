import Wayland

/// Frames: one per frame callback, each with the values for the callback's time.
///
/// The first frame of a run (a transition or gesture starting while idle) shows t = 0 and is
/// committed at once; each `wl_callback.done` then moves the ``TransitionClock``. Only one callback
/// is ever outstanding, a timestamp that does not move time forward draws nothing, and a timer
/// finishes a transition whose callbacks stop. Each frame of a measured transition asks for
/// presentation feedback, from which ``MissedFrameCounter`` counts the refreshes it missed.
extension PopupPresenter {
    /// Shows the coordinator's values now and counts the frame.
    func commitFrame() {
        clock.owesFrame = false
        guard let compositor, compositor.isConfigured, !compositor.isDismissed else { return }
        var dim = coordinator.presentationController.dimmingLayer
        dim.alpha = coordinator.values.dim
        compositor.show(
            coordinator.values, dim: dim, card: card,
            feedbackTag: stats.log.measuresPresentation ? stats.nextFrameTag : nil,
            isSettled: coordinator.isComplete)
        stats.recordFrame(
            time: clock.time, values: coordinator.values, bytesWritten: compositor.bytesWritten + card.bytesWritten)
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
    /// The stats time this handler's own CPU up to the commit (``TransitionCPU/frameHandlerMicros``); what ended
    /// transitions run afterwards is not the frame's cost.
    func handleFrame(milliseconds: UInt32) {
        stats.frameHandlingBegan()
        clock.frameDone(milliseconds: milliseconds)
        let isRunning = !coordinator.isComplete || coordinator.isAnimatingValues
        if isRunning || stats.isRecording { stats.recordCallback() }
        if isRunning {
            if coordinator.advance(to: clock.time) {
                commitFrame()
            } else {
                compositor?.requestFrameAndCommit()
            }
        } else if clock.owesFrame {
            commitFrame()
        } else {
            clock.stop()
        }
        stats.frameHandlingEnded()
        runEndedTransitions()
    }

    /// The frame callbacks stopped: finish the transition so its completions run.
    func handleTimeout() {
        endings.cancelTimeout()
        guard !coordinator.isComplete else { return }
        coordinator.finish()
        commitFrame()
        runEndedTransitions()
    }

    /// Runs what transitions that ended asked for, after their last frame was committed.
    func runEndedTransitions() {
        guard coordinator.isComplete else { return }
        if !endings.isEmpty || stats.isRecording {
            endings.cancelTimeout()
            stats.finish()
        }
        for body in endings.takeAll() { body() }
    }
}
