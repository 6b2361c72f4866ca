import CurtainInput
import CurtainRendering

/// Keys and clicks: the cursor and the chosen swatch.
extension ColorPalette {
    /// The arrows move the cursor from swatch to swatch (Left and Right mirrored right to left), Home and End to the
    /// row's first and last; Return and Space choose the cursor's swatch, or activate it when it is chosen already.
    /// Everything else goes on (Tab to the dialog, Escape to cancel).
    func handlePaletteKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isDisjoint(with: [.control, .alt, .logo]) else { return false }
        let here = cursorPosition
        let later = isRightToLeft ? Keysym.left : .right
        let earlier = isRightToLeft ? Keysym.right : .left
        switch event.keysym {
        case later: moveCursor(to: Position(row: here.row, column: here.column + 1))
        case earlier: moveCursor(to: Position(row: here.row, column: here.column - 1))
        case .down: moveCursor(to: Position(row: here.row + 1, column: here.column))
        case .up: moveCursor(to: Position(row: here.row - 1, column: here.column))
        case .home: moveCursor(to: Position(row: here.row, column: 0))
        case .end: moveCursor(to: Position(row: here.row, column: count(inRow: here.row) - 1))
        case .return, .keypadEnter, .space:
            guard !event.isRepeat else { return true }
            activateCursor()
        default: return false
        }
        return true
    }

    /// A click chooses the swatch under the pointer (the "+" swatch asks for a new colour), as GTK's swatches take
    /// a click.
    func handlePalettePointer(_ event: PointerEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.kind {
        case .press(.left):
            return true
        case .release(.left):
            let point = Point(x: event.x, y: event.y)
            if let position = positions.first(where: { swatchRect(at: $0).contains(point) }) {
                selectAsUser(position)
            }
            return true
        default:
            return false
        }
    }
}
