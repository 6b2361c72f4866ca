import CurtainTestSupport
import Testing
import CurtainViews

@Suite("Text editing model", .blocking)
struct TextEditingModelTests {
    @Test("typing inserts at the caret and leaves the caret after the insertion")
    func insertion() {
        var model = TextEditingModel(text: "held")
        model.moveLeft()
        model.insert("l")
        #expect(model.text == "helld")
        model.moveToStart()
        model.insert("¡")
        #expect(model.text == "¡helld")
        #expect(model.caret == "¡".utf8.count)
    }

    @Test("backspace removes a whole grapheme cluster, e plus combining acute included")
    func graphemeDeletion() {
        var model = TextEditingModel(text: "cafe\u{301}")
        model.deleteBackward()
        #expect(model.text == "caf")
        var flags = TextEditingModel(text: "a🇫🇷b")
        flags.moveLeft()
        flags.deleteBackward()
        #expect(flags.text == "ab")
    }

    @Test("delete removes the cluster after the caret")
    func forwardDeletion() {
        var model = TextEditingModel(text: "e\u{301}x")
        model.moveToStart()
        model.deleteForward()
        #expect(model.text == "x")
    }

    @Test("arrows step over clusters, never into them")
    func arrowsStepByCluster() {
        var model = TextEditingModel(text: "e\u{301}👍🏽")
        model.moveToStart()
        model.moveRight()
        #expect(model.caret == "e\u{301}".utf8.count)
        model.moveRight()
        #expect(model.caret == model.text.utf8.count)
        model.move(to: 1, extendingSelection: false)
        #expect(model.caret == 0, "offset inside é snaps to its start")
    }

    @Test("shift+arrows select; a plain arrow collapses the selection to its side")
    func shiftArrowSelection() {
        var model = TextEditingModel(text: "hello")
        model.moveLeft(extendingSelection: true)
        model.moveLeft(extendingSelection: true)
        #expect(model.selectedText == "lo")
        #expect(model.selectedRange == 3..<5)
        model.moveRight(extendingSelection: true)
        #expect(model.selectedText == "o")
        model.moveLeft()
        #expect(!model.hasSelection)
        #expect(model.caret == 4)
    }

    @Test("home and end move to the ends, and with shift select to them")
    func homeAndEnd() {
        var model = TextEditingModel(text: "abc def")
        model.moveToStart()
        #expect(model.caret == 0)
        model.moveRight()
        model.moveToEnd(extendingSelection: true)
        #expect(model.selectedText == "bc def")
        model.moveToStart(extendingSelection: true)
        #expect(model.selectedText == "a")
    }

    @Test("select all then typing replaces everything")
    func selectAllReplaces() {
        var model = TextEditingModel(text: "old text")
        model.selectAll()
        #expect(model.selectedText == "old text")
        model.insert("新")
        #expect(model.text == "新")
        #expect(!model.hasSelection)
    }

    @Test("backspace with a selection deletes just the selection")
    func deleteSelection() {
        var model = TextEditingModel(text: "abcdef")
        model.move(to: 1, extendingSelection: false)
        model.move(to: 4, extendingSelection: true)
        model.deleteBackward()
        #expect(model.text == "aef")
        #expect(model.caret == 1)
    }

    @Test("character count counts clusters, which is what a secure field shows")
    func characterCountForSecureEntry() {
        #expect(TextEditingModel(text: "e\u{301}🇫🇷a").characterCount == 3)
    }
}
