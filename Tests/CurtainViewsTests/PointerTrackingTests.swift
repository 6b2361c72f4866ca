import CurtainTestSupport
import Testing
import CurtainViews
import CurtainInput
import CurtainRendering

/// What a root remembers of the pointer never keeps the tree alive, though the hover chain reaches up to the root:
/// a card's root outliving its card let an edit of one of its fields call into the freed card (issue 23, on KWin).
@Suite("Pointer tracking")
@MainActor
struct PointerTrackingTests {
    /// A root with a field under the pointer; only the caller holds the root.
    private func hoveredRoot(_ field: TextField) -> RootView {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        field.frame = Rect(x: 10, y: 10, width: 180, height: 40)
        root.addSubview(field)
        root.handlePointerEvent(PointerEvent(kind: .motion, x: 50, y: 30))
        return root
    }

    @Test func aRootUnderThePointerIsFreedWithItsOwner() {
        let field = TextField(text: "secret")
        weak var freed: RootView?
        do {
            let root = hoveredRoot(field)
            #expect(root.currentCursor == .text, "the pointer is over the field")
            freed = root
        }
        #expect(freed == nil, "the hover chain kept the root alive")
        #expect(field.rootView == nil)
    }

    @Test func aFieldKeptAfterItsRootIsFreedAsksNoOneForAFrame() throws {
        let field = TextField(text: "secret")
        var frames = 0
        let recorder = RootViewRecorder()
        recorder.needsFrame = { frames += 1 }
        do {
            let root = hoveredRoot(field)
            root.delegate = recorder
            root.render(in: GraphicsContext(surface: try ImageSurface(width: 200, height: 100)), scale: 1)
        }
        let before = frames
        field.text = ""
        #expect(frames == before, "an edit after the root's owner let go still asked for a frame")
    }
}
