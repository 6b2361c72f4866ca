import CurtainTestSupport
import Testing
import Curtain
@testable import CurtainReadmeExamples

/// The seed 000 example of the "Presenting alerts and popups" article, compiled from its text (`CurtainReadmeExamples`),
/// presented on weston: the card must show its label and its button, not just an orange rectangle.
@MainActor @Suite(.integrationTimeLimit, .mainActorTurns) struct ReadmeSeed000IntegrationTests {
    let orange = RGBA(red: 255, green: 128, blue: 0)
    let green = RGBA(red: 0, green: 255, blue: 0)

    @Test func theReadmesCustomPopUpShowsItsLabelAndGreenButton() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "seed 000", appID: "org.curtain.test.readme",
            size: Size(width: 600, height: 450))
        window.backgroundColor = Color(white: 200.0 / 255)
        _ = try await fixture.show(window)
        let parent = ParentController(window: window)
        parent.showAlert()
        #expect(try await fixture.run { parent.popup.isVisible }, "the bounce did not finish")
        let shot = try await fixture.screenshot(of: window)

        // preferredContentSize: the window less 40 wide, a third of its height tall.
        let card = try #require(shot.boundingBox(of: orange, tolerance: 2), "no orange card")
        #expect(card.width == 560 && card.height == 150, "\(card)")
        // The button spans the width inside the insets (20 left and right; its pill is inset a few
        // pixels more) and ends 10 above the card's bottom.
        let button = try #require(shot.boundingBox(of: green, tolerance: 2, in: card), "no green OK button in \(card)")
        #expect((card.x + 20...card.x + 26).contains(button.x) && button.width >= 508, "\(button) in \(card)")
        #expect((card.maxY - 16...card.maxY - 10).contains(button.maxY) && button.height >= 30, "\(button) in \(card)")
        // Its title "OK" is drawn on it: pixels that are not green away from the pill's rounded ends.
        let pill = PixelRect(x: button.x + 16, y: button.y + 4, width: button.width - 32, height: button.height - 8)
        let title = try #require(shot.boundingBox(notMatching: green, tolerance: 60, in: pill), "no title on the button")
        #expect(
            title.width < 60 && title.height < 30 && abs((title.x + title.width / 2) - (button.x + button.width / 2)) <= 4,
            "\(title) on \(button)")
        // The label "This is a custom Alert": text on the orange above the button, from the top-left inset
        // (searched away from the card's anti-aliased corners).
        let above = PixelRect(x: card.x + 6, y: card.y + 6, width: card.width - 12, height: button.y - card.y - 6)
        let label = try #require(
            shot.boundingBox(notMatching: orange, tolerance: 60, in: above), "no label text above the button")
        #expect(label.x >= card.x + 20 && label.y >= card.y + 20 && label.width > 100 && label.maxY < button.y, "\(label)")
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }
}
