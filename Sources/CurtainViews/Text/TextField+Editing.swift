import CurtainRendering
import CurtainInput

extension TextField {
    /// The editing keys: arrows, Home/End (Shift extends), Backspace/Delete, Ctrl+A/C/X/V, Return,
    /// and typed text. Returns `false` for keys the field leaves to others (Tab, Escape, Return
    /// without ``onSubmit``).
    func handleEditingKey(_ event: KeyEvent) -> Bool {
        let shift = event.modifiers.contains(.shift)
        let command = event.modifiers.contains(.control)
        switch event.keysym {
        case .left, .right: moveCaret(right: event.keysym == .right, extendingSelection: shift)
        case .home, .up: model.moveToStart(extendingSelection: shift)
        case .end, .down: model.moveToEnd(extendingSelection: shift)
        case .backspace: deleteCharacter(backward: true)
        case .delete: deleteCharacter(backward: false)
        case .return, .keypadEnter:
            guard let onSubmit else { return false }
            if !event.isRepeat { onSubmit() }
        case .a where command: model.selectAll()
        case .c where command: copySelection()
        case .x where command:
            if copySelection() { replaceSelection(with: "") }
        case .v where command:
            requestPaste? { [weak self] pasted in self?.insertFiltered(pasted) }
        case .tab, .leftTab, .escape:
            return false
        default:
            guard !event.modifiers.contains(.control), !event.modifiers.contains(.alt),
                !event.modifiers.contains(.logo), let typed = event.text, !typed.isEmpty
            else { return false }
            return insertFiltered(typed)
        }
        return true
    }

    /// Left and Right: through the text as it reads on screen. Text with a right-to-left run moves visually
    /// (`TextLayout.visualCaretOffset`), so that Left always moves the caret left, as in GTK; other text, a
    /// secure field and a selection without Shift (which collapses to its start or end) move logically.
    private func moveCaret(right: Bool, extendingSelection shift: Bool) {
        updateDisplayText()
        let visual = !isSecureTextEntry && shownPreedit == nil && (shift || !model.hasSelection)
        if visual && textLayout.containsRightToLeftRun {
            if let target = textLayout.visualCaretOffset(from: model.caret, movingRight: right) {
                model.move(to: target, extendingSelection: shift)
            }
        } else if right {
            model.moveRight(extendingSelection: shift)
        } else {
            model.moveLeft(extendingSelection: shift)
        }
    }

    /// Sends the selection to ``onCopy`` unless the field is secure; returns whether it did.
    @discardableResult
    private func copySelection() -> Bool {
        guard !isSecureTextEntry, model.hasSelection, let onCopy else { return false }
        onCopy(model.selectedText)
        return true
    }

    @discardableResult
    private func insertFiltered(_ string: String) -> Bool {
        let clean = TextField.filtered(string)
        guard !clean.isEmpty else { return false }
        replaceSelection(with: clean)
        return true
    }

    // MARK: - Display text

    /// What Pango lays out: the text, or one bullet per grapheme cluster when secure.
    ///
    /// Secure text never reaches the layout (a secure field's model is its bullets), so a secure field's rendering
    /// depends only on its length.
    func updateDisplayText() {
        applyDirection(to: textLayout)
        guard needsTextUpdate else { return }
        needsTextUpdate = false
        if let preedit, !isSecureTextEntry {
            // The composing text sits at the caret, shown but not part of the model.
            var bytes = Array(model.text.utf8)
            bytes.insert(contentsOf: preedit.text.utf8, at: model.caret)
            textLayout.setText(String(decoding: bytes, as: UTF8.self))
        } else {
            textLayout.setText(model.text)
        }
    }

    /// The composing text as drawn: none in a secure field, which never shows what is typed.
    var shownPreedit: TextInputEdit.Preedit? { isSecureTextEntry ? nil : preedit }

    /// Where the caret is drawn, as an offset into the displayed text: inside the composing text when
    /// there is one (its end when the input method hides its cursor), else at the model's caret.
    var displayCaretOffset: Int {
        let caret = displayOffset(forModelOffset: model.caret)
        guard let preedit = shownPreedit else { return caret }
        return caret + (preedit.cursor?.upperBound ?? preedit.text.utf8.count)
    }

    static let bullet: Character = "•"

    /// Converts a model offset to an offset into the displayed text (the same in a secure field, whose model is
    /// what it shows).
    func displayOffset(forModelOffset offset: Int) -> Int {
        guard let preedit = shownPreedit, offset > model.caret else { return offset }
        return offset + preedit.text.utf8.count
    }

    /// Converts an offset into the displayed text to a model offset.
    func modelOffset(forDisplayOffset offset: Int) -> Int {
        guard let preedit = shownPreedit, offset > model.caret else { return offset }
        return max(model.caret, offset - preedit.text.utf8.count)
    }

    /// The model offset under a point in the field's coordinates.
    func selectionOffset(at point: Point) -> Int {
        updateDisplayText()
        let textOrigin = textOrigin
        let local = Point(x: point.x - textOrigin.x, y: max(0, min(point.y - textOrigin.y, textLayout.size.height - 1)))
        return modelOffset(forDisplayOffset: textLayout.utf8Offset(at: local))
    }

    /// The content area inside the border padding.
    var textRect: Rect { bounds.inset(by: textInsets) }

    /// Where the layout's top-left corner goes, in field coordinates, given the scroll.
    var textOrigin: Point {
        let height = textLayout.size.height
        return Point(x: textRect.minX - scrollX, y: bounds.minY + (bounds.height - height) / 2)
    }

    /// Scrolls horizontally so the caret stays inside the content area. Text that reads right to left, and
    /// an empty field in a right-to-left layout, sits at the right edge while it fits (a negative scroll).
    func scrollCaretIntoView() {
        updateDisplayText()
        let caretX = textLayout.caretRect(forUTF8Offset: displayCaretOffset).minX
        let visible = max(1, textRect.width - 2)
        if caretX - scrollX > visible { scrollX = caretX - visible }
        if caretX - scrollX < 0 { scrollX = caretX }
        let overflow = textLayout.size.width + 2 - visible
        let range = textLayout.readsRightToLeft ? min(0, overflow)...overflow : 0...max(0, overflow)
        scrollX = max(range.lowerBound, min(scrollX, range.upperBound))
    }

    /// Where the placeholder's top-left corner goes: at the leading edge of the content area, where the caret of
    /// the empty field is (the right edge in a right-to-left layout, whatever the placeholder's language).
    var placeholderOrigin: Point {
        applyDirection(to: placeholderLayout)
        let x = isRightToLeft ? textRect.maxX - placeholderLayout.size.width : textRect.minX
        return Point(x: x, y: textOrigin.y)
    }
}
