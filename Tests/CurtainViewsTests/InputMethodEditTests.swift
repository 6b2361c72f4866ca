@testable import CurtainViews
import CurtainInput
import CurtainRendering
import Testing

/// How a text field applies an input method's `done` and what it reports back, without a compositor.
@Suite("Input-method edits")
@MainActor
struct InputMethodEditTests {
    @Test func deletionComesBeforeTheCommittedText() {
        var model = TextEditingModel(text: "日本")
        model.applyInputMethodEdit(deleteBefore: 3, deleteAfter: 0, commit: "語")
        #expect(model.text == "日語")
        #expect(model.caret == "日語".utf8.count)
    }

    @Test func deletionCountsFromTheSelectionsEndsAndKeepsIt() {
        var model = TextEditingModel(text: "abcdef")
        model.move(to: 2, extendingSelection: false)
        model.move(to: 4, extendingSelection: true)  // "cd" selected
        model.applyInputMethodEdit(deleteBefore: 1, deleteAfter: 1, commit: nil)
        #expect(model.text == "acdf")
        #expect(model.selectedText == "cd")
    }

    @Test func deletionNeverSplitsACharacter() {
        var model = TextEditingModel(text: "a日")
        model.applyInputMethodEdit(deleteBefore: 2, deleteAfter: 0, commit: nil)  // 2 of 日's 3 bytes
        #expect(model.text == "a")
        model.applyInputMethodEdit(deleteBefore: 99, deleteAfter: 99, commit: "x")
        #expect(model.text == "x")
    }

    @Test func longTextIsReportedAsAWindowAroundTheCaret() {
        let text = String(repeating: "日", count: 3000)  // 9000 bytes
        var model = TextEditingModel(text: text)
        model.move(to: 4500, extendingSelection: false)
        let surrounding = model.surroundingText(limit: 4000)
        #expect(surrounding.text.utf8.count <= 4000)
        #expect(surrounding.text.allSatisfy { $0 == "日" }, "cut at character boundaries")
        #expect(surrounding.caret == surrounding.anchor && surrounding.caret > 1000 && surrounding.caret < 3000)
        #expect(TextEditingModel(text: "short").surroundingText(limit: 4000) == ("short", 5, 5))
    }

    @Test func preeditIsShownButIsNotText() {
        let (_, field) = focusedField("ab")
        field.applyInputMethodEdit(TextInputEdit(preedit: .init(text: "にほん", cursor: 3..<3)))
        #expect(field.text == "ab")
        field.updateDisplayText()
        #expect(field.textLayout.displayedText == "abにほん")
        #expect(field.displayCaretOffset == 2 + 3)
        // The next done without a preedit removes it; its commit becomes text.
        field.applyInputMethodEdit(TextInputEdit(commitString: "日本"))
        #expect(field.text == "ab日本" && field.preedit == nil)
    }

    @Test func aSecureFieldReportsThePasswordTypeAndNoText() {
        let (_, field) = focusedField("hunter2")
        field.isSecureTextEntry = true
        let state = field.textInputState(surfaceOrigin: .zero)
        #expect(state.purpose == .password)
        #expect(state.hints.contains(.sensitiveData) && state.hints.contains(.hiddenText))
        #expect(state.surroundingText == nil)
        field.applyInputMethodEdit(TextInputEdit(preedit: .init(text: "x", cursor: nil)))
        #expect(field.preedit == nil, "no composing text is shown in a secure field")
    }

    /// An on-screen keyboard types into a secure field through commits and deletions, counted in the bytes of the
    /// text it was never told: they change the secret, and the model keeps only bullets.
    @Test func aSecureFieldTakesCommitsAndDeletionsIntoItsSecret() {
        let (_, field) = focusedField("")
        field.isSecureTextEntry = true
        field.applyInputMethodEdit(TextInputEdit(commitString: "日本"))
        #expect(field.text == "日本" && field.model.text == "••")
        field.applyInputMethodEdit(TextInputEdit(commitString: "語", deleteBefore: 3))
        #expect(field.text == "日語" && field.model.text == "••")
    }

    @Test func theCursorRectangleIsOnTheSurface() {
        let (_, field) = focusedField("")
        let state = field.textInputState(surfaceOrigin: Point(x: 100, y: 50))
        let rect = try! #require(state.cursorRectangle)
        // The field is at (10, 10) in its root; its text starts after the 10-point inset.
        #expect(rect.x >= 100 + 20 && rect.x <= 100 + 24 && rect.y >= 50 + 10 && rect.y + rect.height <= 50 + 46)
        #expect(state.surroundingText == .init(text: "", cursor: 0, anchor: 0))
    }

    private func focusedField(_ text: String) -> (RootView, TextField) {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 300, height: 60))
        let field = TextField(text: text)
        field.frame = Rect(x: 10, y: 10, width: 280, height: 36)
        root.addSubview(field)
        field.becomeFocused()
        // Focus selects the whole text, as in GTK; End puts the caret after it, where these edits begin.
        root.handleKeyEvent(KeyEvent(keysym: .end))
        return (root, field)
    }
}
