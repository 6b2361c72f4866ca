import CurtainTestSupport
import Testing
import CurtainViews
import CurtainInput
import CurtainRendering

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

    @Test("gaining focus selects the whole text, so typing replaces it, as GTK's select-on-focus does")
    func selectsOnFocus() {
        let (root, field) = focusedField("suggested")
        #expect(field.model.selectedRange == 0..<9)
        root.handleKeyEvent(KeyEvent(keysym: Keysym(rawValue: 0x78), text: "x"))
        #expect(field.text == "x")
    }

    @Test("copy and cut go through onCopy; paste asks requestPaste")
    func clipboard() {
        let (root, field) = focusedField("hello world")
        var copied: [String] = []
        field.onCopy = { copied.append($0) }
        field.requestPaste = { deliver in deliver("there\n") }
        root.handleKeyEvent(KeyEvent(keysym: .end))
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

    /// A secure field's model, what onChange hears and what the accessibility bus reads are bullets, one per
    /// character; the text itself is only in the field's locked memory, read with withSecureText.
    @Test("a secure field keeps its text out of its model, its onChange and its accessible text")
    func secureTextStaysInLockedMemory() {
        let (root, field) = focusedField()
        field.isSecureTextEntry = true
        var heard: [String] = []
        field.onChange = { heard.append($0) }
        for text in ["p", "a", "s", "s"] { root.handleKeyEvent(KeyEvent(keysym: Keysym(rawValue: 0x41), text: text)) }
        #expect(field.model.text == "••••" && field.accessibleText == "••••")
        #expect(heard == ["•", "••", "•••", "••••"])
        #expect(field.withSecureText { Array($0) } == Array("pass".utf8))
        #expect(field.text == "pass", "a program that asks gets a copy")
    }

    /// Editing in the middle, Delete, Backspace over a combining sequence (one bullet) and a selection replaced by
    /// typing all change the secret where the caret shows them.
    @Test("a secure field edits its secret at the caret, character by character")
    func secureEditing() {
        let (root, field) = focusedField()
        field.isSecureTextEntry = true
        field.text = "cafe\u{301}x"
        #expect(field.model.text == "•••••" && field.model.caret == 15)
        root.handleKeyEvent(KeyEvent(keysym: .backspace))
        root.handleKeyEvent(KeyEvent(keysym: .backspace))
        #expect(field.text == "caf", "the accent and its e are one character")
        root.handleKeyEvent(KeyEvent(keysym: .home))
        root.handleKeyEvent(KeyEvent(keysym: .delete))
        root.handleKeyEvent(KeyEvent(keysym: .right))
        root.handleKeyEvent(KeyEvent(keysym: Keysym(rawValue: 0x41), text: "ß"))
        #expect(field.text == "aßf" && field.model.text == "•••")
        root.handleKeyEvent(KeyEvent(keysym: .a, modifiers: .control))
        root.handleKeyEvent(KeyEvent(keysym: Keysym(rawValue: 0x41), text: "z"))
        #expect(field.text == "z" && field.model.caret == 3)
        // A combining mark typed after a letter joins it: still one bullet.
        root.handleKeyEvent(KeyEvent(keysym: Keysym(rawValue: 0x41), text: "\u{301}"))
        #expect(field.text == "z\u{301}" && field.model.text == "•")
    }

    @Test("turning secure entry off and on moves the text between the model and the secret")
    func secureEntryToggles() {
        let (_, field) = focusedField("open sesame")
        field.isSecureTextEntry = true
        #expect(field.model.text == String(repeating: "•", count: 11))
        field.isSecureTextEntry = false
        #expect(field.model.text == "open sesame" && field.text == "open sesame")
        field.isSecureTextEntry = true
        field.text = ""
        #expect(field.model.text.isEmpty && field.withSecureText { $0.count } == 0)
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

    @Test("Left and Right move the caret on screen in mixed text, across a Hebrew word the other way, as in GTK")
    func visualCaretInMixedText() {
        let text = "abc אבג def"
        let (root, field) = focusedField(text)
        // Where each caret offset is drawn: the field lays its text out as this layout does.
        let layout = TextLayout(text: text)
        let x = { layout.caretRect(forUTF8Offset: field.model.caret).minX }
        root.handleKeyEvent(KeyEvent(keysym: .end))
        var positions = [x()]
        var offsets = [field.model.caret]
        for _ in 0..<20 {
            root.handleKeyEvent(KeyEvent(keysym: .left))
            guard field.model.caret != offsets.last else { break }
            positions.append(x())
            offsets.append(field.model.caret)
        }
        #expect(positions == positions.sorted(by: >), "every Left moved the caret left: \(positions) at \(offsets)")
        #expect(Set(offsets).count == text.count + 1, "it stopped at every position once: \(offsets)")
        #expect(field.model.caret == 0, "and ended at the start")
        // Logically the caret would have run right through the Hebrew word: after "abc " it moves right on screen.
        let hebrewStart = "abc ".utf8.count
        #expect(offsets.contains(hebrewStart))
        for _ in 0..<text.count { root.handleKeyEvent(KeyEvent(keysym: .right)) }
        #expect(field.model.caret == text.utf8.count, "Right runs back to the end")
    }

    @Test("an empty field in a right-to-left layout has its caret at the right edge")
    func rightToLeftEmptyCaret() throws {
        let (root, field) = focusedField()
        root.layoutDirection = .rightToLeft
        root.clearColor = .white
        field.colors.tint = .black
        field.colors.border = .white
        field.colors.background = .white
        let surface = try renderToSurface(root)
        // Inside the focus ring (dark too, at the field's edges, x 10...13 and 286...290) only the caret is dark.
        let ink = (14..<286).filter { surface.pixel(x: $0, y: 28) & 0xFF < 0x80 }
        #expect(!ink.isEmpty && ink.allSatisfy { $0 > 270 }, "the caret at the right: \(ink)")
    }
}
