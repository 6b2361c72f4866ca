import CurtainTestSupport
import Testing
@testable import CurtainDiagnostics
@testable import CurtainPresentation
@testable import CurtainShell

/// Missed refreshes from presentation timestamps: gaps of whole refreshes between presented frames.
@Suite(.blocking) struct MissedFrameCounterTests {
    static let refresh: UInt64 = 16_666_667

    private func counter(
        presentedAt milliseconds: [Double], refresh: UInt64 = refresh,
        isVSync: Bool = true
    ) -> MissedFrameCounter {
        var counter = MissedFrameCounter()
        for (frame, time) in milliseconds.enumerated() {
            counter.record(
                frame: frame,
                .presented(
                    nanoseconds: UInt64(time * 1e6) + 5_000_000_000,
                    refreshNanoseconds: refresh, isVSync: isVSync))
        }
        return counter
    }

    @Test func framesOnEveryRefreshMissNothing() {
        // Jitter of a few ms either way still rounds to one refresh.
        #expect(counter(presentedAt: [0, 16.7, 33.3, 52, 66.7, 81]).missed == 0)
    }

    @Test func aLateFrameMissesTheRefreshesItSkipped() {
        #expect(counter(presentedAt: [0, 16.7, 66.7, 83.3]).missed == 2)
        #expect(counter(presentedAt: [0, 150]).missed == 8)
    }

    @Test func withoutAReportedRefreshTheCadenceStandsIn() {
        let counted = counter(presentedAt: [0, 25, 50, 125, 150], refresh: 0, isVSync: false)
        #expect(counted.refreshNanoseconds == 25_000_000)
        #expect(counted.missed == 2)
    }

    @Test func aHeadlessOutputsNominalRefreshGivesWayToItsRealCadence() {
        // weston 10 headless with repaint-window=7: frames every 25.7 ms on a nominal 16.7 ms refresh.
        let steady = (0..<12).map { Double($0) * 25.7 }
        #expect(counter(presentedAt: steady, isVSync: false).missed == 0)
        let late = steady.prefix(6) + steady.dropFirst(6).map { $0 + 3 * 25.7 }
        #expect(counter(presentedAt: Array(late), isVSync: false).missed == 3)
        // With vsync the reported refresh is the truth: each 25.7 ms interval spans two 16.7 ms refreshes.
        #expect(counter(presentedAt: steady, isVSync: true).missed == 11)
    }

    @Test func discardedFramesAreCountedApartAndOutOfOrderOutcomesSortByFrame() {
        var counter = MissedFrameCounter()
        counter.record(frame: 2, .presented(nanoseconds: 50_000_000, refreshNanoseconds: 25_000_000, isVSync: true))
        counter.record(frame: 0, .presented(nanoseconds: 0, refreshNanoseconds: 25_000_000, isVSync: true))
        counter.record(frame: 1, .presented(nanoseconds: 25_000_000, refreshNanoseconds: 25_000_000, isVSync: true))
        counter.record(frame: 3, .discarded)
        #expect(counter.missed == 0 && counter.discarded == 1 && counter.resolved == 4 && counter.presentedCount == 3)
    }

    @Test func oneFrameOrNoneMissesNothing() {
        #expect(MissedFrameCounter().missed == 0)
        #expect(counter(presentedAt: [0]).missed == 0)
    }
}
