import Curtain
import Testing

@Suite("Scroll view")
@MainActor
struct ScrollViewTests {
    @Test("a long message scrolls with wheel events, clamped at both ends, and hit-tests shifted content")
    func scrollsAndClamps() {
        let message = Label(text: String(repeating: "A very long alert message line. ", count: 60))
        let scroll = ScrollView(documentView: message)
        scroll.maximumHeight = 120
        let root = RootView(frame: Rect(x: 0, y: 0, width: 240, height: 200))
        root.addSubview(scroll)
        let size = scroll.sizeThatFits(Size(width: 240, height: .infinity))
        #expect(size.height == 120)
        scroll.frame = Rect(origin: .zero, size: size)
        root.layoutIfNeeded()
        #expect(scroll.isScrollable)

        root.handlePointerEvent(PointerEvent(kind: .scroll(dx: 0, dy: 50), x: 100, y: 60))
        #expect(scroll.contentOffset == 50)
        #expect(root.convert(Point(x: 0, y: 0), to: message) == Point(x: 0, y: 50))
        #expect(root.hitTest(Point(x: 100, y: 60)) === message)
        root.handlePointerEvent(PointerEvent(kind: .scroll(dx: 0, dy: -500), x: 100, y: 60))
        #expect(scroll.contentOffset == 0)
        root.handlePointerEvent(PointerEvent(kind: .scroll(dx: 0, dy: 1e6), x: 100, y: 60))
        #expect(scroll.contentOffset == scroll.maximumContentOffset)
        #expect(scroll.maximumContentOffset == message.frame.height - 120)
    }

    @Test("short content does not scroll and does not consume scroll events")
    func shortContentIgnoresScroll() {
        let scroll = ScrollView(documentView: Label(text: "Short"))
        let root = RootView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(scroll)
        scroll.frame = Rect(origin: .zero, size: scroll.sizeThatFits(Size(width: 200, height: .infinity)))
        root.layoutIfNeeded()
        #expect(!root.handlePointerEvent(PointerEvent(kind: .scroll(dx: 0, dy: 30), x: 10, y: 5)))
        #expect(scroll.contentOffset == 0)
    }
}
