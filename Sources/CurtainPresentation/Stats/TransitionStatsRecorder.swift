/// Measures the transition under way and hands each finished record to a ``TransitionStatsLog``.
///
/// A record starts with ``begin(transition:phase:)``, counts committed frames, callbacks and missed frames
/// while it runs, and ends with ``finish()``, which works out the client CPU per frame and appends it.
/// Starting a new record finishes the old one first.
struct TransitionStatsRecorder {
    /// Where finished records go.
    let log: TransitionStatsLog
    private var record: TransitionStats?
    private var cpuStart = 0.0
    private var bytesAtFirstFrame = 0

    init(log: TransitionStatsLog) {
        self.log = log
    }

    /// Whether a transition is being measured.
    var isRecording: Bool { record != nil }

    /// Finishes any record under way and starts one for `transition` in `phase` (`present`, `dismiss`).
    mutating func begin(transition: String, phase: String) {
        finish()
        record = TransitionStats(transition: transition, phase: phase)
    }

    /// A frame was committed showing `values` at `time`; `bytesWritten` is the shm total so far.
    mutating func recordFrame(time: Double, values: TransitionValues, bytesWritten: Int) {
        guard var current = record else { return }
        if current.frames == 0 {
            bytesAtFirstFrame = bytesWritten
            cpuStart = TransitionStats.processCPUMicros()
        }
        current.frames += 1
        current.shmBytesAfterFirst = bytesWritten - bytesAtFirstFrame
        current.samples.append((time, values))
        record = current
    }

    /// A frame callback arrived while measuring.
    mutating func recordCallback() {
        record?.callbacksOffered += 1
    }

    /// A callback arrived whose time did not move the transition forward: nothing was drawn.
    mutating func recordMissedFrame() {
        record?.framesMissed += 1
    }

    /// Ends the record under way, if any, and appends it to the log.
    mutating func finish() {
        guard var current = record else { return }
        record = nil
        if current.frames > 0 {
            current.cpuMicrosPerFrame = (TransitionStats.processCPUMicros() - cpuStart) / Double(current.frames)
        }
        log.append(current)
    }
}
