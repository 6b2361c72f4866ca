import Testing

@testable import CurtainViews
import CurtainInput
import CurtainRendering

@Suite("A selectable label: a Tab stop that selects its text, copies it, and stays out of the way otherwise")
@MainActor
struct LabelSelectionTests {
    static func scene(selectable: Bool) -> (Label, Button, RootView) {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 300, height: 120))
        let label = Label(text: "Disk full: /var/log")
        label.isSelectable = selectable
        label.frame = Rect(x: 10, y: 10, width: 280, height: 30)
        let button = Button(title: "OK")
        button.frame = Rect(x: 10, y: 60, width: 100, height: 40)
        root.addSubview(label)
        root.addSubview(button)
        root.layoutIfNeeded()
        return (label, button, root)
    }

    @Test("Tab stops on it only when selectable; arriving selects the whole text, leaving clears it")
    func tabStop() {
        let (plain, _, plainRoot) = Self.scene(selectable: false)
        plainRoot.handleKeyEvent(KeyEvent(keysym: .tab))
        #expect(!plain.isFocused)

        let (label, button, root) = Self.scene(selectable: true)
        root.handleKeyEvent(KeyEvent(keysym: .tab))
        #expect(label.isFocused && label.selection.selectedText == "Disk full: /var/log")
        root.handleKeyEvent(KeyEvent(keysym: .tab))
        #expect(button.isFocused && !label.selection.hasSelection)
    }

    @Test("Ctrl+C copies the selection, Ctrl+A selects all again after a click placed the caret")
    func copy() {
        let (label, _, root) = Self.scene(selectable: true)
        var copied: [String] = []
        label.onCopy = { copied.append($0) }
        root.handleKeyEvent(KeyEvent(keysym: .tab))
        root.handleKeyEvent(KeyEvent(keysym: .c, text: "c", modifiers: .control))
        #expect(copied == ["Disk full: /var/log"])

        // A press and drag over the start of the text selects its first characters.
        root.handlePointerEvent(PointerEvent(kind: .press(.left), x: 11, y: 25))
        root.handlePointerEvent(PointerEvent(kind: .motion, x: 40, y: 25))
        root.handlePointerEvent(PointerEvent(kind: .release(.left), x: 40, y: 25))
        let part = label.selection.selectedText
        #expect(!part.isEmpty && "Disk full: /var/log".hasPrefix(part) && part.count < 19, "\(part)")
        root.handleKeyEvent(KeyEvent(keysym: .a, text: "a", modifiers: .control))
        root.handleKeyEvent(KeyEvent(keysym: .c, text: "c", modifiers: .control))
        #expect(copied.last == "Disk full: /var/log")
        #expect(!label.handleKey(KeyEvent(keysym: .return)), "other keys go on to the superviews")
    }

    @Test("the focused selection is drawn behind the text")
    func drawsSelection() throws {
        let (label, _, root) = Self.scene(selectable: true)
        let before = try render(root)
        root.handleKeyEvent(KeyEvent(keysym: .tab))
        #expect(label.isFocused)
        let after = try render(root)
        #expect(before != after)
    }

    private func render(_ root: RootView) throws -> [UInt32] {
        let surface = try ImageSurface(width: 300, height: 50)
        _ = root.render(in: GraphicsContext(surface: surface), scale: 1)
        surface.flush()
        var pixels: [UInt32] = []
        surface.forEachPixel { _, _, pixel in pixels.append(pixel) }
        return pixels
    }
}
