import Testing
import CurtainTestSupport
@testable import CurtainPresentation
import CurtainInput
import CurtainRendering
import CurtainViews

/// The card's root and the presented view it holds: the controller keeps the view (an alert's fields) after the
/// card is gone, and the card's teardown gives it back, so nothing the view does later reaches the card.
@Suite("Card image")
@MainActor
struct CardImageTests {
    /// A 200x100 card with a field, laid out, the pointer over the field.
    private func hoveredCard(_ field: TextField) -> CardImage {
        let view = View()
        field.frame = Rect(x: 10, y: 10, width: 180, height: 40)
        view.addSubview(field)
        let card = CardImage(view: view, shm: nil)
        card.layout(cardFrame: Rect(x: 0, y: 0, width: 200, height: 100), scale: 1)
        card.root.handlePointerEvent(PointerEvent(kind: .motion, x: 50, y: 30))
        #expect(card.root.currentCursor == .text, "the pointer is over the field")
        return card
    }

    /// The crash of `curtain pinentry` on KWin (issue 23), where the pointer rests on the card at the output's centre:
    /// the fields were emptied after the dismissal, and the card's root, kept by its own hover chain, called into
    /// the freed card.
    @Test func aFieldEditedAfterItsCardIsFreedUnderThePointerReachesNothing() {
        let field = TextField(text: "secret")
        weak var freedRoot: RootView?
        let recorder = RootViewRecorder()
        recorder.needsFrame = { Issue.record("a freed card was asked to draw") }
        do {
            let card = hoveredCard(field)
            freedRoot = card.root
            card.root.delegate = recorder
        }
        field.text = ""
        #expect(freedRoot == nil, "the card's root outlived the card")
        #expect(field.text.isEmpty)
    }

    @Test func releasingTheViewEndsItsLinkToTheCard() {
        let field = TextField(text: "secret")
        let card = hoveredCard(field)
        card.root.focus(field)
        var draws = 0
        let recorder = RootViewRecorder()
        recorder.needsFrame = { draws += 1 }
        card.root.delegate = recorder
        card.releaseView()
        #expect(field.rootView == nil, "the view left the card's root")
        #expect(card.root.focusedView == nil)
        field.text = ""
        field.text = "again"
        #expect(draws == 0, "an edit after the release reached the card")
    }
}
