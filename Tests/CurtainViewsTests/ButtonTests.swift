import CurtainTestSupport
import Testing
import CurtainViews
import CurtainInput
import CurtainRendering

@Suite("Button")
@MainActor
struct ButtonTests {
    /// A root with one 100x44 button at (10, 10), counting activations.
    @MainActor private final class Fixture {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let button = Button(title: "OK")
        var activations = 0

        init() {
            button.frame = Rect(x: 10, y: 10, width: 100, height: 44)
            button.action = { [unowned self] in activations += 1 }
            root.addSubview(button)
        }

        func send(_ kind: PointerEvent.Kind, _ x: Double, _ y: Double) {
            root.handlePointerEvent(PointerEvent(kind: kind, x: x, y: y))
        }
    }

    @Test("press and release inside activates exactly once")
    func clickActivatesOnce() {
        let f = Fixture()
        f.send(.motion, 50, 30)
        f.send(.press(.left), 50, 30)
        #expect(f.button.isHighlighted)
        #expect(f.activations == 0, "activation waits for the release")
        f.send(.release(.left), 52, 31)
        #expect(f.activations == 1)
        #expect(!f.button.isHighlighted)
        f.send(.release(.left), 52, 31)
        #expect(f.activations == 1, "a stray release does nothing")
    }

    @Test("dragging out un-highlights; releasing outside cancels")
    func releaseOutsideCancels() {
        let f = Fixture()
        f.send(.press(.left), 50, 30)
        f.send(.motion, 180, 90)
        #expect(!f.button.isHighlighted)
        #expect(f.button.isTracking, "the button keeps the capture outside its bounds")
        f.send(.release(.left), 180, 90)
        #expect(f.activations == 0)
        #expect(!f.button.isTracking)
    }

    @Test("dragging back in re-highlights and the release then activates")
    func dragBackInActivates() {
        let f = Fixture()
        f.send(.press(.left), 50, 30)
        f.send(.motion, 180, 90)
        f.send(.motion, 60, 30)
        #expect(f.button.isHighlighted)
        f.send(.release(.left), 60, 30)
        #expect(f.activations == 1)
    }

    @Test("hover follows the pointer and asks for the pointing-hand cursor")
    func hoverAndCursor() {
        let f = Fixture()
        var cursors: [CursorShape] = []
        let recorder = RootViewRecorder()
        recorder.cursorChange = { cursors.append($0) }
        f.root.delegate = recorder
        f.send(.enter, 50, 30)
        #expect(f.button.isHovered)
        f.send(.motion, 150, 80)
        #expect(!f.button.isHovered)
        #expect(cursors == [.pointer, .default])
    }

    @Test("space and return activate a focused button; repeats and disabled buttons do not")
    func keyboardActivation() {
        let f = Fixture()
        #expect(f.button.becomeFocused())
        f.root.handleKeyEvent(KeyEvent(keysym: .space, text: " "))
        f.root.handleKeyEvent(KeyEvent(keysym: .return))
        f.root.handleKeyEvent(KeyEvent(keysym: .return, isRepeat: true))
        #expect(f.activations == 2)
        f.button.isEnabled = false
        #expect(!f.button.isFocused, "disabling drops focus")
        f.root.handleKeyEvent(KeyEvent(keysym: .return))
        f.send(.press(.left), 50, 30)
        f.send(.release(.left), 50, 30)
        #expect(f.activations == 2)
    }

    @Test("clicking a button does not take focus from a text field")
    func clickKeepsFieldFocus() {
        let f = Fixture()
        let field = TextField()
        field.frame = Rect(x: 10, y: 60, width: 150, height: 30)
        f.root.addSubview(field)
        f.send(.press(.left), 20, 70)
        f.send(.release(.left), 20, 70)
        #expect(field.isFocused)
        f.send(.press(.left), 50, 30)
        f.send(.release(.left), 50, 30)
        #expect(field.isFocused)
        #expect(f.activations == 1)
    }
}
