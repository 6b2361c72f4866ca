import Testing
import CurtainViews
import CurtainInput
import CurtainRendering

@Suite("Focus chain")
@MainActor
struct FocusChainTests {
    @Test("tab order is tree order over focusable, visible views and wraps around")
    func tabOrder() {
        let field = TextField()
        let hidden = TextField()
        hidden.isHidden = true
        let cancel = Button(title: "Cancel")
        let ok = Button(title: "OK")
        let row = StackView(axis: .horizontal, arrangedSubviews: [cancel, ok])
        let column = StackView(axis: .vertical, arrangedSubviews: [Label(text: "Title"), field, hidden, row])
        let root = RootView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        root.addSubview(column)

        let chain = FocusChain(root: root)
        #expect(chain.views.map(ObjectIdentifier.init) == [field, cancel, ok].map(ObjectIdentifier.init))

        let tab = KeyEvent(keysym: .tab)
        root.handleKeyEvent(tab)
        #expect(field.isFocused)
        root.handleKeyEvent(tab)
        #expect(cancel.isFocused)
        root.handleKeyEvent(tab)
        #expect(ok.isFocused)
        root.handleKeyEvent(tab)
        #expect(field.isFocused, "wraps to the first")
        root.handleKeyEvent(KeyEvent(keysym: .leftTab, modifiers: .shift))
        #expect(ok.isFocused, "shift+tab goes back, wrapping")
    }

    @Test("keys nobody handles reach onUnhandledKey; removing the focused view clears focus")
    func unhandledKeysAndRemoval() {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let field = TextField()
        root.addSubview(field)
        field.becomeFocused()
        var unhandled: [Keysym] = []
        root.onUnhandledKey = {
            unhandled.append($0.keysym); return true
        }
        root.handleKeyEvent(KeyEvent(keysym: .escape))
        root.handleKeyEvent(KeyEvent(keysym: .return))
        root.handleKeyEvent(KeyEvent(keysym: .a, text: "a"))
        #expect(unhandled == [.escape, .return])
        #expect(field.text == "a")
        field.removeFromSuperview()
        #expect(root.focusedView == nil)
    }
}
