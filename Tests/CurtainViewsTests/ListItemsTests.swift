import CurtainRendering
@testable import CurtainViews
import Testing

@Suite("List view of the app's own values")
@MainActor
struct ListItemsTests {
    struct Fruit: Equatable {
        var name: String
        var price: Int
    }

    static let fruits = (0..<1000).map { Fruit(name: "fruit \($0)", price: $0 * 5) }

    static func list(
        _ mode: ListSelection.Mode = .multiple, read: @escaping (Int) -> Void = { _ in }
    ) -> (ListView, RootView) {
        let list = ListView(
            items: fruits,
            columns: [
                ListItemColumn("Fruit", \.name),
                ListItemColumn("Price") { fruit in
                    read(fruit.price / 5)
                    return "\(fruit.price) ¢"
                },
            ],
            selectionMode: mode)
        let root = RootView(frame: Rect(x: 0, y: 0, width: 300, height: 28 * 11))
        root.addSubview(list)
        list.frame = root.bounds
        root.layoutIfNeeded()
        list.becomeFocused()
        return (list, root)
    }

    @Test("cells come from the columns' key paths and closures, and rows reads them as strings")
    func cellsFromColumns() {
        let (list, _) = Self.list()
        #expect(list.rowCount == 1000)
        #expect(list.columns.map(\.title) == ["Fruit", "Price"])
        #expect(list.cell(atRow: 3, column: 0) == "fruit 3")
        #expect(list.cell(atRow: 3, column: 1) == "15 ¢")
        #expect(list.rows[2] == ["fruit 2", "10 ¢"])
        #expect(list.item(atRow: 7, as: Fruit.self) == Fruit(name: "fruit 7", price: 35))
        #expect(list.item(atRow: 1000, as: Fruit.self) == nil)
        #expect(list.item(atRow: 7, as: String.self) == nil)
    }

    @Test("the chosen rows come back as the app's values, and type-ahead searches their text")
    func selectionAndTypeAhead() {
        let (list, _) = Self.list()
        list.selection.setSelected(true, forRow: 4)
        list.selection.setSelected(true, forRow: 2)
        #expect(list.selectedItems(as: Fruit.self).map(\.name) == ["fruit 2", "fruit 4"])
        list.search("fruit 99")
        #expect(list.selection.cursor == 99)
    }

    @Test("a value's text is read only for the rows measured and drawn, not for every row")
    func readsOnlyWhatItShows() throws {
        var read = Set<Int>()
        let (_, root) = Self.list { read.insert($0) }
        _ = root.render(in: GraphicsContext(surface: try ImageSurface(width: 300, height: 28 * 11)), scale: 1)
        #expect(read.count <= ListView.measuredRowLimit)
        #expect(read.contains(0) && !read.contains(999))
    }

    @Test("setItems replaces strings; setting rows replaces values")
    func replacingContent() {
        let list = ListView(columns: [ListColumn("Name")], rows: [["a"], ["b"]])
        list.setItems(Array(Self.fruits.prefix(3)), columns: [ListItemColumn("Fruit", \.name)])
        #expect(list.rows == [["fruit 0"], ["fruit 1"], ["fruit 2"]])
        list.rows = [["x"]]
        #expect(list.rowCount == 1 && list.item(atRow: 0, as: Fruit.self) == nil)
    }
}
