import CurtainRendering

/// A palette reads as a `table` whose swatches are `table cell`s named by their colour ("Dark Blue", or "Custom
/// color 1: Red 100%, Green 0%, Blue 0%" as GTK names a custom one), row by row, the chosen one `selected`; `click`
/// chooses one, as a click does.
extension ColorPalette: AccessibleItemContainer {
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .table, name: localized("Palette"), isEnabled: isEnabled)
    }

    package var accessibleItemCount: Int { positions.count }

    package func accessibleItem(at index: Int) -> AccessibilityElement {
        let position = positions[index]
        guard color(at: position) != nil else {
            return AccessibilityElement(
                role: .pushButton, name: addCustomName, description: localized("Create a custom color"),
                actionName: "click", isEnabled: isEnabled)
        }
        var states: AccessibilityStates = [.selectable]
        if position == selection { states.insert(.selected) }
        return AccessibilityElement(
            role: .tableCell, name: name(at: position), actionName: "click", isEnabled: isEnabled, states: states)
    }

    package func accessibleItemFrame(at index: Int) -> Rect? {
        swatchRect(at: positions[index])
    }

    package func performAccessibleItemAction(at index: Int) {
        guard isEnabled, positions.indices.contains(index) else { return }
        selectAsUser(positions[index])
    }
}
