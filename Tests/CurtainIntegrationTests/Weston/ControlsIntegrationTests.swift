import CurtainTestSupport
import Testing
import Curtain

/// Issue 3, buttons and focus: hover and focus show in the pixels, a click activates exactly once, and a
/// release outside the button cancels.
@MainActor @Suite(.serialized, .integrationTimeLimit, .mainActorTurns) struct ControlsIntegrationTests {
    /// A window with two buttons side by side, shown; returns the window, its frame and the buttons.
    private func showButtons(_ fixture: WindowFixture) async throws -> (Window, PixelRect, Button, Button) {
        let window = Window(
            application: fixture.app, title: "buttons", appID: "org.curtain.tests", size: Size(width: 300, height: 120))
        let ok = Button(title: "OK", style: .filled(.systemBlue))
        let cancel = Button(title: "Cancel", style: .cancel)
        ok.frame = Rect(x: 20, y: 30, width: 120, height: 48)
        cancel.frame = Rect(x: 160, y: 30, width: 120, height: 48)
        window.contentView.addSubview(ok)
        window.contentView.addSubview(cancel)
        let frame = try await fixture.show(window)
        try fixture.weston.waitForBackground()
        return (window, frame, ok, cancel)
    }

    @Test func hoveringAButtonChangesItsPixels() async throws {
        let fixture = try WindowFixture()
        let (window, frame, ok, _) = try await showButtons(fixture)
        let region = screenRect(of: ok, in: frame)
        let before = try await fixture.screenshot(of: window)
        try await fixture.movePointer(to: Point(x: 30, y: 40), in: frame)
        #expect(ok.isHovered)
        // The cursor sits near the button's corner; compare only the part it cannot cover.
        let away = PixelRect(x: region.x + 40, y: region.y, width: region.width - 40, height: region.height)
        let hovered = try await fixture.screenshot(of: window, parkingPointer: false)
        #expect(crop(before, away) != crop(hovered, away), "hover must change the button's pixels")
        #expect(fixture.app.seats.first.flatMap { fixture.app.inputRouter.cursor(for: $0.proxy) }?.shape == .pointer)
        try await fixture.movePointer(to: Point(x: 290, y: 110), in: frame)
        #expect(!ok.isHovered)
        let after = try await fixture.screenshot(of: window, parkingPointer: false)
        #expect(crop(before, away) == crop(after, away), "leaving restores the button")
    }

    @Test func clickActivatesExactlyOnce() async throws {
        let fixture = try WindowFixture()
        let (_, frame, ok, cancel) = try await showButtons(fixture)
        var okCount = 0
        var cancelCount = 0
        ok.action = { okCount += 1 }
        cancel.action = { cancelCount += 1 }
        try await fixture.movePointer(to: Point(x: 80, y: 54), in: frame)
        try await fixture.press()
        #expect(ok.isHighlighted && okCount == 0, "activation waits for the release")
        try await fixture.release()
        // A repaint after the release was handled: a second activation would have come by now.
        try await fixture.sync()
        #expect(okCount == 1 && cancelCount == 0)
    }

    @Test func releaseOutsideTheButtonCancels() async throws {
        let fixture = try WindowFixture()
        let (_, frame, ok, cancel) = try await showButtons(fixture)
        var activations = 0
        ok.action = { activations += 1 }
        cancel.action = { activations += 1 }
        try await fixture.movePointer(to: Point(x: 80, y: 54), in: frame)
        try await fixture.press()
        try await fixture.movePointer(to: Point(x: 220, y: 54), in: frame)
        #expect(!ok.isHighlighted && ok.isTracking)
        try await fixture.release()
        #expect(activations == 0)
        #expect(!ok.isTracking)
    }

    @Test func tabMovesFocusAndTheRingShows() async throws {
        let fixture = try WindowFixture()
        let (window, frame, ok, cancel) = try await showButtons(fixture)
        try await fixture.waitForKeyboardFocus(window)
        let region = screenRect(of: cancel, in: frame)
        let unfocused = try await fixture.screenshot(of: window)
        try await fixture.tap(.tab)
        #expect(ok.isFocused)
        try await fixture.tap(.tab)
        #expect(cancel.isFocused && !ok.isFocused)
        let focused = try await fixture.screenshot(of: window)
        // The ring is stroked just inside the button's edge, where the unfocused button shows the background.
        let edge = PixelRect(x: region.x + 1, y: region.y + region.height / 2 - 4, width: 2, height: 8)
        #expect(unfocused.isUniform(edge, color: .white))
        #expect(focused.count(of: .white, tolerance: 8, in: edge) == 0, "\(focused.histogram(in: edge))")
        try await fixture.tap(.tab, holding: [.leftShift])
        #expect(ok.isFocused)
    }
}
