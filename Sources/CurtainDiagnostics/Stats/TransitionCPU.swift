import Glibc

/// What a transition's frames cost in CPU, measured two ways, because the two answer different questions.
///
/// ``processMicrosPerFrame`` is the whole process (every thread, from `getrusage`) from the first frame to the
/// last, per frame: what the transition cost the machine, but other threads (the settings portal, the
/// accessibility bridge starting) and first-run work dominate it. ``frameHandlerMicros`` is the event-loop
/// thread's own CPU (`CLOCK_THREAD_CPUTIME_ID`) from a frame callback's `done` reaching the presenter to the
/// end of that frame's commit: what one animation frame costs. Only frames after the first count (the first
/// commits a freshly drawn card, and a fade draws its copies then); the median and the maximum are kept. The
/// requests are queued by then: the event loop sends them (one `sendmsg`) before it next polls, outside this
/// figure.
package struct TransitionCPU: Sendable, Hashable {
    /// User + system CPU of the whole process from the first frame to the last, per frame, in µs.
    package var processMicrosPerFrame = 0.0
    /// Median event-loop thread CPU handling one frame callback that committed a frame after the first, in µs;
    /// 0 when no such frame was committed.
    package var frameHandlerMicros = 0.0
    /// The largest of those, in µs.
    package var frameHandlerMicrosMax = 0.0
    /// ``processMicrosPerFrame`` split by thread (``ThreadCPUSnapshot``: `event loop` for the main thread, the others
    /// by name), per frame, in µs; threads that used nothing are left out.
    package var threadMicrosPerFrame: [String: Double] = [:]

    /// Creates a record of no CPU.
    package init() {}

    /// The figures as JSON members: `cpuMicrosPerFrame`, `frameCPUMicros`, `frameCPUMicrosMax`,
    /// `threadCPUMicrosPerFrame` (an object of thread names).
    var jsonMembers: String {
        func rounded(_ value: Double) -> Double { value.isFinite ? (value * 1000).rounded() / 1000 : 0 }
        let threads = threadMicrosPerFrame.sorted { $0.key < $1.key }.map { name, micros in
            "\"\(name.filter { $0 != "\"" && $0 != "\\" })\": \(rounded(micros))"
        }
        return "\"cpuMicrosPerFrame\": \(rounded(processMicrosPerFrame)), "
            + "\"frameCPUMicros\": \(rounded(frameHandlerMicros)), \"frameCPUMicrosMax\": \(rounded(frameHandlerMicrosMax)), "
            + "\"threadCPUMicrosPerFrame\": {\(threads.joined(separator: ", "))}"
    }

    /// The calling thread's CPU time so far, in microseconds: one `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`.
    static func threadMicros() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
    }
}
