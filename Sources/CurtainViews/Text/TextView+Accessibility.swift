/// A text view is AT-SPI `text` with the multi-line state, Text always and EditableText (and the editable
/// state) when ``TextView/isEditable``, as GTK's text view in zenity's `--text-info`.
extension TextView: AccessibleText {
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .text, name: "")
    }

    package var accessibleText: String { model.text }
    package var isAccessibleTextEditable: Bool { isEditable }
    package var isAccessibleTextMultiLine: Bool { true }
    package var offersEditableText: Bool { isEditable }

    package var accessibleCaret: Int { scalarOffset(ofUTF8: model.caret) }

    package var accessibleSelection: Range<Int> {
        scalarOffset(ofUTF8: model.selectedRange.lowerBound)..<scalarOffset(ofUTF8: model.selectedRange.upperBound)
    }

    package func setAccessibleCaret(_ offset: Int) -> Bool {
        model.move(to: utf8Offset(ofScalar: offset), extendingSelection: false)
        scrollToCaret()
        setNeedsDisplay()
        return true
    }

    package func insertAccessibleText(_ text: String, at offset: Int) -> Int {
        model.move(to: utf8Offset(ofScalar: offset), extendingSelection: false)
        insertTyped(text)
        return accessibleCaret
    }

    package func deleteAccessibleText(_ range: Range<Int>) {
        edit { model in
            model.move(to: utf8Offset(ofScalar: range.lowerBound), extendingSelection: false)
            model.move(to: utf8Offset(ofScalar: range.upperBound), extendingSelection: true)
            if model.hasSelection { model.insert("") }
        }
    }

    package func setAccessibleText(_ text: String) {
        edit { $0.setText(text) }
    }

    /// Tells assistive tools what an edit changed (only while the accessible tree is published).
    func accessibleTextDidChange(from before: TextEditingModel) {
        if let bridge = rootView?.accessibilityBridge, bridge.isEnabled {
            bridge.textDidChange(in: self, from: before.text)
        }
    }

    private func scalarOffset(ofUTF8 offset: Int) -> Int {
        let text = model.text
        let index = text.utf8.index(text.startIndex, offsetBy: min(max(0, offset), text.utf8.count))
        return text.unicodeScalars[..<index].count
    }

    private func utf8Offset(ofScalar offset: Int) -> Int {
        let text = model.text
        let scalars = text.unicodeScalars
        let index = scalars.index(scalars.startIndex, offsetBy: max(0, offset), limitedBy: scalars.endIndex) ?? scalars.endIndex
        return text.utf8.distance(from: text.startIndex, to: index)
    }
}
