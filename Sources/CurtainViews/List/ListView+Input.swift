import CurtainInput
import CurtainRendering

/// Keys, pointer and type-ahead.
extension ListView {
    /// Page Up and Page Down (XK_Prior, XK_Next).
    static let pageUp = Keysym(rawValue: 0xff55)
    static let pageDown = Keysym(rawValue: 0xff56)
    /// The keypad's Enter and the main Return both activate.
    static let activateKeys: Set<Keysym> = [.return, .keypadEnter]

    /// Moves, toggles, activates or searches; `false` for keys the list does not use.
    func handleListKey(_ event: KeyEvent) -> Bool {
        let extending = event.modifiers.contains(.shift)
        let keeping = event.modifiers.contains(.control)
        // Before the first move the cursor is nowhere; as in GTK's tree view, keys then start
        // from the first row: in a single selection Down goes to the second row, while in a
        // multiple one the first Up or Down only selects the first row.
        let base = selection.cursor ?? 0
        let startsMultiple = selection.cursor == nil && selection.mode == .multiple
        switch event.keysym {
        case .down: moveCursor(to: startsMultiple ? 0 : base + 1, extending, keeping)
        case .up: moveCursor(to: startsMultiple ? 0 : base - 1, extending, keeping)
        case Self.pageDown: moveCursor(to: base + rowsPerPage, extending, keeping)
        case Self.pageUp: moveCursor(to: base - rowsPerPage, extending, keeping)
        case .home: moveCursor(to: 0, extending, keeping)
        case .end: moveCursor(to: rowCount - 1, extending, keeping)
        case .space:
            guard let cursor = selection.cursor else { moveCursor(to: 0, false, false); return true }
            if selection.mode == .single { return true }
            selection.toggle(cursor)
        case _ where Self.activateKeys.contains(event.keysym):
            // Return without a cursor does nothing (zenity's list stays open); with one it
            // activates, and in a multiple selection first selects only the cursor row, as GTK does.
            // In a check or radio list Return does nothing either: zenity's stays open there too.
            guard let cursor = selection.cursor, !selection.mode.hasIndicators else { return true }
            if selection.mode == .multiple { selection.moveCursor(to: cursor) }
            onActivate?(cursor)
        default:
            guard !event.modifiers.contains(.control), !event.modifiers.contains(.alt),
                let typed = event.text, !typed.isEmpty, typed.unicodeScalars.allSatisfy({ $0.value >= 0x20 })
            else { return false }
            search(typeAhead.add(typed))
        }
        return true
    }

    /// Moves the cursor to the first row at or after the cursor whose first shown text column
    /// matches `text`, wrapping around; a failed search leaves the cursor where it is.
    public func search(_ text: String) {
        guard let column = searchColumn, rowCount > 0 else { return }
        let found = typeAhead.row(matching: text, rowCount: rowCount, from: selection.cursor ?? 0) {
            cell(atRow: $0, column: column)
        }
        if let found { moveCursor(to: found, false, false) }
    }

    /// The column type-ahead looks in: the first shown one that holds text.
    var searchColumn: Int? {
        columns.indices.first { !columns[$0].isHidden && !($0 == 0 && selection.mode.hasIndicators) }
    }

    private func moveCursor(to row: Int, _ extending: Bool, _ keeping: Bool) {
        guard rowCount > 0 else { return }
        selection.moveCursor(to: row, extending: extending, keepingSelection: keeping)
        if let cursor = selection.cursor { scrollToRow(cursor) }
    }

    /// Scrolls, selects, toggles an indicator, or activates on a double click.
    func handleListPointer(_ event: PointerEvent) -> Bool {
        switch event.kind {
        case .scroll(_, let dy):
            return scroll(by: dy)
        case .press(.left):
            guard let row = row(at: Point(x: event.x, y: event.y)) else { return true }
            let isDouble = doubleClick.press(on: row)
            if selection.mode.hasIndicators {
                selection.moveCursor(to: row)
                let indicator = columnRects().first.map { event.x >= $0.x && event.x < $0.x + $0.width } ?? false
                if indicator && !isDouble { selection.toggle(row) }
            } else {
                // As in GTK, a plain click selects only its row; Space and Shift build a multiple selection.
                selection.moveCursor(to: row)
            }
            if isDouble { onActivate?(row) }
            return true
        default:
            return false
        }
    }
}
