/// A text field is `text`, or `password text` when secure; a secure field exposes one bullet per character,
/// never the characters, so its offsets count grapheme clusters.
extension TextField: AccessibleText {
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: isSecureTextEntry ? .passwordText : .text, name: placeholder, isEnabled: isEnabled)
    }

    package var accessibleText: String { accessibleText(of: model) }

    /// What `model` exposes: its text, or one bullet per character when secure.
    func accessibleText(of model: TextEditingModel) -> String {
        isSecureTextEntry ? String(repeating: "•", count: model.characterCount) : model.text
    }

    package var isAccessibleTextEditable: Bool { isEnabled }

    package var accessibleCaret: Int { accessibleOffset(ofUTF8: model.caret) }

    package var accessibleSelection: Range<Int> {
        accessibleOffset(ofUTF8: model.selectedRange.lowerBound)..<accessibleOffset(ofUTF8: model.selectedRange.upperBound)
    }

    package func setAccessibleCaret(_ offset: Int) -> Bool {
        model.move(to: utf8Offset(ofAccessible: offset), extendingSelection: false)
        return true
    }

    package func insertAccessibleText(_ text: String, at offset: Int) -> Int {
        let clean = TextField.filtered(text)
        model.move(to: utf8Offset(ofAccessible: offset), extendingSelection: false)
        if !clean.isEmpty { model.insert(clean) }
        return accessibleCaret
    }

    package func deleteAccessibleText(_ range: Range<Int>) {
        model.move(to: utf8Offset(ofAccessible: range.lowerBound), extendingSelection: false)
        model.move(to: utf8Offset(ofAccessible: range.upperBound), extendingSelection: true)
        if model.hasSelection { model.insert("") }
    }

    package func setAccessibleText(_ text: String) {
        model.setText(TextField.filtered(text))
    }

    /// The accessible offset (scalars, or clusters when secure) of a UTF-8 offset into the model's text.
    private func accessibleOffset(ofUTF8 offset: Int) -> Int {
        let text = model.text
        let index = text.utf8.index(text.startIndex, offsetBy: min(max(0, offset), text.utf8.count))
        return isSecureTextEntry ? text[..<index].count : text.unicodeScalars[..<index].count
    }

    /// The UTF-8 offset of an accessible offset, clamped to the text.
    private func utf8Offset(ofAccessible offset: Int) -> Int {
        let text = model.text
        let count = isSecureTextEntry ? text.count : text.unicodeScalars.count
        let clamped = min(max(0, offset), count)
        let index = isSecureTextEntry
            ? text.index(text.startIndex, offsetBy: clamped)
            : text.unicodeScalars.index(text.startIndex, offsetBy: clamped)
        return text.utf8.distance(from: text.startIndex, to: index)
    }
}
