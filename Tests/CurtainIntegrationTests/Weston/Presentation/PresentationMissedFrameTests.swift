import CurtainDiagnostics
import CurtainTestSupport
import Glibc
import Testing
import Curtain

/// Missed frames counted against weston's presentation clock (`wp_presentation_feedback`): a client that is
/// late on purpose mid-transition misses the refreshes it slept through, and what is counted is exactly the
/// refreshes the compositor's presentation times show without a new frame, at the cadence it presented at. Whether
/// a client keeps up depends on the machine's load, so no count of zero is expected: scripts/bench measures that.
@MainActor @Suite(.serialized, .integrationTimeLimit, .mainActorTurns) struct PresentationMissedFrameTests {
    /// Presents a slide over a fresh parent, blocking the client's only thread for `block` once the slide is
    /// a fifth of the way, and returns the presentation's record once every frame's feedback has arrived.
    private func presentSlide(blocking block: Duration?, repaintWindow: Int = 15) async throws -> TransitionStats {
        let fixture = try WindowFixture(.init(width: 640, height: 480, repaintWindow: repaintWindow))
        let (window, _, _) = try await fixture.showParent()
        let log = window.isolatedStatsLog()
        let controller = SolidCardController()
        controller.modalTransition = SlideTransition()
        var presented = false
        window.present(controller, animated: true) { presented = true }
        let presentation = try #require(window.currentPresentation)
        var hasBlocked = false
        // Blocking: a frame late because another suite's window had the main actor would count as missed.
        let finished = try fixture.runBlocking {
            if let block, !hasBlocked, !presentation.coordinator.isComplete,
                presentation.coordinator.percentComplete >= 0.2
            {
                hasBlocked = true
                // Late on purpose: the event loop sleeps through several refreshes mid-transition.
                let parts = block.components
                usleep(useconds_t(parts.seconds * 1_000_000 + parts.attoseconds / 1_000_000_000_000))
            }
            return presented
        }
        #expect(finished, "the slide completes")
        #expect(block == nil || hasBlocked, "the client blocked mid-transition")
        // The last frames' feedback comes a refresh or so after the transition ended.
        let resolved = try await fixture.run {
            log.records.first.map { $0.framesPresented + $0.framesDiscarded >= $0.frames } ?? false
        }
        let record = try #require(log.records.first)
        print(
            "missed-frames block=\(block.map { "\($0)" } ?? "none") \(record.json) times \(record.samples.map { Int($0.time * 1000) })"
        )
        #expect(resolved, "every frame's presentation feedback arrived: \(record.json)")
        #expect(record.refreshMicros > 5_000 && record.refreshMicros < 50_000, "\(record.json)")
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
        return record
    }

    @Test(.holdsTheMainActor) func aClientLateMidTransitionMissesTheRefreshesItSleptThrough() async throws {
        let record = try await presentSlide(blocking: .milliseconds(200))
        // 200 ms at weston's refresh, less the refresh the late frame still makes and a little rounding; at most
        // every refresh the transition spanned (a loaded machine adds a few misses of its own).
        let slept = 200_000 / record.refreshMicros
        let spanned = (record.samples.last?.time ?? 0) * 1e6 / record.refreshMicros
        #expect(Double(record.framesMissed) >= slept - 2, "\(record.json)")
        #expect(Double(record.framesMissed) <= spanned - Double(record.framesPresented) + 2, "\(record.json)")
    }

    /// The gaps in the compositor's presentation times (`wp_presentation_feedback.presented`), in refreshes: an
    /// interval of n refreshes between two presented frames is n - 1 refreshes that showed nothing new.
    static func gaps(in record: TransitionStats, refreshMicros: Double) -> Int {
        let times = record.presentedMicros
        return zip(times, times.dropFirst()).reduce(0) { total, pair in
            total + max(0, Int(((pair.1 - pair.0) / refreshMicros).rounded()) - 1)
        }
    }

    @Test(.holdsTheMainActor, arguments: [7, 15])
    func theMissedFramesAreTheGapsInTheCompositorsPresentationTimes(repaintWindow: Int) async throws {
        // weston's repaint window of 7 ms gives the client 25 ms a frame on a nominal 16.7 ms refresh: a counter that
        // trusted the nominal refresh would count a miss every frame, and one that counted every frame fails too.
        // Whatever the machine's load, what is counted is held to the compositor's own presentation times: every
        // refresh between two presented frames that showed nothing new, and nothing else.
        let record = try await presentSlide(blocking: nil, repaintWindow: repaintWindow)
        #expect(record.framesPresented >= record.frames - 1, "\(record.json)")
        try #require(record.presentedMicros.count == record.framesPresented, "\(record.presentedMicros)")
        // The cadence the compositor kept: the refresh counted in must be no shorter than the intervals it
        // presented most frames at (the lower quartile; a miss only lengthens an interval).
        let intervals = zip(record.presentedMicros, record.presentedMicros.dropFirst()).map { $1 - $0 }.sorted()
        let cadence = try #require(intervals.isEmpty ? nil : intervals[intervals.count / 4])
        #expect(record.refreshMicros >= cadence * 0.95, "refresh \(record.refreshMicros) µs, presented every \(cadence) µs")
        #expect(
            record.framesMissed == Self.gaps(in: record, refreshMicros: record.refreshMicros),
            "\(record.json) presented at \(record.presentedMicros.map { Int($0) })")
    }
}
