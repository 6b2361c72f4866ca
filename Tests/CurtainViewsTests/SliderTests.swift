import CurtainTestSupport
import CurtainViews
import Testing
import CurtainInput
import CurtainRendering

@Suite("Slider")
@MainActor
struct SliderTests {
    /// A 220x40 slider from 0 to 100 by 5 in a root, focused, recording what the user changes.
    @MainActor private final class Fixture {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 240, height: 60))
        let slider = Slider(value: 40, in: 0...100, step: 5)
        var changes: [Double] = []

        init(direction: LayoutDirection = .leftToRight) {
            root.clearColor = .white
            root.layoutDirection = direction
            slider.frame = Rect(x: 10, y: 10, width: 220, height: slider.intrinsicContentSize.height)
            slider.onChange = { [unowned self] in changes.append($0) }
            root.addSubview(slider)
            _ = slider.becomeFocused()
        }

        @discardableResult
        func key(_ keysym: Keysym, modifiers: KeyModifiers = []) -> Bool {
            root.handleKeyEvent(KeyEvent(keysym: keysym, modifiers: modifiers))
        }

        /// The root's x for `value`'s thumb centre.
        func x(of value: Double) -> Double {
            let saved = slider.value
            slider.value = value
            defer { slider.value = saved }
            return slider.frame.minX + slider.thumbCenterX
        }

        /// The root's y of the track's centre line.
        var centerY: Double { slider.frame.minY + slider.trackCenterY }
    }

    @Test("the value stays in the range and on a step from the minimum; setting it in code runs no onChange")
    func clampingAndStepping() {
        let f = Fixture()
        f.slider.value = 42
        #expect(f.slider.value == 40)
        f.slider.value = 43
        #expect(f.slider.value == 45)
        f.slider.value = 1_000
        #expect(f.slider.value == 100)
        f.slider.value = -.infinity
        #expect(f.slider.value == 0)
        #expect(f.changes.isEmpty)
        let odd = Slider(value: 10, in: 1...10, step: 4)
        #expect(odd.value == 9, "1, 5, 9: the steps count from the minimum")
        odd.range = 0...3
        #expect(odd.value == 3, "a narrower range brings the value in")
        let free = Slider(value: 0.333, in: 0...1, step: 0)
        #expect(free.value == 0.333, "a step of 0 takes any value")
    }

    @Test("Right and Down add a step, Page Down a page, Left, Up and Page Up take away, Home and End go to the ends")
    func keys() {
        let f = Fixture()
        f.key(.right)
        f.key(.down)
        #expect(f.slider.value == 50, "Down adds, as on GTK's horizontal scale")
        f.key(.left)
        f.key(.up)
        #expect(f.slider.value == 40)
        f.key(.pageDown)
        #expect(f.slider.value == 90, "ten steps")
        f.key(.pageDown)
        #expect(f.slider.value == 100)
        f.slider.pageStep = 5
        f.key(.pageUp)
        #expect(f.slider.value == 95)
        f.key(.home)
        #expect(f.slider.value == 0)
        f.key(.end)
        #expect(f.slider.value == 100)
        f.key(.end)
        #expect(f.changes == [45, 50, 45, 40, 90, 100, 95, 0, 100], "no report when the value stays")
        #expect(!f.key(.return), "Return goes on to the dialog")
        #expect(!f.key(.right, modifiers: .control), "a chord goes on")
    }

    @Test("right to left: the minimum is on the right, Left adds a step and the track fills from the right")
    func rightToLeft() throws {
        let f = Fixture(direction: .rightToLeft)
        f.key(.left)
        #expect(f.slider.value == 45)
        f.key(.right)
        #expect(f.slider.value == 40)
        #expect(f.x(of: 0) > f.x(of: 100))
        f.slider.showsValue = false
        f.slider.colors.track = .white
        f.slider.colors.tint = .black
        f.slider.value = 50
        let surface = try renderToSurface(f.root)
        let y = Int(f.centerY)
        let right = surface.pixel(x: Int(f.x(of: 10)), y: y) & 0xFF_FFFF
        let left = surface.pixel(x: Int(f.x(of: 90)), y: y) & 0xFF_FFFF
        #expect(right < 0x40_4040, "filled from the right")
        #expect(left > 0xC0_C0C0, "empty on the left")
    }

    @Test("a press on the track moves the thumb there and a drag follows, past the ends too; release ends the drag")
    func pointerDrag() {
        let f = Fixture()
        f.root.handlePointerEvent(PointerEvent(kind: .press(.left), x: f.x(of: 70), y: f.centerY))
        #expect(f.slider.value == 70 && f.slider.isDragging)
        f.root.handlePointerEvent(PointerEvent(kind: .motion, x: f.x(of: 20) + 1, y: f.centerY + 200))
        #expect(f.slider.value == 20)
        f.root.handlePointerEvent(PointerEvent(kind: .motion, x: -500, y: f.centerY))
        #expect(f.slider.value == 0)
        f.root.handlePointerEvent(PointerEvent(kind: .release(.left), x: -500, y: f.centerY))
        #expect(!f.slider.isDragging)
        f.root.handlePointerEvent(PointerEvent(kind: .motion, x: f.x(of: 80), y: f.centerY))
        #expect(f.slider.value == 0, "no drag after the release")
        #expect(f.changes == [70, 20, 0])
    }

    @Test("the wheel moves one step per event: down adds, as in GTK")
    func wheel() {
        let f = Fixture()
        f.root.handlePointerEvent(PointerEvent(kind: .scroll(dx: 0, dy: 10), x: f.x(of: 40), y: f.centerY))
        #expect(f.slider.value == 45)
        f.root.handlePointerEvent(PointerEvent(kind: .scroll(dx: 0, dy: -10), x: f.x(of: 40), y: f.centerY))
        f.root.handlePointerEvent(PointerEvent(kind: .scroll(dx: 0, dy: -10), x: f.x(of: 40), y: f.centerY))
        #expect(f.slider.value == 35 && f.changes == [45, 40, 35])
    }

    @Test("a disabled slider ignores keys and the pointer and gives up the focus")
    func disabled() {
        let f = Fixture()
        f.slider.isEnabled = false
        #expect(!f.slider.isFocused)
        #expect(!f.key(.right))
        f.root.handlePointerEvent(PointerEvent(kind: .press(.left), x: f.x(of: 90), y: f.centerY))
        #expect(f.slider.value == 40 && f.changes.isEmpty)
    }

    @Test("drawn: the track fills up to the thumb, the value shows above it, and a focus ring surrounds the thumb")
    func drawing() throws {
        let f = Fixture()
        f.slider.colors.track = .white
        f.slider.colors.tint = .black
        f.slider.colors.thumb = .white
        let surface = try renderToSurface(f.root)
        let y = Int(f.centerY)
        #expect(surface.pixel(x: Int(f.x(of: 20)), y: y) & 0xFF_FFFF < 0x40_4040, "filled before the thumb")
        #expect(surface.pixel(x: Int(f.x(of: 80)), y: y) & 0xFF_FFFF > 0xC0_C0C0, "empty after it")
        let valueRow = Int(f.slider.frame.minY) + 6
        let inked = (0..<surface.width).filter { surface.pixel(x: $0, y: valueRow) & 0xFF_FFFF < 0x80_8080 }
        #expect(!inked.isEmpty && abs(Double(inked.first! + inked.last!) / 2 - f.x(of: 40)) < 6, "40 above the thumb")
        #expect(f.slider.valueText == "40")
        f.slider.showsValue = false
        #expect(f.slider.intrinsicContentSize.height < 30)
    }

    @Test("the value text rounds to the asked digits")
    func valueText() {
        let slider = Slider(value: 0.125, in: 0...1, step: 0)
        slider.fractionDigits = 2
        #expect(slider.valueText == "0.13")
        slider.value = 1
        #expect(slider.valueText == "1.00")
        let negative = Slider(value: -7, in: -10...10)
        #expect(negative.valueText == "-7")
    }

    @Test("accessibility: a slider with the Value interface on its range; an assistive tool's value moves it as the user")
    func accessibility() {
        let f = Fixture()
        f.slider.accessibilityLabel = "Volume"
        let element = f.slider.accessibilityElement
        #expect(element.role == .slider && element.name == "Volume")
        #expect(f.slider.accessibleValue == AccessibilityValue(current: 40, minimum: 0, maximum: 100))
        #expect(f.slider.setAccessibleValue(62))
        #expect(f.slider.value == 60 && f.changes == [60])
    }
}
