import CurtainInput
import CurtainViews

/// Keyboard control of an alert.
///
/// - Return (and keypad Enter) chooses the ``AlertController/preferredAction``, as on iOS,
///   unless a button has keyboard focus: then Return, like Space, activates that button. Focus is
///   visible (a ring), so the key does what the ring shows; with nothing focused, or a text field
///   focused, Return means "the default answer". A disabled preferred action makes Return do nothing.
/// - Escape chooses the `.cancel` action, or does nothing when there is none (or it is disabled).
/// - Tab and Shift+Tab move focus through the message (when ``AlertController/isMessageSelectable``), text fields
///   and buttons in visual order (the root does this). Return on the focused message does nothing, as in GTK.
/// - Arrow keys move focus between the buttons, in visual order, without wrapping; the first
///   arrow press focuses the preferred action's button. In a text field the arrows edit instead.
/// - Space activates the focused button; it types a space in a text field.
/// - Alt plus a button's mnemonic letter (`_Save`: Alt+S) chooses that button's action; when several
///   buttons share the letter, it moves focus among them instead, as GTK does.
/// - Key repeat never chooses an action.
extension AlertController {
    /// The alert's keys, for ``handleKey(_:)``; see the extension's description.
    func handleAlertKey(_ event: KeyEvent) -> Bool {
        if event.modifiers.contains(.alt), event.modifiers.isDisjoint(with: [.control, .logo]) {
            return handleMnemonic(event)
        }
        guard event.modifiers.isDisjoint(with: [.control, .alt, .logo]) else { return false }
        switch event.keysym {
        case .return, .keypadEnter:
            // On the selectable message the user is reading or copying: GTK's dialogs answer nothing there.
            if (view as? AlertContentView)?.messageLabel?.isFocused == true { return true }
            guard let preferred = preferredAction else { return false }
            if !event.isRepeat { select(preferred) }
            return true
        case .escape:
            guard let cancel = cancelAction, cancel.isEnabled else { return false }
            if !event.isRepeat { select(cancel) }
            return true
        case .up:
            return moveButtonFocus(by: -1)
        case .down:
            return moveButtonFocus(by: 1)
        case .left, .right:
            // A right-to-left row reads from the right: Left moves on to the next button.
            let forward = (event.keysym == .right) != (view.effectiveLayoutDirection == .rightToLeft)
            return moveButtonFocus(by: forward ? 1 : -1)
        default:
            return false
        }
    }

    /// The enabled buttons in visual order.
    var focusableButtons: [Button] {
        switch view {
        case let content as AlertContentView: content.buttons.filter(\.isEnabled)
        case let sheet as ActionSheetContentView: sheet.buttons.filter(\.isEnabled)
        default: []
        }
    }

    /// Moves focus `offset` buttons along the visual order, clamped at the ends; with no button
    /// focused, focuses the preferred action's button (or the first enabled one).
    @discardableResult
    func moveButtonFocus(by offset: Int) -> Bool {
        let buttons = focusableButtons
        guard !buttons.isEmpty else { return false }
        if let index = buttons.firstIndex(where: \.isFocused) {
            let target = min(max(index + offset, 0), buttons.count - 1)
            buttons[target].becomeFocused()
        } else {
            let preferredButton = preferredAction?.button
            let start = buttons.first { $0 === preferredButton } ?? buttons[0]
            start.becomeFocused()
        }
        return true
    }
}

// MARK: - Mnemonics

extension AlertController {
    /// Alt plus a letter: chooses the only enabled button with that mnemonic, or, when several share it,
    /// focuses the next of them (the user picks with Space).
    ///
    /// - Returns: Whether a button has that mnemonic.
    func handleMnemonic(_ event: KeyEvent) -> Bool {
        let matching = focusableButtons.filter { $0.label.matches(typed: event.text) }
        guard !matching.isEmpty else { return false }
        if event.isRepeat { return true }
        if matching.count == 1, let action = actions.first(where: { $0.button === matching[0] }) {
            select(action)
            return true
        }
        let next = matching.firstIndex(where: \.isFocused).map { ($0 + 1) % matching.count } ?? 0
        matching[next].becomeFocused()
        return true
    }
}
