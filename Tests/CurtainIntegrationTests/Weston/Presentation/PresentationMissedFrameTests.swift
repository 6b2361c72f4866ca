import CurtainTestSupport
import Glibc
import Testing
import Curtain

/// Missed frames counted against weston's presentation clock (`wp_presentation_feedback`): a client that is
/// late on purpose mid-transition misses the refreshes it slept through, and one that keeps up misses none.
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

    @Test(.holdsTheMainActor) func aClientThatKeepsUpMissesNoRefresh() async throws {
        // weston's repaint window of 7 ms gives the client 25 ms a frame on a nominal 16.7 ms refresh: a counter
        // that trusted the nominal refresh would count a miss every frame, and one that counted every frame
        // fails too. A loaded machine (the rest of the suite runs alongside) deschedules the client past a
        // refresh now and then, so: the best of five runs misses nothing when the machine is quiet (load below
        // its cores), and at most a quarter of its frames when it is not.
        var records: [TransitionStats] = []
        for _ in 0..<5 {
            let record = try await presentSlide(blocking: nil, repaintWindow: 7)
            records.append(record)
            #expect(record.framesPresented >= record.frames - 1, "\(record.json)")
            if record.framesMissed == 0 { break }
        }
        let best = try #require(records.min { $0.framesMissed < $1.framesMissed })
        if Self.isMachineQuiet {
            #expect(best.framesMissed == 0, "\(records.map(\.json))")
        } else {
            #expect(best.framesMissed * 4 <= best.frames, "\(records.map(\.json))")
        }
    }

    /// Whether the 1-minute load average is below the number of cores.
    static var isMachineQuiet: Bool {
        var loads = [0.0, 0.0, 0.0]
        guard getloadavg(&loads, 3) > 0 else { return false }
        return loads[0] < Double(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}
