extension Button: AccessibleView {
    /// A push button named by its title as shown (a mnemonic underscore taken out, as GTK names it), with one action, `click`.
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .pushButton, name: label.text, actionName: "click", isEnabled: isEnabled)
    }

    /// `click` does what Return or Space on the focused button does: ``activate()``.
    public func performAccessibilityAction() {
        activate()
    }
}
