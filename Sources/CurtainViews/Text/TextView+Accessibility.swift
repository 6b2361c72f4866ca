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

    package var accessibleCaret: Int { accessibleOffsets.accessibleOffset(ofUTF8: model.caret) }
    package var accessibleSelection: Range<Int> { accessibleOffsets.accessibleRange(ofUTF8: model.selectedRange) }

    package func setAccessibleCaret(_ offset: Int) -> Bool {
        model.move(to: accessibleOffsets.utf8Offset(ofAccessible: offset), extendingSelection: false)
        scrollToCaret()
        setNeedsDisplay()
        return true
    }

    package func insertAccessibleText(_ text: String, at offset: Int) -> Int {
        model.move(to: accessibleOffsets.utf8Offset(ofAccessible: offset), extendingSelection: false)
        insertTyped(text)
        return accessibleCaret
    }

    package func deleteAccessibleText(_ range: Range<Int>) {
        // Converted before the edit: the edit holds the model, which the conversion reads.
        let offsets = accessibleOffsets
        let lower = offsets.utf8Offset(ofAccessible: range.lowerBound), upper = offsets.utf8Offset(ofAccessible: range.upperBound)
        edit { model in
            model.move(to: lower, extendingSelection: false)
            model.move(to: upper, extendingSelection: true)
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

    /// Offsets in Unicode scalars, as ATK counts them.
    private var accessibleOffsets: AccessibleTextOffsets { AccessibleTextOffsets(text: model.text) }
}
