import CurtainInput
import CurtainRendering
import CurtainShell

extension TextField {
    /// What the input method is told about this field (`zwp_text_input_v3`): normal text with the text
    /// around the caret, or, for a secure field, the password purpose with the sensitive-data and
    /// hidden-text hints and no text at all.
    ///
    /// - Parameters:
    ///   - surfaceOrigin: Where this field's root view sits on the surface with keyboard focus, in that
    ///     surface's logical coordinates: the cursor rectangle is reported there.
    func textInputState(surfaceOrigin: Point) -> TextInputState {
        let caret = caretRectInRoot.offsetBy(dx: surfaceOrigin.x, dy: surfaceOrigin.y)
        let rectangle = SurfaceRect(
            x: Int32(caret.minX.rounded(.down)), y: Int32(caret.minY.rounded(.down)),
            width: Int32(max(1, caret.width.rounded(.up))),
            height: Int32(max(1, caret.height.rounded(.up))))
        guard !isSecureTextEntry else {
            return TextInputState(purpose: .password, hints: [.sensitiveData, .hiddenText], cursorRectangle: rectangle)
        }
        let surrounding = model.surroundingText(limit: TextInputState.maximumSurroundingBytes)
        return TextInputState(
            purpose: .normal,
            surroundingText: .init(text: surrounding.text, cursor: Int32(surrounding.caret), anchor: Int32(surrounding.anchor)),
            cursorRectangle: rectangle)
    }

    /// Applies one `zwp_text_input_v3.done`: the old composing text goes, the deletion and the committed
    /// text change the model, then the new composing text appears at the caret.
    ///
    /// A secure field applies deletions and committed text (an on-screen keyboard types that way) but
    /// never shows composing text.
    func applyInputMethodEdit(_ edit: TextInputEdit) {
        guard isEnabled else { return }
        preedit = nil
        let commit = edit.commitString.map(TextField.filtered)
        if secret != nil {
            applySecretInputMethodEdit(deleteBefore: edit.deleteBefore, deleteAfter: edit.deleteAfter, commit: commit)
        } else {
            var edited = model
            edited.applyInputMethodEdit(deleteBefore: edit.deleteBefore, deleteAfter: edit.deleteAfter, commit: commit)
            model = edited
        }
        preedit =
            isSecureTextEntry
            ? nil
            : edit.preedit.flatMap { preedit in
                let text = TextField.filtered(preedit.text)
                guard !text.isEmpty else { return nil }
                // Filtering may shorten the text: keep the cursor inside it.
                let count = text.utf8.count
                return .init(text: text, cursor: preedit.cursor.map { min($0.lowerBound, count)..<min($0.upperBound, count) })
            }
    }

    /// The caret (inside the composing text when there is one), two points wide, in root coordinates.
    private var caretRectInRoot: Rect {
        updateDisplayText()
        scrollCaretIntoView()
        let caret = textLayout.caretRect(forUTF8Offset: displayCaretOffset)
        let origin = textOrigin
        let local = Rect(x: origin.x + caret.minX, y: origin.y + caret.minY, width: 2, height: caret.height)
        return convert(local, to: nil)
    }
}
