/// When the compositor presented a frame: the timestamp of `wl_callback.done`, on the compositor's own clock.
///
/// The clock's origin is unspecified and its count wraps (a 32-bit number of milliseconds, about 49.7 days),
/// so a frame time means something only beside another: ``duration(since:)`` gives the time between two
/// frames, across a wrap too.
///
/// ```swift
/// func surface(_ surface: Surface, didPresentFrameAt time: FrameTime) {
///     let elapsed = time.duration(since: start)
/// }
/// ```
public struct FrameTime: Hashable, Sendable {
    /// The timestamp as the compositor sent it, in milliseconds.
    package let milliseconds: UInt32

    /// A frame time from the timestamp `wl_callback.done` carries.
    package init(milliseconds: UInt32) {
        self.milliseconds = milliseconds
    }

    /// The time from `earlier` to this frame; zero when `earlier` is in fact later (a timestamp from the past,
    /// more than half the clock's range before, never moves time backwards).
    ///
    /// - Parameters:
    ///   - earlier: The frame time to measure from.
    public func duration(since earlier: FrameTime) -> Duration {
        // Wrapping subtraction handles the 32-bit rollover.
        let delta = milliseconds &- earlier.milliseconds
        return delta < UInt32.max / 2 ? .milliseconds(Int64(delta)) : .zero
    }
}
