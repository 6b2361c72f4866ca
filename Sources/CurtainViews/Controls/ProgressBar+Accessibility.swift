/// A progress bar reads as `progress bar` with a Value from 0 to 1, as GTK 3's does; a pulsating bar has no
/// current value (it reads as the minimum) and is `indeterminate`.
extension ProgressBar: AccessibleValue {
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .progressBar, name: "")
    }

    package var accessibleValue: AccessibilityValue {
        AccessibilityValue(current: isPulsating ? nil : progress, minimum: 0, maximum: 1)
    }
}
