/// The source of frame timestamps that drives transitions.
///
/// A transition's values are a function of the time since it began, never of how many frames
/// were drawn, so durations hold at 40 Hz, 60 Hz or 144 Hz. The clock only says what time the
/// frame being prepared is for:
///
/// - Live, ``FrameCallbackClock`` takes the timestamp of each `wl_callback.done` that answers a
///   `wl_surface.frame` request; frames the compositor skips are simply never drawn and the
///   next frame jumps to the right values.
/// - Offline, ``SteppedFrameClock`` steps by exactly 1/fps, for `curtain filmstrip` and tests.
///
/// A clock that reports the same time twice yields no new frame:
/// `TransitionCoordinator.advance(to:)` returns false.
///
/// Plumbing between the compositor's frame callbacks and the coordinator, so `package`: an app's
/// times are `Duration`s, and its transitions are driven for it.
@MainActor package protocol FrameClock: AnyObject {
    /// The time of the frame being prepared, in seconds on the clock's own monotonic timeline;
    /// only differences between readings mean anything.
    var frameTime: Double { get }
}

/// A clock that steps by exactly 1/fps: frame `i` is at `i / fps` seconds.
///
/// ```swift
/// let clock = SteppedFrameClock(fps: 60)
/// clock.frameTime   // 0
/// clock.advance()
/// clock.frameTime   // 0.016666…
/// ```
@MainActor package final class SteppedFrameClock: FrameClock {
    /// Frames per second.
    package let fps: Double
    /// The index of the current frame; frame 0 is at time 0.
    package private(set) var frameIndex: Int

    /// Creates a clock at frame 0.
    ///
    /// - Parameter fps: Frames per second; must be positive.
    package init(fps: Double = 60) {
        precondition(fps > 0, "SteppedFrameClock needs a positive fps, got \(fps)")
        self.fps = fps
        self.frameIndex = 0
    }

    /// Seconds since frame 0, computed from the index so that no rounding error accumulates.
    package var frameTime: Double { Double(frameIndex) / fps }

    /// Moves to the next frame.
    package func advance() {
        frameIndex += 1
    }

    /// The times of every frame needed to show `duration` seconds: 0, 1/fps, 2/fps, … and
    /// `duration` itself as the last frame, even when it falls between two steps.
    ///
    /// - Parameters:
    ///   - duration: Seconds; zero gives the single frame at 0.
    ///   - fps: Frames per second.
    package static func frameTimes(through duration: Double, fps: Double) -> [Double] {
        precondition(fps > 0, "frameTimes needs a positive fps, got \(fps)")
        guard duration > 0 else { return [0] }
        // Steps that land within a microsecond of the end count as the end, so 0.6 s at 60 fps
        // is 37 frames, not 38 because 36/60 rounds a hair below 0.6.
        let steps = Int((duration * fps - 1e-6).rounded(.up))
        var times = (0..<steps).map { Double($0) / fps }
        times.append(duration)
        return times
    }
}

/// A clock fed by the compositor's frame callbacks.
///
/// `wl_callback.done` carries the frame time in milliseconds as a 32-bit value that wraps
/// after about 49.7 days; this clock unwraps it into a continuous timeline in seconds. The
/// backend calls ``frameDone(milliseconds:)`` from the callback, then advances the
/// transition to ``frameTime``.
@MainActor package final class FrameCallbackClock: FrameClock {
    /// The last timestamp received, as sent.
    private var lastMilliseconds: UInt32?
    /// Milliseconds accumulated since the first callback.
    private var elapsedMilliseconds: UInt64 = 0

    /// Creates a clock that reads 0 until the first callback.
    package init() {}

    /// Seconds since the first frame callback.
    package var frameTime: Double { Double(elapsedMilliseconds) / 1000 }

    /// Records a `wl_callback.done` timestamp.
    ///
    /// Call it when `done` arrives for the frame callback requested with the last commit.
    /// A timestamp equal to the previous one leaves ``frameTime`` unchanged.
    ///
    /// - Parameter milliseconds: The event's `callback_data`.
    package func frameDone(milliseconds: UInt32) {
        if let last = lastMilliseconds {
            // Wrapping subtraction handles the 32-bit rollover; a difference of more than half
            // the range is a timestamp from the past, which must not move time backwards.
            let delta = milliseconds &- last
            guard delta < UInt32.max / 2 else { return }
            elapsedMilliseconds += UInt64(delta)
        }
        lastMilliseconds = milliseconds
    }
}
