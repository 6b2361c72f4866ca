import CurtainRendering

/// A list reads as a `table` when it shows a header or more than one column, as GTK's tree view does: its
/// children are the column headers, then every row's shown cells, row by row. A single column without a
/// header reads as a `list` of `list item`s. Hidden columns are left out, as they are on screen.
///
/// Cells are items (``AccessibleItemContainer``): made only when read, so 100,000 rows cost nothing until an
/// assistive tool asks. A chosen row's cells are `selected`; in a check or radio list the indicator cell is
/// `checkable`, `checked` when chosen, and its action `toggle` does what Space does. Selection through AT-SPI
/// chooses rows exactly as a click or Space would: it is what the command prints.
extension ListView: AccessibleItemContainer, AccessibleSelection {
    public var accessibilityElement: AccessibilityElement {
        let many = selection.mode == .multiple || selection.mode == .checkBoxes
        return AccessibilityElement(
            role: isAccessibleTable ? .table : .list, name: "",
            states: many ? [.multiSelectable] : [])
    }

    /// Whether the list reads as a table.
    var isAccessibleTable: Bool { !isHeaderHidden || shownColumns.count > 1 }

    /// The indices of the columns on screen.
    var shownColumns: [Int] { columns.indices.filter { !columns[$0].isHidden } }

    /// The header items before the first cell.
    private var headerItemCount: Int { isAccessibleTable && !isHeaderHidden ? shownColumns.count : 0 }

    /// The items per row: one per shown column in a table, one in a list.
    private var itemsPerRow: Int { isAccessibleTable ? max(1, shownColumns.count) : 1 }

    package var accessibleItemCount: Int { headerItemCount + rowCount * itemsPerRow }

    /// The row (`nil` for a header) and column of the item at `index`.
    private func position(ofItem index: Int) -> (row: Int?, column: Int) {
        let shown = shownColumns
        if index < headerItemCount { return (nil, shown[index]) }
        let offset = index - headerItemCount
        let column = isAccessibleTable ? shown[offset % itemsPerRow] : (searchColumn ?? shown.first ?? 0)
        return (offset / itemsPerRow, column)
    }

    /// The child index of `row`'s first item.
    private func firstItem(ofRow row: Int) -> Int { headerItemCount + row * itemsPerRow }

    package func accessibleItem(at index: Int) -> AccessibilityElement {
        let (row, column) = position(ofItem: index)
        guard let row else { return AccessibilityElement(role: .tableColumnHeader, name: columns[column].title) }
        var states: AccessibilityStates = [.selectable]
        if selection.isSelected(row) { states.insert(.selected) }
        guard isAccessibleTable else {
            return AccessibilityElement(role: .listItem, name: cell(atRow: row, column: column), states: states)
        }
        if column == 0 && selection.mode.hasIndicators {
            states.insert(.checkable)
            if selection.isSelected(row) { states.insert(.checked) }
            return AccessibilityElement(role: .tableCell, name: "", actionName: "toggle", states: states)
        }
        return AccessibilityElement(role: .tableCell, name: cell(atRow: row, column: column), states: states)
    }

    package func accessibleItemFrame(at index: Int) -> Rect? {
        let (row, column) = position(ofItem: index)
        let rects = columnRects()
        let x = isAccessibleTable ? rects[column].x : 0
        let width = isAccessibleTable ? rects[column].width : bounds.width
        guard let row else { return Rect(x: x, y: 0, width: width, height: headerHeight) }
        let y = rowLayout.y(of: row, scrolledBy: contentOffset)
        guard y + rowHeight > headerHeight, y < bounds.height else { return nil }
        return Rect(x: x, y: y, width: width, height: rowHeight)
    }

    /// `toggle` on an indicator cell: what Space does on its row.
    package func performAccessibleItemAction(at index: Int) {
        guard let row = position(ofItem: index).row, selection.mode.hasIndicators else { return }
        asUser { selection.toggle(row) }
    }

    package var accessibleSelectedChildren: [Int] { selectedRows.map(firstItem(ofRow:)) }

    package func isAccessibleChildSelected(at index: Int) -> Bool {
        position(ofItem: index).row.map(selection.isSelected) ?? false
    }

    package func setAccessibleChild(at index: Int, selected: Bool) -> Bool {
        guard index >= 0, index < accessibleItemCount, let row = position(ofItem: index).row else { return false }
        asUser { selection.setSelected(selected, forRow: row) }
        if selected { scrollToRow(row) }
        return selection.isSelected(row) == selected
    }

    package func setAllAccessibleChildren(selected: Bool) -> Bool {
        if !selected {
            asUser { for row in selectedRows { selection.setSelected(false, forRow: row) } }
            return true
        }
        guard selection.mode == .multiple || selection.mode == .checkBoxes else { return false }
        var all = selection
        for row in 0..<rowCount { all.setSelected(true, forRow: row) }
        asUser { selection = all }
        return true
    }
}
