import Curtain
import Testing

@Suite("Text field")
@MainActor
struct TextFieldTests {
    private func focusedField(_ text: String = "") -> (RootView, TextField) {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 300, height: 60))
        let field = TextField(text: text)
        field.frame = Rect(x: 10, y: 10, width: 280, height: 36)
        root.addSubview(field)
        field.becomeFocused()
        return (root, field)
    }

    @Test("typed text is inserted; control characters and newlines are not")
    func typing() {
        let (root, field) = focusedField()
        for text in ["h", "i", "\u{7}", "\n", "!"] {
            root.handleKeyEvent(KeyEvent(keysym: Keysym(rawValue: 0x41), text: text))
        }
        #expect(field.text == "hi !")
        root.handleKeyEvent(KeyEvent(keysym: .a, text: "a", modifiers: .control))
        root.handleKeyEvent(KeyEvent(keysym: .backspace))
        #expect(field.text.isEmpty)
    }

    @Test("onChange hears the user's edits, not text set in code")
    func onChangeHearsOnlyTheUser() {
        let (root, field) = focusedField("start")
        var heard: [String] = []
        field.onChange = { heard.append($0) }
        field.text = "set in code"
        #expect(heard.isEmpty)
        root.handleKeyEvent(KeyEvent(keysym: Keysym(rawValue: 0x21), text: "!"))
        root.handleKeyEvent(KeyEvent(keysym: .backspace))
        #expect(heard == ["set in code!", "set in code"])
    }

    @Test("copy and cut go through onCopy; paste asks requestPaste")
    func clipboard() {
        let (root, field) = focusedField("hello world")
        var copied: [String] = []
        field.onCopy = { copied.append($0) }
        field.requestPaste = { deliver in deliver("there\n") }
        root.handleKeyEvent(KeyEvent(keysym: .left, modifiers: .shift))
        root.handleKeyEvent(KeyEvent(keysym: .left, modifiers: .shift))
        root.handleKeyEvent(KeyEvent(keysym: .c, modifiers: .control))
        root.handleKeyEvent(KeyEvent(keysym: .x, modifiers: .control))
        #expect(copied == ["ld", "ld"])
        #expect(field.text == "hello wor")
        root.handleKeyEvent(KeyEvent(keysym: .v, modifiers: .control))
        #expect(field.text == "hello worthere ")
    }

    @Test("a secure field never copies its text")
    func secureNeverCopies() {
        let (root, field) = focusedField("hunter2")
        field.isSecureTextEntry = true
        var copied: [String] = []
        field.onCopy = { copied.append($0) }
        root.handleKeyEvent(KeyEvent(keysym: .a, modifiers: .control))
        root.handleKeyEvent(KeyEvent(keysym: .c, modifiers: .control))
        root.handleKeyEvent(KeyEvent(keysym: .x, modifiers: .control))
        #expect(copied.isEmpty)
        #expect(field.text == "hunter2")
    }

    @Test("clicking places the caret and dragging selects")
    func pointerSelection() {
        let (root, field) = focusedField("abcdefgh")
        root.handlePointerEvent(PointerEvent(kind: .press(.left), x: 12, y: 28))
        #expect(field.model.caret == 0)
        root.handlePointerEvent(PointerEvent(kind: .motion, x: 400, y: 28))
        root.handlePointerEvent(PointerEvent(kind: .release(.left), x: 400, y: 28))
        #expect(field.model.selectedText == "abcdefgh")
    }

    @Test("return runs onSubmit when set and is left to the root otherwise")
    func returnKey() {
        let (root, field) = focusedField("x")
        var submitted = 0
        var unhandled = 0
        root.onUnhandledKey = { _ in
            unhandled += 1; return true
        }
        root.handleKeyEvent(KeyEvent(keysym: .return))
        field.onSubmit = { submitted += 1 }
        root.handleKeyEvent(KeyEvent(keysym: .return))
        #expect(unhandled == 1)
        #expect(submitted == 1)
    }
}
