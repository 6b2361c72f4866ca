import Wayland

/// Frames: one per frame callback, each with the values for the callback's time.
///
/// The first frame of a run (a transition or gesture starting while idle) shows t = 0 and is
/// committed at once. Each `wl_callback.done` then moves a ``FrameCallbackClock``; a frame's time
/// is the clock's reading plus the delay between the first commit and the first callback, so
/// frame k shows the values for the moment its callback reports, measured from the first frame.
/// Only one callback is ever outstanding, a timestamp that does not move time forward draws
/// nothing (counted as a missed frame), and a timer finishes a transition whose callbacks stop.
extension Presentation {

    /// Shows the coordinator's values now and counts the frame.
    func commitFrame() {
        needsCommit = false
        guard let surface, surface.isConfigured, !surface.isDismissed else { return }
        var dim = coordinator.presentationController.dimmingLayer
        dim.alpha = coordinator.values.dim
        surface.show(coordinator.values, dim: dim, card: card)
        guard var record = stats else { return }
        let bytes = surface.bytesWritten + card.bytesWritten
        if record.frames == 0 { statsBytesAfterFirst = bytes; statsCPUStart = TransitionStats.processCPUMicros() }
        record.frames += 1
        record.shmBytesAfterFirst = bytes - statsBytesAfterFirst
        record.samples.append((clockTime, coordinator.values))
        stats = record
    }

    /// Shows the current values at the next opportunity: now when no callback is outstanding.
    func scheduleCommit() {
        if surface?.isWaitingForFrame ?? false {
            needsCommit = true
        } else {
            if !isClockRunning { restartClock() }
            coordinator.advance(to: clockTime)
            commitFrame()
        }
    }

    /// `wl_callback.done`: advance to the callback's time and commit the next frame.
    func handleFrame(milliseconds: UInt32) {
        clock.frameDone(milliseconds: milliseconds)
        if firstFrameOffset == nil {
            // The first frame showed t = 0; the callback answering it came this much later.
            firstFrameOffset = max(0.001, seconds(EventLoop.now() - runStart))
        }
        let isRunning = !coordinator.isComplete || coordinator.isAnimatingValues
        if isRunning || stats != nil { stats?.callbacksOffered += 1 }
        if isRunning {
            if coordinator.advance(to: clockTime) {
                commitFrame()
            } else {
                stats?.framesMissed += 1
                surface?.requestFrameAndCommit()
            }
        } else if needsCommit {
            commitFrame()
        } else {
            isClockRunning = false
        }
        runEndedTransitions()
    }

    /// Seconds since the first frame of the current run, on the frame callbacks' clock.
    var clockTime: Double {
        guard let firstFrameOffset else { return 0 }
        return clock.frameTime + firstFrameOffset
    }

    func restartClock() {
        clock = FrameCallbackClock()
        runStart = EventLoop.now()
        firstFrameOffset = nil
        isClockRunning = true
    }

    func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// The frame callbacks stopped: finish the transition so its completions run.
    func handleTimeout(transition number: Int) {
        timeout = nil
        guard number == transitionNumber, !coordinator.isComplete else { return }
        coordinator.finish()
        commitFrame()
        runEndedTransitions()
    }

    /// Runs what transitions that ended asked for, after their last frame was committed.
    func runEndedTransitions() {
        guard coordinator.isComplete else { return }
        if !endedTransitions.isEmpty || stats != nil { finishStats() }
        let ended = endedTransitions
        endedTransitions = []
        for body in ended { body() }
    }

    func finishStats() {
        guard var record = stats else { return }
        stats = nil
        timeout?.cancel()
        timeout = nil
        if record.frames > 0 {
            record.cpuMicrosPerFrame = (TransitionStats.processCPUMicros() - statsCPUStart) / Double(record.frames)
        }
        statsLog.append(record)
    }
}
