import CurtainTestSupport
import Testing
import CurtainViews
import CurtainRendering

@Suite("Layout direction: from the locale, from text, and what mirrors")
@MainActor
struct LayoutDirectionTests {
    @Test(
        "the locale's language decides, with gettext's precedence",
        arguments: [
            (["LANG": "ar_EG.UTF-8"], LayoutDirection.rightToLeft),
            (["LANG": "he_IL.UTF-8"], .rightToLeft),
            (["LANG": "fa_IR"], .rightToLeft),
            (["LANG": "ckb_IQ.UTF-8"], .rightToLeft),
            (["LANG": "de_DE.UTF-8"], .leftToRight),
            ([:], .leftToRight),
            (["LANG": "ar_EG.UTF-8", "LC_ALL": "C"], .leftToRight),
            (["LANG": "en_US.UTF-8", "LC_MESSAGES": "he_IL.UTF-8"], .rightToLeft),
            (["LANG": "he_IL.UTF-8", "LC_MESSAGES": "en_US.UTF-8"], .leftToRight),
            (["LANG": "de_DE.UTF-8", "LANGUAGE": "ar:de"], .rightToLeft),
            (["LANG": "C.UTF-8", "LANGUAGE": "ar"], .leftToRight),
            (["LANG": "sd_IN@devanagari"], .leftToRight),
            (["LANG": "sd_PK.UTF-8"], .rightToLeft),
        ])
    func fromTheLocale(environment: [String: String], expected: LayoutDirection) {
        #expect(LayoutDirection(localeEnvironment: environment) == expected)
    }

    @Test("text takes the direction of its first strong character, and has none without one")
    func fromText() {
        #expect(LayoutDirection.ofText("שלום, world") == .rightToLeft)
        #expect(LayoutDirection.ofText("مرحبا") == .rightToLeft)
        #expect(LayoutDirection.ofText("Hello, שלום") == .leftToRight)
        #expect(LayoutDirection.ofText("42 — שלום") == .rightToLeft)
        #expect(LayoutDirection.ofText("42 …") == nil)
        #expect(LayoutDirection.ofText("") == nil)
    }

    /// `view` in a right-to-left (or left-to-right) root `size` big, laid out.
    private func root(_ view: View, _ size: Size, direction: LayoutDirection) -> RootView {
        let root = RootView(frame: Rect(origin: .zero, size: size))
        root.layoutDirection = direction
        root.addSubview(view)
        view.frame = root.bounds
        root.layoutIfNeeded()
        return root
    }

    /// The x of the dark pixels of row `y`.
    private func inkedColumns(_ root: RootView, y: Int, darkerThan limit: UInt32 = 0x80) throws -> [Int] {
        root.clearColor = .white
        let surface = try renderToSurface(root)
        return (0..<surface.width).filter { x in
            let pixel = surface.pixel(x: x, y: y)
            return (pixel >> 16) & 0xFF < limit && (pixel >> 8) & 0xFF < limit && pixel & 0xFF < limit
        }
    }

    @Test("a label's left-to-right text starts at the right edge in a right-to-left layout, as GTK places it")
    func labelText() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let label = Label(text: "Copying files")
            let ink = try inkedColumns(root(label, Size(width: 300, height: 30), direction: direction), y: 15)
            let first = try #require(ink.first), last = try #require(ink.last)
            if direction == .leftToRight {
                #expect(first < 10 && last < 150, "at the left: \(first)...\(last)")
            } else {
                #expect(first > 150 && last > 290, "at the right: \(first)...\(last)")
            }
        }
    }

    @Test("a progress bar fills from the right edge right to left")
    func progressBar() throws {
        let bar = ProgressBar()
        bar.tintColor = .black
        bar.trackColor = .white
        bar.progress = 0.25
        let ink = try inkedColumns(root(bar, Size(width: 200, height: 10), direction: .rightToLeft), y: 5)
        #expect(ink.first.map { abs($0 - 150) <= 1 } == true && ink.last == 199, "\(ink.first ?? -1)...\(ink.last ?? -1)")
    }

    @Test("a combo box's chevron is on the left and its choice on the right, right to left")
    func comboBox() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let box = ComboBox(items: ["Small", "Large"], selectedIndex: 0)
            let ink = try inkedColumns(root(box, Size(width: 200, height: 32), direction: direction), y: 16)
            // The chevron is the ink nearest the box's trailing side, 16 to 24 px from its edge.
            if direction == .leftToRight {
                #expect(ink.contains { $0 > 176 && $0 < 184 } && !ink.contains { $0 < 12 }, "\(ink)")
            } else {
                #expect(ink.contains { $0 > 16 && $0 < 24 } && !ink.contains { $0 > 188 }, "\(ink)")
                #expect(ink.contains { $0 > 150 && $0 < 188 }, "the choice's text ends at the right: \(ink)")
            }
        }
    }

    @Test("a check box's box is on the right and its title to its left, right to left")
    func checkBox() throws {
        let box = CheckBox(title: "Remember me")
        box.isOn = true
        box.indicatorColors.tint = .black
        let ink = try inkedColumns(root(box, Size(width: 200, height: 30), direction: .rightToLeft), y: 15)
        let first = try #require(ink.first), last = try #require(ink.last)
        #expect(last > 190 && last < 200, "the box ends near the right edge: \(last)")
        #expect(first > 60, "the title ends left of the box, starting past the middle of the row: \(first)")
    }

    @Test("a text view's paragraphs without a direction of their own start at the right, right to left")
    func textView() throws {
        let view = TextView(text: "12345")
        let ink = try inkedColumns(root(view, Size(width: 300, height: 40), direction: .rightToLeft), y: 14)
        #expect(ink.first.map { $0 > 200 } == true, "digits at the right: \(ink)")
    }
}
