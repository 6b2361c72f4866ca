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

    /// Moves to the frame at `time`.
    ///
    /// - Returns: False, changing nothing, when `time` is not later than the latest frame.
    mutating func advance(to time: Double) -> Bool {
        if let lastFrame, time <= lastFrame { return false }
        let first = start ?? time
        start = first
        lastFrame = time
        elapsed = time - first
        return true
    }
}
