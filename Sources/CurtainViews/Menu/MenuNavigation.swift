/// Which item of one open menu is highlighted, and how keys move it: the keyboard model of a menu level,
/// kept apart from drawing and Wayland so that it is tested on its own.
///
/// Up and Down skip separators and disabled items and wrap around, as GTK's menus do; Home and End go to
/// the first and last item that can be chosen. A typed letter is first a mnemonic (``item(forMnemonic:)``),
/// else it moves the highlight to the next choosable item whose title starts with it.
@MainActor package struct MenuNavigation: Equatable, Sendable {
    /// Whether each item can be highlighted (enabled and not a separator).
    package let selectable: [Bool]
    /// The shown titles, for type-ahead.
    package let titles: [String]
    /// The mnemonic of each item, lowercased.
    package let mnemonics: [Character?]
    /// The highlighted item, if any.
    package var highlighted: Int?

    /// The navigation state of `menu`'s items with nothing highlighted.
    package init(menu: Menu) {
        selectable = menu.items.map(\.isSelectable)
        titles = menu.items.map(\.label.text)
        mnemonics = menu.items.map { $0.isSelectable ? $0.label.mnemonic : nil }
    }

    /// Highlights the next choosable item below the current one, wrapping to the top (the first when
    /// nothing is highlighted).
    package mutating func moveDown() {
        highlighted = step(from: highlighted ?? -1, by: 1)
    }

    /// Highlights the next choosable item above the current one, wrapping to the bottom (the last when
    /// nothing is highlighted).
    package mutating func moveUp() {
        highlighted = step(from: highlighted ?? selectable.count, by: -1)
    }

    /// Highlights the first choosable item.
    package mutating func moveToFirst() {
        highlighted = selectable.firstIndex(of: true)
    }

    /// Highlights the last choosable item.
    package mutating func moveToLast() {
        highlighted = selectable.lastIndex(of: true)
    }

    /// The choosable item whose mnemonic is `typed` (one character, any case), if exactly one claims it
    /// or, when several do, the first.
    package func item(forMnemonic typed: String) -> Int? {
        guard typed.count == 1, let key = typed.lowercased().first else { return nil }
        return mnemonics.firstIndex { $0 == key }
    }

    /// Moves the highlight to the next choosable item after the current one whose title starts with
    /// `typed` (case-insensitively), wrapping around; returns whether one was found.
    @discardableResult
    package mutating func typeAhead(_ typed: String) -> Bool {
        let prefix = typed.lowercased()
        guard !prefix.isEmpty, !selectable.isEmpty else { return false }
        let start = highlighted ?? -1
        for distance in 1...selectable.count {
            let index = (start + distance + selectable.count) % selectable.count
            if selectable[index], titles[index].lowercased().hasPrefix(prefix) {
                highlighted = index
                return true
            }
        }
        return false
    }

    /// The next choosable index from `start` in direction `delta`, wrapping; `nil` when none can be chosen.
    private func step(from start: Int, by delta: Int) -> Int? {
        let count = selectable.count
        guard count > 0 else { return nil }
        var index = start
        for _ in 0..<count {
            index = ((index + delta) % count + count) % count
            if selectable[index] { return index }
        }
        return nil
    }
}
