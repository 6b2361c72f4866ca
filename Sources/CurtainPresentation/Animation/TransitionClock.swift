internal import Wayland

/// Seconds since the first frame of the current run of frames, on the frame callbacks' clock.
///
/// The first frame of a run (a transition or gesture starting while idle) shows t = 0 and is committed at
/// once. Each `wl_callback.done` then moves a ``FrameCallbackClock``; a frame's time is that clock's reading
/// plus the delay between the first commit and the first callback, so frame k shows the values for the
/// moment its callback reports, measured from the first frame.
@MainActor struct TransitionClock {
    private var callbacks = FrameCallbackClock()
    private var runStart = Duration.zero
    private var firstFrameOffset: Double?
    /// Whether a run of frames is under way (``restart()`` was called and the run has not gone idle).
    private(set) var isRunning = false
    /// Whether a frame is owed to a change made while a callback was outstanding; the next callback shows it.
    var owesFrame = false

    /// Seconds since the first frame of the current run; 0 until its first callback.
    var time: Double {
        guard let firstFrameOffset else { return 0 }
        return callbacks.frameTime + firstFrameOffset
    }

    /// Starts a new run whose first frame is committed now.
    mutating func restart() {
        callbacks = FrameCallbackClock()
        runStart = EventLoop.now()
        firstFrameOffset = nil
        isRunning = true
    }

    /// `wl_callback.done` with the compositor's timestamp in milliseconds.
    mutating func frameDone(milliseconds: UInt32) {
        callbacks.frameDone(milliseconds: milliseconds)
        if firstFrameOffset == nil {
            // The first frame showed t = 0; the callback answering it came this much later.
            firstFrameOffset = max(0.001, Self.seconds(EventLoop.now() - runStart))
        }
    }

    /// The run went idle: the next frame starts a new one.
    mutating func stop() {
        isRunning = false
    }

    /// `duration` in seconds; view animations take their durations through it too.
    static func seconds(_ duration: Duration) -> Double {
        duration.inSeconds
    }
}
