/// Lists of the app's own values: the list keeps the values, reads a cell's text only when it draws, measures
/// or searches that row, and hands the values back for the rows the user chose.
extension ListView {
    /// Creates a list of the app's own values.
    ///
    /// - Parameters:
    ///   - items: the values, one row each.
    ///   - columns: the columns and the text each value shows in them.
    ///   - selectionMode: how rows are chosen.
    public convenience init<Item>(
        items: [Item], columns: [ListItemColumn<Item>], selectionMode: ListSelection.Mode = .single
    ) {
        self.init(columns: columns.map(\.column), selectionMode: selectionMode)
        setItems(items, columns: columns)
    }

    /// Shows `items` in `columns`, in place of what the list showed; the selection keeps the rows that still exist.
    ///
    /// - Parameters:
    ///   - items: the values, one row each.
    ///   - columns: the columns and the text each value shows in them.
    public func setItems<Item>(_ items: [Item], columns: [ListItemColumn<Item>]) {
        let texts = columns.map(\.text)
        self.columns = columns.map(\.column)
        content = .items(
            count: items.count,
            text: { row, column in column < texts.count ? texts[column](items[row]) : "" },
            item: { items[$0] })
    }

    /// The value shown in `row`, or `nil` when the list shows strings, the row does not exist, or the value is
    /// not an `Item`.
    public func item<Item>(atRow row: Int, as type: Item.Type = Item.self) -> Item? {
        content.item(at: row) as? Item
    }

    /// The values in the chosen rows (selected or checked), in row order.
    public func selectedItems<Item>(as type: Item.Type = Item.self) -> [Item] {
        selectedRows.compactMap { item(atRow: $0, as: type) }
    }
}
