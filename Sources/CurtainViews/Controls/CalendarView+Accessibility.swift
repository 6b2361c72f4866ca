import CurtainRendering

/// A calendar reads as a `table` named by its month, as GTK's does: seven column headers (the weekday names), then
/// the 42 days row by row as `table cell`s named by their number, the chosen one `selected`.
extension CalendarView: AccessibleItemContainer {
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .table, name: monthTitle, isEnabled: isEnabled)
    }

    package var accessibleItemCount: Int { 7 + 42 }

    package func accessibleItem(at index: Int) -> AccessibilityElement {
        guard index >= 7 else {
            return AccessibilityElement(role: .tableColumnHeader, name: columnWeekdayNames[index])
        }
        let day = visibleDays[index - 7]
        var states: AccessibilityStates = [.selectable]
        if day == date { states.insert(.selected) }
        return AccessibilityElement(
            role: .tableCell, name: String(day.day), actionName: "click", isEnabled: isEnabled, states: states)
    }

    package func accessibleItemFrame(at index: Int) -> Rect? {
        index < 7 ? nameRect(at: index) : cellRect(at: index - 7)
    }

    /// `click` on a day chooses it, as a click does.
    package func performAccessibleItemAction(at index: Int) {
        guard index >= 7, isEnabled else { return }
        setDateAsUser(visibleDays[index - 7])
    }
}
