/// Where a run of tracks stands on the frame clock: when its first frame was, and how far it has run.
///
/// A transition's values depend on the time since its first frame, never on how many frames were drawn. The
/// first frame fixes the start, so it shows the start values; a frame time that is not later than the last
/// one drawn is refused, so a clock that repeats itself draws nothing twice. A transition and the tracks a
/// gesture hands over between transitions both keep one.
struct TrackTime {
    /// The first frame's time; nil until that frame.
    private(set) var start: Double?
    /// The latest frame's time.
    private(set) var lastFrame: Double?
    /// Seconds from the first frame to the latest.
    var elapsed = 0.0

    /// A run that has drawn no frame yet, or one that resumes at `time`: a transition that reverses another
    /// starts on the frame the interrupted one showed last.
    init(resumingAt time: Double? = nil) {
        start = time
        lastFrame = time
    }

    /// Goes on from `elapsed` seconds at the next frame, whatever its time: a hand-driven transition resumes on a
    /// frame clock that may have restarted while it was held.
    mutating func resume(from elapsed: Double) {
        self.elapsed = elapsed
        resumesFrom = elapsed
        start = nil
        lastFrame = nil
    }

    /// Where the next frame starts when the run resumes: ``resume(from:)``'s elapsed seconds.
    private var resumesFrom = 0.0

    /// Moves to the frame at `time`.
    ///
    /// - Returns: False, changing nothing, when `time` is not later than the latest frame.
    mutating func advance(to time: Double) -> Bool {
        if let lastFrame, time <= lastFrame { return false }
        let first = start ?? (time - resumesFrom)
        start = first
        lastFrame = time
        elapsed = time - first
        return true
    }
}
