import CurtainTestSupport
import Testing
import CurtainRendering
import CurtainInput
import CurtainViews

@Suite("View rendering")
@MainActor
struct ViewRenderingTests {
    private let white = Color.white.premultipliedARGB32

    /// A white root with one label filling it.
    private func labelRoot(_ text: String, width: Double = 240, height: Double = 40) -> (RootView, Label) {
        let root = RootView(frame: Rect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = .white
        let label = Label(text: text, font: Font(size: 20))
        label.frame = root.bounds
        root.addSubview(label)
        return (root, label)
    }

    @Test("Chinese text draws real glyphs: ink, no unknown glyphs, unlike a tofu box")
    func chineseTextHasInkAndIsNotTofu() throws {
        let (root, label) = labelRoot("确定删除这个文件吗")
        let surface = try renderToSurface(root)
        #expect(label.unknownGlyphCount == 0)
        let ink = inkPixelCount(in: surface, background: white)
        #expect(ink > 300, "only \(ink) ink pixels")

        let (tofuRoot, tofuLabel) = labelRoot(String(repeating: "\u{10FFFD}", count: 9))
        let tofu = try renderToSurface(tofuRoot)
        #expect(tofuLabel.unknownGlyphCount == 9)
        #expect(pixels(of: surface) != pixels(of: tofu))
    }

    @Test("Arabic with leading alignment is drawn on the right")
    func rightToLeftAlignsRight() throws {
        let (root, _) = labelRoot("هل تريد الحذف؟", width: 400)
        let surface = try renderToSurface(root)
        let left = inkPixelCount(in: surface, rect: Rect(x: 0, y: 0, width: 200, height: 40), background: white)
        let right = inkPixelCount(in: surface, rect: Rect(x: 200, y: 0, width: 200, height: 40), background: white)
        #expect(right > 100)
        #expect(left == 0)
    }

    @Test("a secure field renders the same for different secrets of the same length")
    func secureFieldHidesText() throws {
        func render(_ secret: String) throws -> [UInt32] {
            let root = RootView(frame: Rect(x: 0, y: 0, width: 200, height: 40))
            let field = TextField(text: secret)
            field.isSecureTextEntry = true
            field.frame = root.bounds
            root.addSubview(field)
            field.becomeFocused()
            return pixels(of: try renderToSurface(root, scale: 2))
        }
        let first = try render("hunter2")
        #expect(first == (try render("letmein")))
        #expect(first == (try render("密码密码密码!")), "clusters, not bytes, decide the bullet count")
        #expect(first != (try render("hunter22")))
    }

    @Test("a hover change repaints only the button; pixels elsewhere are left alone")
    func onlyDirtyRegionsRedraw() throws {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let button = Button(title: "Delete", style: .destructive)
        button.frame = Rect(x: 20, y: 20, width: 100, height: 44)
        root.addSubview(button)
        let surface = try ImageSurface(width: 200, height: 100)
        let context = GraphicsContext(surface: surface)
        root.render(in: context, scale: 1)
        #expect(!root.needsRender)

        // A marker outside the button: a full repaint would erase it.
        context.fill(Rect(x: 180, y: 80, width: 4, height: 4), with: .black)
        let before = surface.pixel(x: 60, y: 25)
        root.handlePointerEvent(PointerEvent(kind: .enter, x: 60, y: 30))
        #expect(root.dirtyRects.allSatisfy { button.frame.union($0) == button.frame })
        let damage = root.render(in: context, scale: 1)
        #expect(damage == [button.frame])
        #expect(surface.pixel(x: 181, y: 81) == Color.black.premultipliedARGB32)
        #expect(surface.pixel(x: 60, y: 25) != before, "the hover highlight was drawn")
    }

    @Test("damage is reported on whole device pixels at the buffer scale")
    func damageIsPixelAligned() throws {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: Rect(x: 10.3, y: 10.7, width: 5.1, height: 5.1))
        root.addSubview(view)
        root.render(in: GraphicsContext(surface: try ImageSurface(width: 200, height: 200)), scale: 2)
        view.backgroundColor = .systemRed
        let damage = root.render(in: GraphicsContext(surface: try ImageSurface(width: 200, height: 200)), scale: 2)
        #expect(damage == [Rect(x: 10, y: 10.5, width: 5.5, height: 5.5)])
    }

    @Test("a half-transparent view composites its subtree as one layer")
    func alphaGroupsSubtree() throws {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.backgroundColor = .white
        let parent = View(frame: root.bounds)
        parent.alpha = 0.5
        let child = View(frame: root.bounds)
        child.backgroundColor = .black
        parent.backgroundColor = .black
        parent.addSubview(child)
        root.addSubview(parent)
        let pixel = try renderToSurface(root).pixel(x: 5, y: 5)
        // Black over black at 50% as a group is 50% grey, not the 75% a per-view alpha would give.
        #expect((pixel & 0xff) >= 0x7f && (pixel & 0xff) <= 0x80)
    }
}
