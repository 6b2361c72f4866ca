import CurtainViews
import Testing
import CurtainInput
import CurtainRendering

@Suite("Text view: lazy paragraph layout, scrolling, keys and editing")
@MainActor
struct TextViewTests {
    static func view(_ text: String, editable: Bool = false, width: Double = 300, height: Double = 200) -> (TextView, RootView) {
        let view = TextView(text: text)
        view.isEditable = editable
        let root = RootView(frame: Rect(x: 0, y: 0, width: width, height: height))
        root.addSubview(view)
        view.frame = root.bounds
        root.layoutIfNeeded()
        _ = view.becomeFocused()
        return (view, root)
    }

    static func key(_ keysym: Keysym, text: String? = nil, _ modifiers: KeyModifiers = []) -> KeyEvent {
        KeyEvent(keysym: keysym, text: text, modifiers: modifiers)
    }

    static func render(_ root: RootView, width: Int = 300, height: Int = 200) throws {
        let surface = try ImageSurface(width: width, height: height)
        _ = root.render(in: GraphicsContext(surface: surface), scale: 1)
    }

    @Test("paragraphs end at line feeds; a trailing one leaves an empty last paragraph, as in an editor")
    func paragraphs() {
        #expect(TextView(text: "a\nb\n").paragraphCount == 3)
        #expect(TextView(text: "").paragraphCount == 1)
        #expect(TextView(text: "one line").paragraphCount == 1)
        // A long run without line feeds is cut, so no one layout costs Pango more than a few milliseconds.
        #expect(TextView(text: String(repeating: "word ", count: 10_000)).paragraphCount > 5)
    }

    @Test("a 10 MB text draws only the paragraphs on screen, at the top and after Ctrl+End")
    func lazyLayout() throws {
        let line = "The quick brown fox jumps over the lazy dog, again and again and again.\n"
        let text = String(repeating: line, count: 10_000_000 / line.utf8.count)
        let (view, root) = Self.view(text)
        try Self.render(root)
        #expect(view.paragraphCount > 130_000)
        #expect(view.drawnParagraphs.lowerBound == 0 && view.drawnParagraphs.count < 20)
        _ = root.handleKeyEvent(Self.key(.end, .control))
        try Self.render(root)
        #expect(view.drawnParagraphs.upperBound == view.paragraphCount && view.drawnParagraphs.count < 20)
        #expect(view.contentOffset == view.maximumContentOffset && view.contentOffset > 100_000)
        #expect(view.model.caret == text.utf8.count)
        // The drawn ranges above are the witness of laziness; how long it takes is scripts/bench's
        // "--text-info, 10 MB file".
    }

    @Test("wrapping at word boundaries: a long paragraph takes several lines at a narrow width")
    func wrapping() throws {
        let (narrow, root) = Self.view("alpha beta gamma delta epsilon zeta eta theta iota kappa", width: 120)
        try Self.render(root, width: 120)
        let (wide, wideRoot) = Self.view("alpha beta gamma delta epsilon zeta eta theta iota kappa", width: 600)
        try Self.render(wideRoot, width: 600)
        #expect(narrow.contentHeight > 2 * wide.contentHeight - 20)
        // Down on a wrapped paragraph moves within it, to the next display line.
        _ = root.handleKeyEvent(Self.key(.down))
        #expect(narrow.model.caret > 0 && narrow.model.caret < 30)
    }

    @Test("arrows, Home/End and Page Down move the caret; Shift selects; Ctrl+A selects all")
    func navigation() throws {
        let text = (1...100).map { "line \($0)" }.joined(separator: "\n")
        let (view, root) = Self.view(text)
        try Self.render(root)
        _ = root.handleKeyEvent(Self.key(.down))
        _ = root.handleKeyEvent(Self.key(.end))
        #expect(view.model.caret == "line 1\nline 2".utf8.count)
        _ = root.handleKeyEvent(Self.key(.home, .shift))
        #expect(view.model.selectedText == "line 2")
        _ = root.handleKeyEvent(Self.key(Keysym(rawValue: 0xff56)))
        #expect(view.contentOffset > 0)
        let caretLine = view.model.text.utf8.prefix(view.model.caret).filter { $0 == 10 }.count
        #expect(caretLine > 5)
        _ = root.handleKeyEvent(Self.key(.a, text: "a", .control))
        #expect(view.model.selectedText == text)
    }

    @Test("a read-only view ignores typing and leaves Return to the dialog; an editable one edits")
    func editing() {
        let (readOnly, root) = Self.view("abc")
        #expect(!root.handleKeyEvent(Self.key(.x, text: "x")))
        #expect(!root.handleKeyEvent(Self.key(.return)))
        #expect(readOnly.text == "abc")

        let (view, editableRoot) = Self.view("abc\ndef", editable: true)
        var changes: [String] = []
        view.onChange = { changes.append($0) }
        _ = editableRoot.handleKeyEvent(Self.key(.x, text: "x"))
        _ = editableRoot.handleKeyEvent(Self.key(.return))
        _ = editableRoot.handleKeyEvent(Self.key(.end, .control))
        _ = editableRoot.handleKeyEvent(Self.key(.backspace))
        #expect(view.text == "x\nabc\nde")
        #expect(changes.last == "x\nabc\nde" && changes.count == 3)
        #expect(view.paragraphCount == 3)
        // Ctrl+Return is the dialog's (OK), not a line break.
        #expect(!editableRoot.handleKeyEvent(Self.key(.return, .control)))
    }

    @Test("Tab and Shift+Tab insert a tab in an editable view, as GTK's; Control+Tab and a read-only view leave it")
    func tabs() {
        let (view, root) = Self.view("ab", editable: true)
        _ = root.handleKeyEvent(Self.key(.end, .control))
        #expect(root.handleKeyEvent(Self.key(.tab)))
        #expect(root.handleKeyEvent(Self.key(.leftTab, .shift)))
        #expect(view.text == "ab\t\t")
        _ = root.handleKeyEvent(Self.key(.tab, .control))
        #expect(view.text == "ab\t\t")
        let (readOnly, readOnlyRoot) = Self.view("ab")
        _ = readOnlyRoot.handleKeyEvent(Self.key(.leftTab, .shift))
        #expect(readOnly.text == "ab")
    }

    @Test("copy and paste go through onCopy and requestPaste")
    func clipboard() {
        let (view, root) = Self.view("hello world", editable: true)
        var copied: [String] = []
        view.onCopy = { copied.append($0) }
        view.requestPaste = { insert in insert("PASTED") }
        _ = root.handleKeyEvent(Self.key(.right, .shift))
        _ = root.handleKeyEvent(Self.key(.right, .shift))
        _ = root.handleKeyEvent(Self.key(.x, text: "x", .control))
        #expect(copied == ["he"] && view.text == "llo world")
        _ = root.handleKeyEvent(Self.key(.v, text: "v", .control))
        #expect(view.text == "PASTEDllo world")
    }

    @Test("appending keeps the caret and costs only the new paragraphs; moveCaretToEnd follows the end")
    func appending() throws {
        let (view, root) = Self.view("first\n")
        try Self.render(root)
        for index in 0..<200 { view.append("line \(index)\n") }
        #expect(view.model.caret == 0 && view.contentOffset == 0)
        #expect(view.paragraphCount == 202)
        view.moveCaretToEnd()
        try Self.render(root)
        #expect(view.contentOffset == view.maximumContentOffset && view.drawnParagraphs.upperBound == 202)
    }

    @Test("the wheel scrolls, clamped at both ends; a click places the caret")
    func pointer() throws {
        let text = (1...100).map { "line \($0)" }.joined(separator: "\n")
        let (view, root) = Self.view(text)
        try Self.render(root)
        _ = root.handlePointerEvent(PointerEvent(kind: .scroll(dx: 0, dy: 60), x: 50, y: 50))
        #expect(view.contentOffset == 60)
        _ = root.handlePointerEvent(PointerEvent(kind: .scroll(dx: 0, dy: -500), x: 50, y: 50))
        #expect(view.contentOffset == 0)
        _ = root.handlePointerEvent(PointerEvent(kind: .press(.left), x: 200, y: 5))
        _ = root.handlePointerEvent(PointerEvent(kind: .release(.left), x: 200, y: 5))
        #expect(view.model.caret == "line 1".utf8.count)
    }

    @Test("a paragraph taller than the view is clipped to it")
    func clipping() throws {
        let view = TextView(text: String(repeating: "word ", count: 400))
        let root = RootView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(view)
        view.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        root.layoutIfNeeded()
        let surface = try ImageSurface(width: 300, height: 300)
        _ = root.render(in: GraphicsContext(surface: surface), scale: 1)
        surface.flush()
        var inked = (inside: 0, below: 0)
        surface.forEachPixel { _, y, pixel in
            guard pixel >> 24 > 0x40, pixel & 0xFF < 0x80 else { return }  // dark, opaque enough: text
            if y < 100 { inked.inside += 1 } else { inked.below += 1 }
        }
        #expect(inked.inside > 100 && inked.below == 0, "\(inked)")
    }

    @Test("control characters keep their place, so offsets still match the text")
    func controlCharacters() throws {
        let (view, root) = Self.view("a\u{1}b\u{85}c", editable: true)
        try Self.render(root)
        _ = root.handleKeyEvent(Self.key(.end))
        #expect(view.model.caret == "a\u{1}b\u{85}c".utf8.count)
    }

    @Test("Pango font descriptions: points at 96 dpi, px, weights")
    func fontDescriptions() {
        #expect(Font(description: "Monospace 12") == Font(family: "Monospace", size: 16))
        #expect(Font(description: "Serif Bold 9px") == Font(family: "Serif", size: 9, weight: .bold))
        #expect(Font(description: "Sans").size == Font.body.size)
    }

    @Test("Left moves the caret left on screen through a Hebrew paragraph with English in it, then on to the next")
    func visualCaret() {
        let text = "שלום world 12\nnext"
        let (view, root) = Self.view(text, editable: true)
        let firstEnd = "שלום world 12".utf8.count
        var positions = [view.caretRect(forUTF8Offset: view.model.caret).minX]
        var offsets = [view.model.caret]
        for _ in 0..<40 {
            _ = root.handleKeyEvent(Self.key(.left))
            guard view.model.caret <= firstEnd, view.model.caret != offsets.last else { break }
            positions.append(view.caretRect(forUTF8Offset: view.model.caret).minX)
            offsets.append(view.model.caret)
        }
        #expect(offsets.first == 0, "the caret starts at the paragraph's start, its right end")
        #expect(positions == positions.sorted(by: >), "every Left moved the caret left: \(positions) at \(offsets)")
        #expect(Set(offsets).count == "שלום world 12".count + 1, "it stopped at every position once: \(offsets)")
        #expect(view.model.caret > firstEnd, "from the paragraph's left end, Left went on into the next paragraph")
    }
}
