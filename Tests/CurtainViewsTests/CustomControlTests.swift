import Testing
import CurtainViews
import CurtainInput
import CurtainRendering

/// An app writes its own controls by subclassing, from outside the library: these subclasses are compiled
/// against Curtain's public interface only.
@Suite("Custom controls")
@MainActor
struct CustomControlTests {
    /// A control of the app's own: a click, its mnemonic or Space count stars.
    final class StarControl: Control {
        var stars = 0
        override func activate() { stars += 1 }
        override func handleKey(_ event: KeyEvent) -> Bool {
            guard acceptsPlainKey(event), event.keysym == .space else { return false }
            activate()
            return true
        }
    }

    /// A button that logs before it acts, and a check box that refuses to turn off.
    final class LoggingButton: Button {
        var log: [String] = []
        override func activate() {
            log.append("activate")
            super.activate()
        }
    }

    final class StickyCheckBox: CheckBox {
        override func activate() { if !isOn { super.activate() } }
    }

    static func click(_ root: RootView, _ x: Double, _ y: Double) {
        root.handlePointerEvent(PointerEvent(kind: .press(.left), x: x, y: y))
        root.handlePointerEvent(PointerEvent(kind: .release(.left), x: x, y: y))
    }

    @Test("a Control subclass gets clicks, Alt+mnemonic and its own keys; disabled, it gets none")
    func controlSubclass() {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let star = StarControl(title: "_Star")
        star.usesMnemonic = true
        star.frame = Rect(x: 10, y: 10, width: 100, height: 30)
        root.addSubview(star)
        Self.click(root, 20, 20)
        #expect(star.stars == 1)
        _ = root.handleKeyEvent(KeyEvent(keysym: Keysym(rawValue: 0x73), text: "s", modifiers: [.alt]))
        #expect(star.stars == 2)
        star.becomeFocused()
        _ = root.handleKeyEvent(KeyEvent(keysym: .space, text: " "))
        #expect(star.stars == 3)
        star.isEnabled = false
        Self.click(root, 20, 20)
        #expect(star.stars == 3)
    }

    @Test("Button and CheckBox subclasses override activate and keep the built-in behaviour through super")
    func buttonAndCheckBoxSubclasses() {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        var actions = 0
        let button = LoggingButton(title: "Go") { actions += 1 }
        button.frame = Rect(x: 10, y: 10, width: 100, height: 30)
        let box = StickyCheckBox(title: "Sticky")
        box.frame = Rect(x: 10, y: 50, width: 100, height: 30)
        root.addSubview(button)
        root.addSubview(box)
        Self.click(root, 20, 20)
        #expect(button.log == ["activate"] && actions == 1)
        Self.click(root, 20, 60)
        Self.click(root, 20, 60)
        #expect(box.isOn)
    }
}
