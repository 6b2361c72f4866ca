import CurtainViews

/// An action sheet reads as an alert does: an `alert` named by its title and described by its message, `modal`,
/// with its labels in a `scroll pane`, its listed actions in another, and the cancel button as push buttons.
extension ActionSheetContentView: AccessibleView {
    public var accessibilityElement: AccessibilityElement {
        let labels = textScrollView.documentView.subviews.compactMap { $0 as? Label }.map(\.accessibilityElement.name)
        let hasTitle = alertController?.title != nil
        let title = hasTitle ? labels.first ?? "" : ""
        let message = (hasTitle ? labels.dropFirst() : labels[...]).first ?? ""
        return AccessibilityElement(role: .alert, name: title, description: message, isModal: true)
    }
}
