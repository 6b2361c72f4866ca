import CurtainTestSupport
import Testing
import Curtain
@testable import CurtainPresentation

/// Presentation frames on a real weston: one frame per frame callback, values from the callback's
/// timestamp, the transition's curve and duration at 40 Hz and 60 Hz, and reversal without a jump.
@MainActor @Suite(.serialized, .integrationTimeLimit, .mainActorTurns) struct PresentationTimingTests {
    /// weston's repaint window in ms and the frame rate it gives on the headless backend.
    static let rates: [(repaintWindow: Int, hertz: Double)] = [(7, 40), (15, 60)]

    @Test(.holdsTheMainActor, arguments: [0, 1]) func framesFollowTheSlideCurveAtTheCompositorsRate(rateIndex: Int) async throws {
        let rate = Self.rates[rateIndex]
        let fixture = try WindowFixture(.init(width: 640, height: 480, repaintWindow: rate.repaintWindow))
        let (window, _, _) = try await fixture.showParent()
        let log = window.isolatedStatsLog()
        let controller = SolidCardController(transition: SlideTransition())
        // Blocking waits: the frame times measure this loop, not the other suites sharing the main actor.
        var isPresented = false
        var isDismissed = false
        window.present(controller, animated: true) { isPresented = true }
        // The compositor's own account of its frames: the timestamp of every frame callback the popup gets.
        let compositor = try #require(window.currentPresentation?.compositor, "the popup is made at once")
        var callbackTimes: [UInt32] = []
        let tap = CompositorFrameTap(compositor)
        defer { withExtendedLifetime(tap) {} }
        tap.frame = { time in
            if !isPresented { callbackTimes.append(time.milliseconds) }
        }
        #expect(try fixture.runBlocking { isPresented }, "the presentation did not complete")
        controller.dismiss(animated: true) { isDismissed = true }
        #expect(try fixture.runBlocking { isDismissed }, "the dismissal did not complete")

        let records = log.records
        try #require(records.count == 2, "\(records.map(\.json))")
        let present = records[0]
        #expect(present.transition == "slide" && present.phase == "present")
        #expect(present.framesPresented >= present.frames - 2, "feedback for the frames: \(present.json)")
        #expect(present.callbacksOffered >= present.frames - 1, "\(present.json)")
        #expect(present.shmBytesAfterFirst <= 4 * present.frames, "the dim costs at most 4 bytes a frame: \(present.json)")

        // Times: from 0, then one frame per frame callback at the callback's own timestamp, ending at the
        // duration. Measured against the compositor's timestamps, not the nominal rate: a loaded machine makes
        // weston skip repaints (mean intervals 30% off at 40 Hz in the loaded runs of 2026-12-02), and then the
        // client must follow the frames weston does give.
        let times = present.samples.map(\.time)
        #expect(times.first == 0)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "no frame is drawn twice: \(times)")
        try #require(times.count >= 2 && !callbackTimes.isEmpty, "\(times), callbacks at \(callbackTimes)")
        // Every callback of the transition drew a frame: the last one drawn completes it.
        #expect(times.count - 1 == callbackTimes.count, "\(times.count) frames for callbacks at \(callbackTimes)")
        for (time, callback) in zip(times.dropFirst(), callbackTimes) {
            let sinceFirst = Double(callback &- callbackTimes[0]) / 1000
            #expect(abs(time - times[1] - sinceFirst) < 1e-9, "frame at \(time) for the callback at \(callback) ms")
        }
        // The last frame is the first at or past the end, whatever the compositor's interval.
        let duration = SlideTransition.duration.inSeconds
        #expect(times[times.count - 1] >= duration - 1e-9 && times[times.count - 2] < duration - 1e-9, "\(times)")

        // Values: the offline renderer's curve at the same times.
        let reference = referenceValues(
            SlideTransition(), container: Size(width: 400, height: 300),
            card: Size(width: 200, height: 100), times: times)
        for (sample, expected) in zip(present.samples, reference) {
            #expect(
                abs(sample.values.offsetY - expected.offsetY) < 1e-6 && abs(sample.values.dim - expected.dim) < 1e-6,
                "at \(sample.time): \(sample.values) vs \(expected)")
        }

        let dismiss = records[1]
        #expect(dismiss.phase == "dismiss", "\(dismiss.json)")
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }

    @Test(.holdsTheMainActor) func dismissingMidPresentationReversesWithoutAJump() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let log = window.isolatedStatsLog()
        let controller = SolidCardController(transition: SlideTransition())
        var presented: Bool?
        window.present(controller, animated: true) { presented = true }
        let presentation = try #require(window.currentPresentation)
        // Dismiss once the slide is well under way, by its progress rather than a guessed time. Blocking: with
        // another suite's window holding the main actor, the slide could finish between two checks.
        try #require(
            try fixture.runBlocking { !presentation.coordinator.isComplete && presentation.coordinator.percentComplete >= 0.3 },
            "the slide gets under way")
        var dismissed = false
        controller.dismiss(animated: true) { dismissed = true }
        #expect(try await fixture.run { dismissed })
        #expect(presented == nil, "an interrupted presentation does not complete")

        let records = log.records
        try #require(records.count == 2)
        let offsets = (records[0].samples + records[1].samples).map(\.values.offsetY)
        let steps = zip(offsets, offsets.dropFirst()).map { abs($1 - $0) }
        let presentSteps = steps.prefix(records[0].samples.count - 1)
        let largest = try #require(presentSteps.max())
        // The first reversed frame moves no further than the fastest presented frame did.
        #expect(steps[records[0].samples.count - 1] <= largest + 1, "\(offsets)")
        #expect(window.currentPresentation == nil)
    }

    @Test func hiddenParentStillCompletesThroughTheTimer() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let log = window.isolatedStatsLog()
        let controller = SolidCardController(transition: ZoomTransition())
        try await fixture.present(controller, over: window)
        // Take the frame callbacks away: the window goes, so its popup does too.
        let presentation = try #require(window.currentPresentation)
        let tap = CompositorFrameTap(try #require(presentation.compositor))
        defer { withExtendedLifetime(tap) {} }
        tap.passesFrames = false
        var dismissed = false
        controller.dismiss(animated: true) { dismissed = true }
        #expect(try await fixture.run(timeout: .seconds(3)) { dismissed }, "the timer finishes the dismissal")
        // The record says so, as the compositor suites' frame checks need it to.
        let dismissal = try #require(log.records.last)
        #expect(dismissal.phase == "dismiss" && dismissal.endedOnTimeout, "\(dismissal.json)")
    }
}
