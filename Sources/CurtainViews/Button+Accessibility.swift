extension Button: AccessibleView {
    /// A push button named by its title, with one action, `click`.
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .pushButton, name: title, actionName: "click", isEnabled: isEnabled)
    }

    /// `click` does what Return or Space on the focused button does: ``activate()``.
    public func performAccessibilityAction() {
        activate()
    }
}
