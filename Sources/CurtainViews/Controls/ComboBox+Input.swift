import CurtainInput
import CurtainRendering

/// Clicks and keys: a click or Space, Return, Alt+Down opens the menu; Up, Down, Home and End change the
/// choice while it is closed.
extension ComboBox {
    func handleBoxPointer(_ event: PointerEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.kind {
        case .press(.left):
            return true
        case .release(.left):
            if bounds.contains(Point(x: event.x, y: event.y)) { openMenu() }
            return true
        default:
            return false
        }
    }

    func handleBoxKey(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.keysym {
        case .space, .return, .keypadEnter:
            if !event.isRepeat { openMenu() }
        case .down where event.modifiers.contains(.alt):
            openMenu()
        case .down:
            guard !items.isEmpty else { return true }
            choose(min(items.count - 1, (selectedIndex ?? -1) + 1))
        case .up:
            guard !items.isEmpty else { return true }
            choose(max(0, (selectedIndex ?? items.count) - 1))
        case .home:
            if !items.isEmpty { choose(0) }
        case .end:
            if !items.isEmpty { choose(items.count - 1) }
        default:
            return false
        }
        return true
    }
}

extension ComboBox: AccessibleView {
    /// A combo box named by the chosen value (or its label while nothing is chosen); its action, `press`,
    /// opens the menu.
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(
            role: .comboBox, name: selectedItem ?? accessibilityLabel, actionName: "press",
            isEnabled: isEnabled, states: isMenuOpen ? [.expandable, .expanded] : [.expandable])
    }

    /// `press` opens the menu, as Space does.
    public func performAccessibilityAction() {
        openMenu()
    }
}
