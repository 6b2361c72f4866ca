import CurtainTestSupport
import Testing
import CurtainViews
import CurtainInput
import CurtainRendering

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

    @Test("the indicator sits at the top, then at the bottom once scrolled to the end, like a list's or a text view's")
    func indicatorFollowsTheOffset() throws {
        let document = View()
        document.preferredSize = Size(width: 240, height: 600)
        let scroll = ScrollView(documentView: document)
        let root = RootView(frame: Rect(x: 0, y: 0, width: 240, height: 120))
        root.addSubview(scroll)
        scroll.frame = root.bounds
        root.layoutIfNeeded()
        let bar = { (surface: ImageSurface, y: Double) in
            inkPixelCount(in: surface, rect: Rect(x: 235, y: y, width: 3, height: 20), background: pixels(of: surface)[0])
        }

        let top = try renderToSurface(root)
        #expect(bar(top, 4) > 0)
        #expect(bar(top, 96) == 0)
        scroll.contentOffset = scroll.maximumContentOffset
        let bottom = try renderToSurface(root)
        #expect(bar(bottom, 4) == 0)
        #expect(bar(bottom, 96) > 0)
    }
}
