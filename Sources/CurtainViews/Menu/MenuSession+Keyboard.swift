import CurtainInput

/// Keys while a menu is open. They act on the deepest open level, as in GTK: Up, Down, Home and End move
/// its highlight; Return, Space and the keypad's Enter choose; Right opens the highlighted submenu and Left
/// closes the deepest submenu (the other way round in a right-to-left menu, whose submenus open to the left); Escape closes one level (the whole menu from the first); a letter chooses the
/// item with that mnemonic, or else highlights the next item starting with it. Every key is swallowed while
/// the menu is open: it is modal, as a grab is.
extension MenuSession {
    /// Handles one key press or repeat; returns true while the menu is open.
    @discardableResult
    func handleKey(_ event: KeyEvent) -> Bool {
        guard !isClosed, let depth = levels.indices.last else { return false }
        var navigation = levels[depth].navigation
        // Right to left, submenus open to the left: Left opens one and Right closes it.
        let opensSubmenu: Keysym = layoutDirection == .rightToLeft ? .left : .right
        switch event.keysym {
        case .down:
            navigation.moveDown()
        case .up:
            navigation.moveUp()
        case .home:
            navigation.moveToFirst()
        case .end:
            navigation.moveToLast()
        case .return, .keypadEnter, .space:
            if !event.isRepeat, let index = navigation.highlighted { choose(index, depth: depth) }
            return true
        case opensSubmenu:
            if let index = navigation.highlighted, levels[depth].menu.items[index].submenu != nil {
                choose(index, depth: depth)
            }
            return true
        case .left, .right:
            if depth > 0 { closeDeepestLevel() }
            return true
        case .escape:
            if depth > 0 { closeDeepestLevel() } else { close() }
            return true
        default:
            guard let text = event.text, !text.isEmpty, !event.modifiers.contains(.control) else { return true }
            if let index = navigation.item(forMnemonic: text) {
                choose(index, depth: depth)
                return true
            }
            navigation.typeAhead(text)
        }
        setHighlight(navigation.highlighted, depth: depth)
        return true
    }

    /// Closes the deepest submenu; its parent item stays highlighted.
    private func closeDeepestLevel() {
        guard levels.count > 1 else { return }
        closeLevels(deeperThan: levels.count - 2)
    }
}
