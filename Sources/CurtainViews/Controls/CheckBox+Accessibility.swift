extension CheckBox: AccessibleView {
    /// A check box (a radio button for ``RadioButton``) named by its title as shown, checked or not, with one
    /// action, `click`, as GTK's are.
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(
            role: indicator == .radioButton ? .radioButton : .checkBox, name: label.text,
            actionName: "click", isEnabled: isEnabled, states: isOn ? [.checkable, .checked] : [.checkable])
    }

    /// `click` does what a click or Space does: toggles a check box, chooses a radio button.
    public func performAccessibilityAction() {
        activate()
    }
}
