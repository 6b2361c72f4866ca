import CurtainTestSupport
import Testing
import Curtain
@testable import CurtainPresentation

/// Presenting from a ``Button``'s action, which runs on the release: the popup grabs with the
/// press's serial (the only kind weston accepts), so the compositor keeps it instead of answering
/// `popup_done` at once, and keys still reach the alert.
@MainActor @Suite(.serialized, .integrationTimeLimit, .mainActorTurns) struct PresentationGrabTests {
    @Test func buttonActionPresentsAGrabbingAlertThatStaysAndTakesKeys() async throws {
        let fixture = try WindowFixture()
        let (window, frame, _) = try await fixture.showParent()
        var chosen: String?
        let alert = AlertController.cancelOr(
            "Empty", style: .destructive, title: "Empty Trash?",
            message: "Items in the Trash are deleted for good."
        ) { chosen = $0 }
        var isPresented = false
        let button = Button(title: "Empty Trash…") { window.present(alert, animated: false) { isPresented = true } }
        button.frame = Rect(x: 20, y: 20, width: 160, height: 40)
        window.contentView.addSubview(button)
        try await fixture.settle(window)

        try await fixture.movePointer(to: Point(x: 100, y: 40), in: frame)
        try await fixture.press()
        #expect(window.currentPresentation == nil, "buttons act on release")
        try await fixture.release()
        #expect(try await fixture.run { isPresented })
        let presentation = try #require(window.currentPresentation)
        let grab = try #require(presentation.grab, "presented from a release: still grabs")
        #expect(grab.serial == fixture.app.inputRouter.latestPressSerial(on: grab.seat), "with the press's serial")
        let firstSurface = try #require(presentation.compositor)
        // A refused grab comes back as popup_done within a round trip; give it several.
        try await fixture.sync()
        try await fixture.sync()
        #expect(presentation.compositor === firstSurface && !firstSurface.isDismissed, "weston kept the grabbing popup")

        let shot = try await fixture.screenshot(of: window)
        let card = alert.layout(in: Size(width: 400, height: 300))
        let centre = shot.pixel(x: frame.x + Int(card.midX), y: frame.y + Int(card.minY) + 4)
        #expect(centre.matches(RGBA(red: 247, green: 247, blue: 247), tolerance: 2), "the alert's card shows: \(centre)")

        try await fixture.tap(.enter)
        #expect(try await fixture.run { chosen != nil })
        #expect(chosen == "Empty" && window.currentPresentation == nil)
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }

    @Test func presentingOutsideInputHandlersDoesNotGrab() async throws {
        let fixture = try WindowFixture()
        let (window, frame, _) = try await fixture.showParent()
        // Input happened, but the presentation comes from a timer: nothing to quote.
        try await fixture.click(at: Point(x: 100, y: 40), in: frame)
        #expect(fixture.app.currentGrabEvent == nil)
        let controller = SolidCardController(transition: ZoomTransition())
        try await fixture.present(controller, over: window, animated: false)
        #expect(window.currentPresentation?.grab == nil)
    }
}
