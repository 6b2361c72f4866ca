/// Times the event-loop thread's CPU in each frame callback's handler for `TransitionCPU.frameHandlerMicros`.
///
/// Two `clock_gettime` calls a frame and no allocation: the samples go into storage reserved when a record
/// begins and kept across records, and the median sorts them in place when the record finishes.
struct FrameHandlerTimer {
    /// Thread CPU (µs) each counted handler took, for the record under way.
    private var samples: [Double] = []
    /// The thread's CPU when the handler under way began, and the record's frames then; nil outside a handler.
    private var start: (micros: Double, frames: Int)?

    /// Room for this many frames a transition is reserved once; a longer one grows the storage.
    static let reservedFrames = 256

    /// Forgets the samples of the last record (keeping their storage).
    mutating func reset() {
        if samples.capacity < Self.reservedFrames { samples.reserveCapacity(Self.reservedFrames) }
        samples.removeAll(keepingCapacity: true)
        start = nil
    }

    /// A frame callback's handler begins; the record has committed `frames` frames so far.
    mutating func begin(frames: Int) {
        start = (TransitionCPU.threadMicros(), frames)
    }

    /// The handler has committed (or not) its frame; the record has committed `frames` frames now. Counts the
    /// handler when it committed a frame and that frame was not the record's first.
    mutating func end(frames: Int) {
        guard let began = start else { return }
        start = nil
        guard began.frames >= 1, frames > began.frames else { return }
        samples.append(TransitionCPU.threadMicros() - began.micros)
    }

    /// Puts the median and maximum of the samples into `cpu` (0 without samples).
    mutating func summarize(into cpu: inout TransitionCPU) {
        guard !samples.isEmpty else { return }
        samples.sort()
        let middle = samples.count / 2
        cpu.frameHandlerMicros = samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
        cpu.frameHandlerMicrosMax = samples[samples.count - 1]
    }
}
