extension Label: AccessibleView {
    /// A label reads as its plain text: markup tags and entities resolved, as Pango shows it.
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .label, name: markup == nil ? text : layoutDisplayedText)
    }
}
