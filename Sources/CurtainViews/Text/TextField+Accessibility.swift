/// A text field is `text`, or `password text` when secure; a secure field exposes one bullet per character,
/// never the characters (its model holds only the bullets), so its offsets count grapheme clusters.
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

    package var accessibleCaret: Int { accessibleOffsets.accessibleOffset(ofUTF8: model.caret) }
    package var accessibleSelection: Range<Int> { accessibleOffsets.accessibleRange(ofUTF8: model.selectedRange) }

    package func setAccessibleCaret(_ offset: Int) -> Bool {
        model.move(to: accessibleOffsets.utf8Offset(ofAccessible: offset), extendingSelection: false)
        return true
    }

    package func insertAccessibleText(_ text: String, at offset: Int) -> Int {
        let clean = TextField.filtered(text)
        model.move(to: accessibleOffsets.utf8Offset(ofAccessible: offset), extendingSelection: false)
        if !clean.isEmpty { replaceSelection(with: clean) }
        return accessibleCaret
    }

    package func deleteAccessibleText(_ range: Range<Int>) {
        model.move(to: accessibleOffsets.utf8Offset(ofAccessible: range.lowerBound), extendingSelection: false)
        model.move(to: accessibleOffsets.utf8Offset(ofAccessible: range.upperBound), extendingSelection: true)
        if model.hasSelection { replaceSelection(with: "") }
    }

    package func setAccessibleText(_ text: String) {
        replaceAllText(with: TextField.filtered(text))
    }

    /// Offsets in scalars, or in grapheme clusters when secure (one bullet each).
    private var accessibleOffsets: AccessibleTextOffsets {
        AccessibleTextOffsets(text: model.text, countsClusters: isSecureTextEntry)
    }
}
