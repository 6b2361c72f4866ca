import CurtainTestSupport
import Testing
import Curtain
@testable import CurtainPresentation

/// A presentation opened from a click holds an `xdg_popup` grab; a click in another client ends
/// the grab with `popup_done`. A modal presentation comes back at once; a dismissible one cancels.
@MainActor @Suite(.serialized, .integrationTimeLimit, .mainActorTurns) struct PresentationPopupDoneTests {
    /// A view that presents from inside its press handler, so the router's current input event
    /// (the press's serial) gives the popup a grab.
    final class PresentingView: View {
        var onPress: (() -> Void)?

        override func handlePointer(_ event: PointerEvent) -> Bool {
            if case .press = event.kind { onPress?() }
            return true
        }
    }

    /// Shows the parent, presents `controller` from a real click and returns the parent's frame.
    private func presentFromClick(_ controller: ViewController, fixture: WindowFixture) async throws -> (Window, PixelRect) {
        let window = Window(
            application: fixture.app, title: "parent", appID: "org.curtain.test.parent",
            size: Size(width: 400, height: 300))
        let content = PresentingView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        var presented = false
        content.onPress = { window.present(controller, animated: false) { presented = true } }
        window.contentView = content
        let frame = try await fixture.show(window)
        try await fixture.click(at: Point(x: 200, y: 20), in: frame)
        #expect(try await fixture.run { presented })
        #expect(window.currentPresentation?.grab != nil, "opened from a click: the popup grabs")
        return (window, frame)
    }

    /// Clicks the desktop outside `frame`: the shell's background, another client.
    private func clickOutside(_ frame: PixelRect, fixture: WindowFixture) async throws {
        let x = frame.x > 20 ? 5.0 : 635.0
        let y = frame.y > 20 ? 5.0 : 475.0
        fixture.input.movePointer(x: x, y: y)
        try await fixture.sync()
        try await fixture.press()
        try await fixture.release()
    }

    @Test func modalPresentationComesBackAfterPopupDone() async throws {
        let fixture = try WindowFixture()
        let controller = SolidCardController(transition: ZoomTransition())
        let (window, frame) = try await presentFromClick(controller, fixture: fixture)
        let presentation = try #require(window.currentPresentation)
        let firstSurface = try #require(presentation.compositor)
        try await clickOutside(frame, fixture: fixture)
        #expect(
            try await fixture.run { presentation.compositor !== firstSurface && presentation.compositor?.isConfigured == true },
            "re-presented on a new popup")
        #expect(presentation.coordinator.isPresented && window.currentPresentation === presentation)
        try await fixture.sync()
        let shot = try fixture.weston.screenshot()
        let corner = PixelRect(x: frame.x + 4, y: frame.y + 4, width: 40, height: 20)
        #expect(shot.count(of: RGBA(red: 0xFF, green: 0, blue: 0), tolerance: 2) == 200 * 100, "the card is back")
        #expect(!shot.isUniform(corner, color: .white), "the dim is back")
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }

    @Test func dismissiblePresentationCancelsOnPopupDone() async throws {
        let fixture = try WindowFixture()
        let controller = SolidCardController()
        controller.modalTransition = TestTransition(ZoomTransition(), tap: true)
        let (window, frame) = try await presentFromClick(controller, fixture: fixture)
        try await clickOutside(frame, fixture: fixture)
        #expect(try await fixture.run { window.currentPresentation == nil }, "popup_done dismisses")
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }

    @Test func grabbedAlertGetsKeysWhereverTheCompositorSendsThem() async throws {
        let fixture = try WindowFixture()
        var chosen: String?
        let alert = AlertController.cancelOr(
            "Delete", style: .destructive, title: "Delete?",
            message: nil
        ) { chosen = $0 }
        let (window, _) = try await presentFromClick(alert, fixture: fixture)
        try await fixture.tap(.enter)
        #expect(try await fixture.run { chosen != nil })
        #expect(chosen == "Delete" && window.currentPresentation == nil)
    }
}
