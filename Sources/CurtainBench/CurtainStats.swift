import Foundation

/// What curtain writes about each transition when `CURTAIN_STATS=/path/file.json` is set.
///
/// The contract (curtain's presentation backend honours it; the bench only reads):
/// - The file holds a JSON array with one object per finished transition, in the order they ended
///   (the presentation, then the dismissal). A single object instead of an array is accepted too.
/// - curtain rewrites the whole file atomically (write a temporary file beside it, then `rename`) each time a
///   transition ends, and once more at exit, so a reader never sees half a file and can stop waiting as soon as
///   the presentation's record is there.
/// - Fields (names exact; unknown fields are ignored):
///   `transition` (String: none, fade, slide, zoom, bounce), `phase` (String, optional: "present" or "dismiss"),
///   `frames` (Int: animation frames committed, the first included),
///   `callbacksOffered` (Int: `wl_callback.done` events received for frame callbacks during the transition),
///   `framesPresented`, `framesDiscarded` (Int, optional: `wp_presentation_feedback` outcomes of the frames, as far
///   as they had arrived), `framesMissed` (Int: refreshes between the first and last presented frames that showed no
///   new frame, on the compositor's presentation clock), `refreshMicros` (Double, optional: the refresh it used),
///   `shmBytesAfterFirst` (Int: bytes written into shm buffers by frames after the first, total),
///   `cpuMicrosPerFrame` (Double: the client's own CPU time, user + system from `getrusage(RUSAGE_SELF)` or
///   CLOCK_PROCESS_CPUTIME_ID, all threads, spent from the transition's first frame to its last, divided by `frames`),
///   `frameCPUMicros`, `frameCPUMicrosMax` (Double, optional: the median and the largest of the event-loop thread's own
///   CPU, `CLOCK_THREAD_CPUTIME_ID`, from a frame callback's `done` to that frame's commit, over the frames after the
///   first: what one animation frame costs, without other threads and first-run work), `threadCPUMicrosPerFrame`
///   (object, optional: `cpuMicrosPerFrame` split by thread, from `/proc/self/task/*/schedstat`; the main thread is
///   `event loop`, the others by name).
struct TransitionStats: Codable, Sendable {
    var transition: String
    var phase: String?
    var frames: Int
    var callbacksOffered: Int
    var framesPresented: Int?
    var framesDiscarded: Int?
    var framesMissed: Int
    var refreshMicros: Double?
    var shmBytesAfterFirst: Int
    var cpuMicrosPerFrame: Double
    var frameCPUMicros: Double?
    var frameCPUMicrosMax: Double?
    var threadCPUMicrosPerFrame: [String: Double]?

    /// shm bytes per frame after the first.
    var shmBytesPerFrameAfterFirst: Double {
        frames > 1 ? Double(shmBytesAfterFirst) / Double(frames - 1) : 0
    }

    /// The records in `path`, or nil when it does not exist (yet) or is not the contract's JSON.
    static func read(from path: String) -> [TransitionStats]? {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return nil }
        let decoder = JSONDecoder()
        if let records = try? decoder.decode([TransitionStats].self, from: data) { return records }
        if let record = try? decoder.decode(TransitionStats.self, from: data) { return [record] }
        return nil
    }
}
