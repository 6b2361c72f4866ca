/// Which rows of a ``ListView`` are chosen, and where the keyboard cursor is: the list's
/// selection model, free of drawing so that it is tested on its own.
///
/// The four modes follow zenity's list dialogs:
/// - ``Mode-swift.enum/single``: the cursor row is the selection (moving the cursor selects).
/// - ``Mode-swift.enum/multiple``: moving the cursor selects only the cursor row; Space (or a
///   Ctrl+click) adds or removes a row without losing the others; Shift extends a range.
/// - ``Mode-swift.enum/checkBoxes``: the cursor only highlights; Space or a click on the
///   indicator checks and unchecks; the checked rows are the selection.
/// - ``Mode-swift.enum/radioButtons``: as check boxes, but checking a row unchecks the others.
///
/// ```swift
/// var selection = ListSelection(mode: .checkBoxes, rowCount: 3)
/// selection.moveCursor(to: 2)
/// selection.toggle(2)
/// selection.selectedRows   // [2]
/// ```
public struct ListSelection: Sendable, Equatable {
    /// How rows are chosen.
    public enum Mode: Sendable, Equatable {
        /// One row, the cursor row.
        case single
        /// Any set of rows, highlighted.
        case multiple
        /// Any set of rows, with a check box each.
        case checkBoxes
        /// At most one row, with a radio button each.
        case radioButtons

        /// Whether rows carry an indicator in the first column.
        public var hasIndicators: Bool { self == .checkBoxes || self == .radioButtons }
    }

    /// How rows are chosen.
    public let mode: Mode
    /// How many rows there are; the cursor and selection stay inside.
    public var rowCount: Int {
        didSet {
            chosen = chosen.filter { $0 < rowCount }
            if let cursor, cursor >= rowCount { self.cursor = rowCount > 0 ? rowCount - 1 : nil }
        }
    }
    /// The keyboard cursor's row, `nil` before the first move (zenity's list starts so:
    /// nothing highlighted, nothing chosen).
    public private(set) var cursor: Int?
    /// The anchor of a Shift range in ``Mode-swift.enum/multiple``.
    private var anchor: Int?
    private var chosen: Set<Int> = []

    /// Creates an empty selection.
    public init(mode: Mode, rowCount: Int) {
        self.mode = mode
        self.rowCount = rowCount
    }

    /// The chosen rows (selected, or checked), in row order.
    public var selectedRows: [Int] { chosen.sorted() }

    /// Whether `row` is chosen.
    public func isSelected(_ row: Int) -> Bool { chosen.contains(row) }

    /// Moves the cursor to `row` (clamped), selecting as the mode says.
    ///
    /// - Parameters:
    ///   - row: the new cursor row; clamped to the rows.
    ///   - extending: Shift is held: in ``Mode-swift.enum/multiple``, select the range from the anchor.
    ///   - keepingSelection: Ctrl is held: move without changing what is selected.
    public mutating func moveCursor(to row: Int, extending: Bool = false, keepingSelection: Bool = false) {
        guard rowCount > 0 else { return }
        let row = min(max(row, 0), rowCount - 1)
        cursor = row
        switch mode {
        case .single:
            chosen = [row]
        case .multiple where keepingSelection:
            break
        case .multiple where extending:
            let start = anchor ?? row
            chosen = Set(min(start, row)...max(start, row))
        case .multiple:
            chosen = [row]
            anchor = row
        case .checkBoxes, .radioButtons:
            break
        }
    }

    /// Toggles `row`: checks or unchecks it, adds or removes it from a multiple selection;
    /// a radio row is checked (a checked radio row stays checked); a single row is selected.
    public mutating func toggle(_ row: Int) {
        guard row >= 0, row < rowCount else { return }
        switch mode {
        case .single, .radioButtons:
            chosen = [row]
        case .multiple, .checkBoxes:
            if chosen.remove(row) == nil { chosen.insert(row) }
            anchor = row
        }
    }

    /// Sets whether `row` is chosen, as the initial `TRUE`/`FALSE` of a zenity check list does.
    /// A radio or single list keeps the last row set.
    public mutating func setSelected(_ isSelected: Bool, forRow row: Int) {
        guard row >= 0, row < rowCount else { return }
        if !isSelected {
            chosen.remove(row)
        } else if mode == .single || mode == .radioButtons {
            chosen = [row]
        } else {
            chosen.insert(row)
        }
    }
}
