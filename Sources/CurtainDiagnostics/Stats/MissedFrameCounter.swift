import CurtainShell

/// Counts the refreshes on which a transition should have shown a new frame and did not, from the
/// compositor's own presentation clock (`wp_presentation_feedback`).
///
/// Every frame of a transition is a new picture, so from its first presented frame to its last, each
/// refresh of the output should show the next one. Two presented frames `n` refreshes apart therefore
/// mean `n - 1` missed refreshes: the client was late (busy, descheduled), or the compositor skipped a
/// repaint.
///
/// The refresh is the interval `presented` reports when the compositor says the frame was tied to it
/// (the `vsync` flag). Headless outputs have no vblank: their refresh is nominal and the compositor's real
/// cadence may be longer (weston 10 headless repaints every 16 ms + refresh − repaint window, 25.7 ms with
/// `repaint-window=7` on a nominal 16.7 ms). There the cadence stands in: the larger of the nominal refresh
/// and the lower quartile of the intervals between presented frames (a quartile, not the minimum, so one
/// short interval after the repaint loop restarts does not shrink it).
///
/// A `discarded` frame is counted on its own (``discarded``), not as a miss: it was replaced by a later
/// commit before a repaint, which shows up as a gap only if that repaint then had nothing new; and a
/// dismissal's last frame is often discarded because its surface is destroyed at once.
///
/// ```swift
/// var counter = MissedFrameCounter()
/// counter.record(frame: 0, .presented(nanoseconds: 0, refreshNanoseconds: 16_666_667, isVSync: true))
/// counter.record(frame: 1, .presented(nanoseconds: 50_000_000, refreshNanoseconds: 16_666_667, isVSync: true))
/// counter.missed   // 2: the refreshes at 16.7 and 33.3 ms showed nothing new
/// ```
package struct MissedFrameCounter: Sendable {
    /// Presentation times (ns) of the frames shown, with their frame indices, in the order they were reported
    /// (an array, not a dictionary: recording runs every frame and should not allocate; queries sort).
    private var presented: [(frame: Int, nanoseconds: UInt64)] = []
    /// The refresh interval last reported, in ns; 0 when unknown.
    private var reportedRefresh: UInt64 = 0
    /// Whether every presented frame was tied to the output's vblank.
    private var isVSync = true
    /// Frames the compositor discarded.
    package private(set) var discarded = 0

    package init() {}

    /// How many frames have an outcome.
    package var resolved: Int { presented.count + discarded }
    /// How many frames were presented.
    package var presentedCount: Int { presented.count }

    /// Records the outcome of frame `frame` (0 is the transition's first).
    package mutating func record(frame: Int, _ outcome: PresentationFeedback.Outcome) {
        switch outcome {
        case .presented(let nanoseconds, let refresh, let vsync):
            if presented.capacity == 0 { presented.reserveCapacity(64) }
            presented.append((frame, nanoseconds))
            if refresh > 0 { reportedRefresh = refresh }
            isVSync = isVSync && vsync
        case .discarded:
            discarded += 1
        }
    }

    /// The presentation times of the frames shown, in frame order, in ns on the compositor's clock.
    package var presentationTimes: [UInt64] {
        presented.sorted { $0.frame < $1.frame }.map(\.nanoseconds)
    }

    /// The intervals between consecutive presented frames, in frame order, in ns.
    private var intervals: [UInt64] {
        let times = presentationTimes
        return zip(times, times.dropFirst()).map { $1 >= $0 ? $1 - $0 : 0 }
    }

    /// The refresh interval used (see the type's discussion); 0 when nothing tells it.
    package var refreshNanoseconds: UInt64 { cadence.refreshNanoseconds }

    /// Refreshes between the first and last presented frames that showed no new frame.
    package var missed: Int { cadence.missed }

    /// ``refreshNanoseconds`` and ``missed`` from one sort of the presented frames: the stats want both after
    /// every late outcome.
    package var cadence: (refreshNanoseconds: UInt64, missed: Int) {
        let intervals = self.intervals
        let refresh = refreshNanoseconds(over: intervals)
        guard refresh > 0 else { return (refresh, 0) }
        let missed = intervals.reduce(0) { total, interval in
            // Round to whole refreshes: timestamps jitter by a fraction of one.
            let refreshes = Int((interval + refresh / 2) / refresh)
            return total + max(0, refreshes - 1)
        }
        return (refresh, missed)
    }

    /// The refresh interval given the `intervals` between presented frames.
    private func refreshNanoseconds(over intervals: [UInt64]) -> UInt64 {
        if isVSync, reportedRefresh > 0 { return reportedRefresh }
        let sorted = intervals.filter { $0 > 0 }.sorted()
        guard !sorted.isEmpty else { return reportedRefresh }
        return max(reportedRefresh, sorted[sorted.count / 4])
    }
}
