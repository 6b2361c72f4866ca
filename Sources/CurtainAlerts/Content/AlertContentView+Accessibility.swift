import CurtainViews

/// An alert is an `alert` named by its title and described by its message, as Orca announces alerts; its
/// labels, fields and buttons are its children.
extension AlertContentView: AccessibleView {
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(
            role: .alert, name: titleLabel?.accessibilityElement.name ?? "",
            description: messageLabel?.accessibilityElement.name ?? "", isModal: true)
    }
}
