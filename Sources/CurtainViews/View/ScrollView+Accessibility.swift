/// A scroll view reads as `scroll pane`, its document's accessible views inside it, as GTK's scrolled window.
extension ScrollView: AccessibleView {
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .scrollPane, name: "")
    }
}
