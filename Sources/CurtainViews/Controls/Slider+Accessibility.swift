/// A slider reads as `slider` with a Value on its range, as GTK's scale does; a screen reader that sets the value
/// moves the thumb as the user would, and ``Slider/onChange`` hears of it.
extension Slider: AccessibleValue {
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(
            role: .slider, name: accessibilityLabel, isEnabled: isEnabled)
    }

    package var accessibleValue: AccessibilityValue {
        AccessibilityValue(current: value, minimum: minimumValue, maximum: maximumValue)
    }

    package func setAccessibleValue(_ value: Double) -> Bool {
        guard isEnabled else { return false }
        setValueAsUser(value)
        return true
    }
}
