import CurtainTestSupport
import Testing
import Curtain
@testable import CurtainPresentation

/// ``ModalPresentationStyle/inWindow`` on weston: the dim and the card are subsurfaces of the window, so nothing
/// waits for a popup's configure. Presented as a new window is shown, the card is drawn while the window's
/// configure is on its way and shows in the window's first frame; over a shown window it shows at once.
@MainActor @Suite(.serialized, .integrationTimeLimit, .mainActorTurns) struct InWindowPresentationTests {
    let red = RGBA(red: 255, green: 0, blue: 0)
    let blue = RGBA(red: 0, green: 0, blue: 255)

    /// A card of `color` shown in the window's tree.
    func inWindowCard(_ color: Color = Color(red: 1, green: 0, blue: 0), transition: TransitioningDelegate? = nil)
        -> SolidCardController
    {
        let controller = SolidCardController(color: color, transition: transition)
        controller.modalPresentationStyle = .inWindow
        return controller
    }

    @Test func presentedAsTheWindowShowsItIsInTheWindowsFirstFrame() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "dialog", appID: "org.curtain.test.dialog", size: Size(width: 400, height: 300))
        window.backgroundColor = Color(white: 200.0 / 255)
        // A shadow margin puts the window geometry inside the surface: the card must be placed from its origin.
        window.shadowMargin = 20
        window.show()
        var framesWhenPresented: UInt64?
        window.present(inWindowCard(), animated: false) { framesWhenPresented = window.surface?.frameNumber }
        let presentation = try #require(window.currentPresentation)
        #expect(!window.isConfigured && presentation.card.current != nil, "the card is drawn before the configure")
        #expect(try await fixture.run { framesWhenPresented != nil }, "the presentation completed")
        #expect((framesWhenPresented ?? 0) >= 1, "completed once the window's first frame was shown, not before")
        guard case .subsurface = try #require(presentation.compositor).role else {
            Issue.record("the dim is a popup")
            return
        }
        #expect(try await fixture.popupCount() == 0)
        // weston lists the surface's origin, the margin outside the window geometry.
        let geometry = window.windowGeometry
        #expect(geometry.x == 20 && geometry.y == 20, "floating on weston, the window keeps its margin")
        let centred = Rect(centring: Size(width: 200, height: 100), in: window.size)
        let expected = Rect(x: centred.minX + 20, y: centred.minY + 20, width: 200, height: 100)
        try await fixture.expectCard(of: red, at: expected, in: window)
    }

    @Test func overAShownWindowItShowsAtOnceAndFollowsAResize() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        var isPresented = false
        window.present(inWindowCard(transition: ZoomTransition()), animated: true) { isPresented = true }
        #expect(try await fixture.run { isPresented }, "the zoom ran on the dim's frame callbacks and completed")
        #expect(try await fixture.popupCount() == 0)
        try await fixture.expectCard(of: red, at: Rect(centring: Size(width: 200, height: 100), in: window.size), in: window)

        let presentation = try #require(window.currentPresentation)
        try #require(window.toplevel).xdgToplevel.setMaximized()
        #expect(
            try await fixture.run { window.size != Size(width: 400, height: 300) && window.isSettled },
            "weston maximized the window")
        #expect(presentation.compositor?.geometry == SurfaceRect(size: window.windowGeometry.size))
        try await fixture.expectCard(of: red, at: Rect(centring: Size(width: 200, height: 100), in: window.size), in: window)
    }

    /// A presentation over one in the window's tree is a popup of the window itself, above both subsurfaces; it
    /// goes first when the window closes.
    @Test func aPopupPresentationStacksOverIt() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let below = inWindowCard()
        var isBelowPresented = false
        window.present(below, animated: false) { isBelowPresented = true }
        #expect(try await fixture.run { isBelowPresented })
        let above = SolidCardController(color: Color(red: 0, green: 0, blue: 1), size: Size(width: 100, height: 50))
        var isAbovePresented = false
        below.present(above, animated: false) { isAbovePresented = true }
        #expect(try await fixture.run { isAbovePresented }, "the popup over the window's tree was configured")
        #expect(try await fixture.popupCount() == 1)
        try await fixture.expectCard(of: blue, at: Rect(centring: Size(width: 100, height: 50), in: window.size), in: window)
        var isDismissed = false
        above.dismiss(animated: false) { isDismissed = true }
        #expect(try await fixture.run { isDismissed })
        try await fixture.expectCard(of: red, at: Rect(centring: Size(width: 200, height: 100), in: window.size), in: window)
        window.close()
        try await fixture.sync()
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }
}
