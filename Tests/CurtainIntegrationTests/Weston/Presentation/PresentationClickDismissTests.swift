import CurtainTestSupport
import Testing
import Curtain

/// A click on an alert's button whose dismissal has no animation ends the presentation inside the pointer
/// event's delivery; the input router then still asks the card's input target for its cursor. That read a
/// destroyed presentation (a crash: "Attempted to read an unowned reference") until the target held it weakly.
/// Found on mutter (`MutterIntegrationTests`), the same on every compositor.
@MainActor @Suite(.serialized, .integrationTimeLimit, .mainActorTurns) struct PresentationClickDismissTests {
    @Test func clickingAnAlertButtonThatDismissesAtOnceDoesNotCrash() async throws {
        let fixture = try WindowFixture()
        let (window, frame, _) = try await fixture.showParent()
        var chosen: String?
        let alert = AlertController.cancelOr("OK", title: "Quick", message: "Gone at once.") { chosen = $0 }
        alert.transitionStyle = .none
        try await fixture.present(alert, over: window)
        let ok = try #require(findButton(titled: "OK", in: alert.view))
        let card = alert.layout(in: window.size)
        let centre = ok.convert(Point(x: ok.bounds.midX, y: ok.bounds.midY), to: alert.view)
        try await fixture.click(at: Point(x: card.minX + centre.x, y: card.minY + centre.y), in: frame)
        #expect(try await fixture.run { chosen != nil })
        #expect(chosen == "OK" && window.currentPresentation == nil)
    }
}

/// The button titled `title` in `view`'s tree, depth first.
@MainActor func findButton(titled title: String, in view: View) -> Button? {
    if let button = view as? Button, button.title == title { return button }
    return view.subviews.lazy.compactMap { findButton(titled: title, in: $0) }.first
}
