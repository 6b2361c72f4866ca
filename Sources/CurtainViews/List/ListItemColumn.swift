/// A column of a ``ListView`` that shows the app's own values: the column, and the text a value shows in it.
///
/// ```swift
/// struct Fruit { var name: String; var price: Double }
/// let list = ListView(
///     items: [Fruit(name: "Apple", price: 0.5), Fruit(name: "Pear", price: 0.75)],
///     columns: [ListItemColumn("Fruit", \.name), ListItemColumn("Price") { "\($0.price) €" }])
/// ```
public struct ListItemColumn<Item> {
    /// The header and whether the column is shown.
    public var column: ListColumn
    /// The text a value shows in this column.
    public var text: (Item) -> String

    /// A column whose cells are what `text` makes of each value.
    ///
    /// - Parameters:
    ///   - title: the header title.
    ///   - isHidden: leave the column out of drawing (its text is still in ``ListView/rows``).
    ///   - text: the cell's text for a value.
    public init(_ title: String, isHidden: Bool = false, text: @escaping (Item) -> String) {
        column = ListColumn(title, isHidden: isHidden)
        self.text = text
    }

    /// A column whose cells are a string property of each value.
    ///
    /// - Parameters:
    ///   - title: the header title.
    ///   - isHidden: leave the column out of drawing.
    ///   - keyPath: the property shown.
    public init(_ title: String, isHidden: Bool = false, _ keyPath: KeyPath<Item, String>) {
        self.init(title, isHidden: isHidden) { $0[keyPath: keyPath] }
    }
}
