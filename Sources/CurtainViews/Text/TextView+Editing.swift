#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CurtainInput
import CurtainRendering

/// Keys: moving, selecting, copying, and (when editable) typing.
extension TextView {
    /// Moves, selects, copies or edits; `false` for keys the view leaves to others (Escape, Ctrl+Return,
    /// Shift+Tab, and in a read-only view Tab, Return and typing).
    func handleTextKey(_ event: KeyEvent) -> Bool {
        let shift = event.modifiers.contains(.shift)
        let control = event.modifiers.contains(.control)
        let caret = model.caret
        switch event.keysym {
        case .left, .right:
            let right = event.keysym == .right
            if let target = visualCaretOffset(movingRight: right, extendingSelection: shift) {
                moveCaret(to: target, shift)
            } else {
                moveCaret { right ? $0.moveRight(extendingSelection: shift) : $0.moveLeft(extendingSelection: shift) }
            }
        case .up, .down:
            let target = offset(movingVertically: event.keysym == .up ? -1 : 1, from: caret)
            moveCaret(to: target, shift, keepingGoal: true)
        case ListView.pageUp, ListView.pageDown:
            let target = offset(movingByPage: event.keysym == ListView.pageUp ? -1 : 1, from: caret)
            moveCaret(to: target, shift, keepingGoal: true)
        case .home: moveCaret(to: control ? 0 : lineBoundary(of: caret, toEnd: false), shift)
        case .end: moveCaret(to: control ? model.text.utf8.count : lineBoundary(of: caret, toEnd: true), shift)
        case .a where control: model.selectAll(); setNeedsDisplay()
        case .c where control: copySelection()
        case .x where control:
            guard isEditable else { copySelection(); return true }
            if copySelection() { edit { $0.insert("") } }
        case .v where control:
            guard isEditable else { return true }
            requestPaste? { [weak self] pasted in self?.insertTyped(pasted) }
        case .return, .keypadEnter:
            guard isEditable, !control, !event.modifiers.contains(.alt) else { return false }
            edit { $0.insert("\n") }
        case .backspace:
            guard isEditable else { return true }
            edit { $0.deleteBackward() }
        case .delete:
            guard isEditable else { return true }
            edit { $0.deleteForward() }
        case .tab where isEditable && !control, .leftTab where isEditable && !control:
            // As GTK's editable text view, Shift+Tab too; Tab moves focus out of a read-only one, Control+Tab out of both.
            edit { $0.insert("\t") }
        case .tab, .leftTab, .escape:
            return false
        default:
            guard isEditable, !control, !event.modifiers.contains(.alt), !event.modifiers.contains(.logo),
                let typed = event.text, !typed.isEmpty
            else { return false }
            return insertTyped(typed)
        }
        return true
    }

    /// Applies an edit to the model, re-reads the paragraphs it touched, scrolls to the caret and
    /// tells ``onChange``.
    func edit(_ change: (inout TextEditingModel) -> Void) {
        let before = model
        change(&model)
        goalX = nil
        // One pass finds both whether the bytes changed and where: they did unless the common prefix is all of both.
        let prefix = Self.commonPrefixLength(before.text, model.text)
        if prefix != before.text.utf8.count || prefix != model.text.utf8.count {
            textDidChange(from: prefix)
            accessibleTextDidChange(from: before)
            onChange?(model.text)
        }
        scrollToCaret()
        setNeedsDisplay()
    }

    /// Inserts typed or pasted text, without the control characters a keyboard or clipboard may carry.
    @discardableResult
    func insertTyped(_ string: String) -> Bool {
        let clean = TextSystem.sanitized(string)
        guard !clean.isEmpty else { return false }
        edit { $0.insert(clean) }
        return true
    }

    /// Where Left or Right takes the caret on screen in a paragraph with a right-to-left run, as GTK's text view
    /// moves (`TextLayout.visualCaretOffset`); from the visual end of a line, on to the next or previous paragraph in
    /// the paragraph's reading direction. `nil` where logical movement is the same or is wanted (left-to-right
    /// text, a selection that Left or Right without Shift collapses).
    private func visualCaretOffset(movingRight right: Bool, extendingSelection shift: Bool) -> Int? {
        guard shift || !model.hasSelection else { return nil }
        let paragraph = paragraphs.paragraph(containing: model.caret)
        let layout = layout(of: paragraph)
        guard layout.containsRightToLeftRun else { return nil }
        let start = paragraphs.starts[paragraph]
        if let local = layout.visualCaretOffset(from: model.caret - start, movingRight: right) { return start + local }
        // At the line's visual end: across the paragraph break, forwards when moving the way the paragraph reads.
        var across = model
        if right != layout.readsRightToLeft {
            across.moveRight(extendingSelection: shift)
        } else {
            across.moveLeft(extendingSelection: shift)
        }
        return across.caret
    }

    private func moveCaret(_ move: (inout TextEditingModel) -> Void) {
        move(&model)
        goalX = nil
        scrollToCaret()
        setNeedsDisplay()
    }

    private func moveCaret(to offset: Int, _ extending: Bool, keepingGoal: Bool = false) {
        model.move(to: offset, extendingSelection: extending)
        if !keepingGoal { goalX = nil }
        scrollToCaret()
        setNeedsDisplay()
    }

    /// Sends the selection to ``onCopy``; returns whether there was one.
    @discardableResult
    private func copySelection() -> Bool {
        guard model.hasSelection, let onCopy else { return false }
        onCopy(model.selectedText)
        return true
    }

    /// How many leading UTF-8 bytes two texts share: where an edit began.
    static func commonPrefixLength(_ a: String, _ b: String) -> Int {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let count = min(x.count, y.count)
                var low = 0
                // Whole blocks first (memcmp), then bytes.
                let block = 4096
                while low + block <= count && memcmp(x.baseAddress! + low, y.baseAddress! + low, block) == 0 { low += block }
                while low < count && x[low] == y[low] { low += 1 }
                return low
            }
        }
    }
}
