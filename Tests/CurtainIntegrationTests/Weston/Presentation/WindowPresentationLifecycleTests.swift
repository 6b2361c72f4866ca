import CurtainTestSupport
import Testing
import Curtain
@testable import CurtainPresentation

/// A window's presentations follow the window's whole life: presenting before it is configured
/// waits for the configure, resizes reach the popup whatever the app sets `onResize` to, and
/// closing the window takes the presentations down before the toplevel goes.
@MainActor @Suite(.serialized, .integrationTimeLimit, .mainActorTurns) struct WindowPresentationLifecycleTests {
    let red = RGBA(red: 255, green: 0, blue: 0)

    @Test func presentingBeforeTheWindowIsShownWaitsForItsFirstConfigure() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "early", appID: "org.curtain.test.early",
            size: Size(width: 400, height: 300))
        window.backgroundColor = Color(white: 200.0 / 255)
        let controller = SolidCardController(transition: ZoomTransition())
        var isPresented = false
        window.present(controller, animated: true) { isPresented = true }
        #expect(
            window.currentPresentation == nil && window.presentationQueue.waiting.first === controller,
            "nothing to anchor to yet: it waits")
        let frame = try await fixture.show(window)
        #expect(try await fixture.run { isPresented }, "presented once the window was configured")
        let shot = try await fixture.screenshot(of: window)
        let card = try #require(shot.boundingBox(of: red, tolerance: 2))
        #expect(card == PixelRect(x: frame.x + 100, y: frame.y + 100, width: 200, height: 100), "\(card)")
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }

    @Test func presentingBetweenShowAndTheFirstConfigureWaitsInsteadOfCrashing() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "racing", appID: "org.curtain.test.racing",
            size: Size(width: 400, height: 300))
        let controller = SolidCardController(transition: ZoomTransition())
        window.show()
        #expect(!window.isConfigured)
        var isPresented = false
        // The toplevel exists but has no geometry: a positioner made now would be invalid.
        window.present(controller, animated: false) { isPresented = true }
        #expect(window.currentPresentation == nil)
        #expect(try await fixture.run { isPresented })
        #expect(window.currentPresentation?.compositor?.geometry == SurfaceRect(width: 400, height: 300))
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }

    @Test func popupFollowsAResizeAfterTheAppSetsItsOwnOnResize() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let controller = SolidCardController(transition: ZoomTransition())
        try await fixture.present(controller, over: window)
        let presentation = try #require(window.currentPresentation)
        // The app follows the window after presenting; the presentation must not care.
        var appResizes: [Size] = []
        let events = WindowEventTap(window)
        defer { withExtendedLifetime(events) {} }
        events.resize = { appResizes.append($0) }
        try #require(window.toplevel).xdgToplevel.setMaximized()
        #expect(try await fixture.run { window.size != Size(width: 400, height: 300) }, "weston maximized the window")
        let size = window.size
        let expected = Rect(centring: Size(width: 200, height: 100), in: size)
        #expect(
            try await fixture.run { presentation.card.cardFrame == expected && presentation.compositor?.isConfigured == true },
            "the card is laid out again for \(size)")
        #expect(presentation.compositor?.geometry == window.windowGeometry)
        #expect(appResizes == [size], "the app's closure still runs")
        try await fixture.expectCard(of: red, at: expected, in: window)
    }

    @Test func closingTheWindowTearsItsPresentationsDownFirst() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        var chosen: String?
        let alert = AlertController.cancelOr(
            "Discard", style: .destructive, title: "Discard?",
            message: nil
        ) { chosen = $0 }
        try await fixture.present(alert, over: window)
        let presentation = try #require(window.currentPresentation)
        let waiting = SolidCardController()
        var waitingPresented = false
        window.present(waiting, animated: true) { waitingPresented = true }
        #expect(window.presentationQueue.waiting.first === waiting)

        window.close()
        #expect(!presentation.isActive && presentation.compositor == nil, "the popup went before its parent")
        #expect(chosen == "Cancel", "the alert was cancelled, so its caller hears an answer")
        #expect(!alert.isVisible && alert.dismissHandler == nil)
        #expect(window.currentPresentation == nil && window.presentationQueue.waiting.isEmpty)
        #expect(waiting.dismissHandler == nil && !waitingPresented)
        // The connection survives: no protocol error for a popup outliving its parent.
        // Weston has handled every request sent, and repainted since: a protocol error would be in its log by now.
        try await fixture.sync()
        try await fixture.sync()
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")

        // The window can be shown and presented over again.
        _ = try await fixture.show(window)
        let again = SolidCardController()
        again.modalTransition = ZoomTransition()
        try await fixture.present(again, over: window)
        #expect(window.currentPresentation?.viewController === again)
    }
}
