import Testing
import CurtainViews
import CurtainInput
import CurtainRendering

@Suite("CheckBox and RadioButton")
@MainActor
struct CheckBoxTests {
    /// A root with a check box at the top and three radio buttons below it.
    @MainActor private final class Fixture {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let box = CheckBox(title: "_Remember me")
        let group = RadioGroup()
        let radios: [RadioButton]
        var changes: [Bool] = []
        var chosen: [String] = []

        init() {
            let group = group
            radios = ["_Small", "_Medium", "_Large"].map { RadioButton(title: $0, group: group) }
            box.frame = Rect(x: 10, y: 10, width: 200, height: 30)
            box.onChange = { [unowned self] in changes.append($0) }
            group.onChange = { [unowned self] in chosen.append($0?.title ?? "none") }
            root.addSubview(box)
            for (index, radio) in radios.enumerated() {
                radio.frame = Rect(x: 10, y: 50 + Double(index) * 30, width: 200, height: 30)
                root.addSubview(radio)
            }
        }

        func click(_ x: Double, _ y: Double) {
            root.handlePointerEvent(PointerEvent(kind: .press(.left), x: x, y: y))
            root.handlePointerEvent(PointerEvent(kind: .release(.left), x: x, y: y))
        }

        @discardableResult
        func key(_ keysym: Keysym, _ text: String? = nil, modifiers: KeyModifiers = [], isRepeat: Bool = false) -> Bool {
            root.handleKeyEvent(KeyEvent(keysym: keysym, text: text, modifiers: modifiers, isRepeat: isRepeat))
        }
    }

    @Test("a click toggles the box and reports the new value; a release outside does not")
    func clickToggles() {
        let f = Fixture()
        f.click(50, 25)
        #expect(f.box.isOn && f.changes == [true])
        f.click(50, 25)
        #expect(!f.box.isOn && f.changes == [true, false])
        f.root.handlePointerEvent(PointerEvent(kind: .press(.left), x: 50, y: 25))
        f.root.handlePointerEvent(PointerEvent(kind: .release(.left), x: 290, y: 190))
        #expect(!f.box.isOn && f.changes.count == 2)
    }

    @Test("Space toggles the focused box once per press; Return is left to the dialog")
    func spaceToggles() {
        let f = Fixture()
        #expect(f.box.becomeFocused())
        f.key(.space, " ")
        f.key(.space, " ", isRepeat: true)
        #expect(f.box.isOn && f.changes == [true])
        #expect(!f.key(.return), "Return goes on to the root's unhandled-key handler")
        #expect(f.box.isOn)
    }

    @Test("Tab reaches the box and the radio buttons in order; disabled ones leave the chain")
    func focusChain() {
        let f = Fixture()
        #expect(FocusChain(root: f.root).views.map(ObjectIdentifier.init) == ([f.box] + f.radios).map(ObjectIdentifier.init))
        f.radios[1].isEnabled = false
        #expect(FocusChain(root: f.root).views.count == 3)
        f.box.isEnabled = false
        f.click(50, 25)
        #expect(!f.box.isOn)
    }

    @Test("choosing a radio button turns the others off; clicking a chosen one keeps it")
    func radioExclusive() {
        let f = Fixture()
        #expect(f.group.selectedIndex == nil)
        f.click(50, 95)
        #expect(f.radios.map(\.isOn) == [false, true, false] && f.chosen == ["_Medium"])
        f.click(50, 125)
        #expect(f.radios.map(\.isOn) == [false, false, true] && f.group.selectedButton === f.radios[2])
        f.click(50, 125)
        #expect(f.radios[2].isOn && f.chosen == ["_Medium", "_Large"])
        f.group.selectedIndex = 0
        #expect(f.radios.map(\.isOn) == [true, false, false] && f.chosen.count == 2, "setting it runs no callback")
    }

    @Test("arrow keys move to the next radio button of the group and choose it, wrapping")
    func radioArrows() {
        let f = Fixture()
        f.radios[0].becomeFocused()
        f.key(.down)
        #expect(f.radios[1].isFocused && f.radios[1].isOn)
        f.key(.right)
        f.key(.down)
        #expect(f.radios[0].isFocused && f.group.selectedIndex == 0)
        f.key(.up)
        #expect(f.group.selectedIndex == 2)
    }

    @Test("Alt and a mnemonic letter toggles the box and chooses a radio button; a plain title has none")
    func mnemonics() {
        let f = Fixture()
        f.box.usesMnemonic = true
        for radio in f.radios { radio.usesMnemonic = true }
        #expect(f.box.label.text == "Remember me")
        #expect(f.key(Keysym(rawValue: 0x72), "r", modifiers: .alt))
        #expect(f.box.isOn && f.box.isFocused)
        #expect(f.key(Keysym(rawValue: 0x6c), "l", modifiers: .alt))
        #expect(f.radios[2].isOn && f.radios[2].isFocused)
        #expect(!f.key(Keysym(rawValue: 0x71), "q", modifiers: .alt), "no control has Q")
        f.box.usesMnemonic = false
        #expect(!f.key(Keysym(rawValue: 0x72), "r", modifiers: .alt))
    }

    @Test("two controls sharing a mnemonic: Alt+letter moves the focus between them, as GTK does")
    func sharedMnemonic() {
        let f = Fixture()
        f.box.title = "_Mail"
        f.box.usesMnemonic = true
        f.radios[1].usesMnemonic = true
        f.key(Keysym(rawValue: 0x6d), "m", modifiers: .alt)
        #expect(f.box.isFocused && !f.box.isOn)
        f.key(Keysym(rawValue: 0x6d), "m", modifiers: .alt)
        #expect(f.radios[1].isFocused && !f.radios[1].isOn)
    }

    @Test("assistive tools see a check box or radio button, its title as shown, checked or not, and click it")
    func accessibility() {
        let f = Fixture()
        f.box.usesMnemonic = true
        var element = f.box.accessibilityElement
        #expect(element.role == .checkBox && element.name == "Remember me" && element.states == .checkable)
        #expect(element.actionName == "click")
        f.box.performAccessibilityAction()
        #expect(f.box.accessibilityElement.states == [.checkable, .checked] && f.changes == [true])
        element = f.radios[0].accessibilityElement
        #expect(element.role == .radioButton && element.states == .checkable)
        f.radios[0].performAccessibilityAction()
        #expect(f.radios[0].accessibilityElement.states.contains(.checked))
    }

    @Test("a checked box is drawn in its tint; an unchecked one is not")
    func drawing() throws {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 120, height: 30))
        let box = CheckBox(title: "On", isOn: true)
        box.frame = Rect(x: 0, y: 0, width: 120, height: 30)
        root.addSubview(box)
        let surface = try ImageSurface(width: 120, height: 30)
        root.render(in: GraphicsContext(surface: surface), scale: 1)
        // The box spans x 4...20; a point inside it near the edge shows the tint (0x007AFF), not the tick.
        let inside = surface.pixel(x: 6, y: 15) & 0x00FF_FFFF
        #expect(inside == 0x0000_7AFF, "pixel \(String(inside, radix: 16))")
        box.isOn = false
        root.setNeedsFullDisplay()
        root.render(in: GraphicsContext(surface: surface), scale: 1)
        #expect(surface.pixel(x: 6, y: 15) & 0x00FF_FFFF == 0x00FF_FFFF)
    }
}
