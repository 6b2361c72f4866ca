import CurtainTestSupport
import Foundation
import Testing
import Wayland
import Curtain
@testable import CurtainAlerts
@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews

/// Fractional scaling on KWin, whose output is at 1.25: KWin prefers 1.25 through `wp_fractional_scale_v1`, and
/// Curtain draws the window and the alert's card at 500x375 pixels for 400x300 logical ones, with a viewport
/// saying the logical size, so KWin never resamples them.
@Suite("Fractional scale on KWin", .serialized, .kwin(scale: 1.25), .integrationTimeLimit, .blocking)
struct KWinFractionalScaleTests {
    @Test @MainActor func windowDrawsAtThePreferredFractionalScale() async throws {
        let fixture = try KWinFixture(KWinSession.harness())
        let window = Window(
            application: fixture.app, title: "KWin at 1.25", appID: "org.curtain.tests",
            size: Size(width: 401, height: 300))
        try await fixture.show(window)
        let surface = try #require(window.surface)
        #expect(
            try await fixture.run { surface.committedBufferSize == SurfaceSize(width: 501, height: 375) },
            "round(401 × 1.25) = 501: \(String(describing: surface.committedBufferSize))")
        #expect(surface.preferredFractionalScale == 1.25)
        #expect(surface.renderScale == SurfaceScale(1.25) && window.renderScale == 1.25)
        #expect(surface.viewportDestination == SurfaceSize(width: 401, height: 300))
        #expect(surface.scale == 2, "KWin rounds the output's integer scale up; Curtain does not draw at it")
        window.close()
    }

    @Test(arguments: [TransitionStyle.zoom, .slide]) @MainActor
    func alertCardDrawsAtTheFractionalScaleAndItsTransitionCompletes(style: TransitionStyle) async throws {
        let fixture = try KWinFixture(KWinSession.harness())
        let window = Window(
            application: fixture.app, title: "KWin parent at 1.25", appID: "org.curtain.tests",
            size: Size(width: 400, height: 300))
        let log = window.isolatedStatsLog()
        try await fixture.show(window)
        let alert = AlertController(title: "Crisp", message: "Drawn at 1.25, not at 2 and shrunk.")
        alert.addAction(AlertAction(title: "OK"))
        alert.transitionStyle = style
        var presented = false
        let started = ContinuousClock.now
        window.present(alert, animated: true) { presented = true }
        #expect(try await fixture.run { presented }, "the \(style) transition completes at 1.25")
        let took = ContinuousClock.now - started
        let presentation = try #require(window.currentPresentation)
        let card = presentation.card
        let buffer = try #require(card.current)
        let expected = SurfaceScale(1.25).pixelSize(of: card.logicalSize)
        #expect(card.scale == 1.25)
        #expect(
            Int32(buffer.width) == expected.width && Int32(buffer.height) == expected.height,
            "card buffer \(buffer.width)x\(buffer.height), logical \(card.logicalSize)")
        // At rest the card's viewport shows the whole buffer at the card's logical size.
        let destination = try #require(presentation.compositor?.cardDestination)
        #expect(
            destination.0 == card.logicalSize.width && destination.1 == card.logicalSize.height,
            "\(destination) for \(card.logicalSize)")
        let record = try #require(log.records.first)
        // Every frame after the first answers a frame callback, except one: when the callbacks come too late (the
        // suites' other windows keep the main actor busy), the presenter's timer ends the transition half a
        // second after its duration and commits the last frame itself. Only a run that lasted that long may have it.
        let duration = style == .slide ? SlideTransition.duration : ZoomTransition.duration
        let timerMayHaveEnded = took >= duration + .milliseconds(500)
        #expect(
            record.frames >= 2 && record.callbacksOffered >= record.frames - (timerMayHaveEnded ? 2 : 1),
            "\(record.json), presented in \(took)")

        var dismissed = false
        alert.dismiss(animated: true) { dismissed = true }
        #expect(try await fixture.run { dismissed })
        window.close()
    }

    @Test func curtainAlertAnswersAtTheFractionalScale() throws {
        let kwin = try KWinSession.harness()
        let stats = kwin.runtimeDirectory + "/stats-fractional.json"
        let run = try CurtainProcess(
            ["alert", "--title", "Scaled", "--button", "OK", "--transition", "zoom"],
            on: kwin, environment: ["CURTAIN_STATS": stats])
        let presented = waitUntil(timeout: .seconds(15), interval: .milliseconds(5)) {
            FileManager.default.fileExists(atPath: stats) || !run.process.isRunning
        }
        #expect(presented && run.process.isRunning, "curtain alert did not present at 1.25")
        kwin.tap(.enter)
        let result = try run.finish()
        #expect(result.status == 0 && result.stdout == "OK\n", "\(result.stderr)")
        #expect(result.stderr.isEmpty, "no protocol error: \(result.stderr)")
    }
}
