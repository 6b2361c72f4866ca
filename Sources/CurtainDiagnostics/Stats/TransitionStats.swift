import CurtainPresentation
import CurtainRendering
import Glibc

/// What one finished transition cost on the compositor backend: frames, frame callbacks, shm
/// bytes and client CPU, as `CURTAIN_STATS` reports them.
///
/// The presenter starts a record when a transition's first frame is committed, counts every
/// committed frame and every frame callback until the transition ends, and then hands the
/// record to `TransitionStats.Log` which appends it to the file named by `CURTAIN_STATS`.
///
/// The JSON fields (read by `curtain-bench`): `transition` (none, fade, slide, zoom, bounce),
/// `phase` (present, dismiss), `frames` (frames committed, the first included),
/// `callbacksOffered` (`wl_callback.done` events during the transition), `framesPresented` and
/// `framesDiscarded` (the compositor's `wp_presentation_feedback` for the committed frames, as far as it
/// had arrived), `framesMissed` (refreshes between the first and last presented frames that showed no new
/// frame, on the compositor's presentation clock: see `MissedFrameCounter`; 0 without feedback),
/// `refreshMicros` (the refresh interval that count used, 0 when unknown), `shmBytesAfterFirst`
/// (bytes written into shm by frames after the first), `cpuMicrosPerFrame`
/// (user + system CPU of this process, all threads, from the first frame to the last, per frame),
/// `frameCPUMicros` and `frameCPUMicrosMax` (the median and the largest of the event-loop thread's own CPU
/// handling a frame callback, from its `done` to that frame's commit, over the frames after the first: see
/// `TransitionCPU`), `startupFontCache` (whether the process's first frame was laid out with the fonts of the
/// start-up font cache: `FontStartupCache`).
package struct TransitionStats: Sendable, Hashable {
    /// The transition's style name: `none`, `fade`, `slide`, `zoom`, `bounce`, or `custom`.
    package var transition: String
    /// `present` or `dismiss`.
    package var phase: String
    /// Frames committed, the first included.
    package var frames = 0
    /// Frame callbacks received while the transition ran.
    package var callbacksOffered = 0
    /// Committed frames the compositor reported presented (`wp_presentation_feedback.presented`).
    package var framesPresented = 0
    /// Committed frames the compositor reported discarded.
    package var framesDiscarded = 0
    /// Refreshes between the first and last presented frames on which no new frame was shown.
    package var framesMissed = 0
    /// The output's refresh interval the miss count used, in µs; 0 when unknown.
    package var refreshMicros = 0.0
    /// When the compositor presented each frame it reported presented, in frame order: µs after the first, on its
    /// presentation clock (not in the JSON, like the samples).
    package var presentedMicros: [Double] = []
    /// Whether the presenter's timer finished the transition (its frame callbacks stopped), with a last frame that
    /// answered no callback (not in the JSON, like the samples).
    package var endedOnTimeout = false
    /// Bytes written into shm by the frames after the first.
    package var shmBytesAfterFirst = 0
    /// Client CPU per frame, the whole process's and the frame handler's.
    package var cpu = TransitionCPU()
    /// The times (seconds since the transition's start) and values of each committed frame.
    package var samples: [(time: Double, values: TransitionValues)] = []
    /// Tells records apart in a log, so late presentation feedback revises the right one.
    var id = 0

    /// Creates an empty record.
    package init(transition: String, phase: String) {
        self.transition = transition
        self.phase = phase
    }

    /// Records are equal when their JSON is (the samples are not compared).
    package static func == (lhs: TransitionStats, rhs: TransitionStats) -> Bool {
        lhs.json == rhs.json
    }

    /// Hashes the JSON, consistently with `==`.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(json)
    }

    /// Whole-process client CPU per frame in microseconds (`TransitionCPU.processMicrosPerFrame`).
    package var cpuMicrosPerFrame: Double {
        get { cpu.processMicrosPerFrame }
        set { cpu.processMicrosPerFrame = newValue }
    }

    /// Median event-loop thread CPU per frame after the first, in µs (`TransitionCPU.frameHandlerMicros`).
    package var frameCPUMicros: Double { cpu.frameHandlerMicros }

    /// The record as one JSON object (without the samples).
    package var json: String {
        "{\"transition\": \"\(transition)\", \"phase\": \"\(phase)\", \"frames\": \(frames), "
            + "\"callbacksOffered\": \(callbacksOffered), \"framesPresented\": \(framesPresented), "
            + "\"framesDiscarded\": \(framesDiscarded), \"framesMissed\": \(framesMissed), "
            + "\"refreshMicros\": \((refreshMicros * 10).rounded() / 10), "
            + "\"shmBytesAfterFirst\": \(shmBytesAfterFirst), "
            + cpu.jsonMembers + ", \"startupFontCache\": \(FontStartupCache.wasUsedAtStart)}"
    }

    /// This process's CPU time so far (user + system), in microseconds, from `getrusage`.
    package static func processCPUMicros() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func micros(_ time: timeval) -> Double { Double(time.tv_sec) * 1e6 + Double(time.tv_usec) }
        return micros(usage.ru_utime) + micros(usage.ru_stime)
    }

    /// The name `CURTAIN_STATS` uses for a transitioning delegate.
    @MainActor static func transitionName(of delegate: TransitioningDelegate?, content: AnyObject?) -> String {
        if let named = content as? TransitionStyleNaming { return named.transitionStyleName }
        switch delegate {
        case is BounceTransition: return "bounce"
        case is SlideTransition: return "slide"
        case is ZoomTransition: return "zoom"
        case is FadeTransition: return "fade"
        case is NoTransition, nil: return "none"
        default: return "custom"
        }
    }
}
