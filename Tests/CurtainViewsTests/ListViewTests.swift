import CurtainTestSupport
import CurtainViews
import Testing
import CurtainInput
import CurtainRendering

@Suite("List view: keys, type-ahead, pointer and virtualised drawing")
@MainActor
struct ListViewTests {
    static func list(_ count: Int, mode: ListSelection.Mode = .single) -> (ListView, RootView) {
        let rows = (0..<count).map { ["\($0)", "row \($0)"] }
        let list = ListView(columns: [ListColumn("Id", isHidden: true), ListColumn("Name")], rows: rows, selectionMode: mode)
        let root = RootView(frame: Rect(x: 0, y: 0, width: 300, height: 28 * 11))
        root.addSubview(list)
        list.frame = root.bounds  // a header and ten rows
        root.layoutIfNeeded()
        list.becomeFocused()
        return (list, root)
    }

    static func key(_ keysym: Keysym, text: String? = nil, _ modifiers: KeyModifiers = []) -> KeyEvent {
        KeyEvent(keysym: keysym, text: text, modifiers: modifiers)
    }

    @Test("Down starts at the second row, as GTK's list does, and End, Home, Page Down move and scroll")
    func navigation() {
        let (list, root) = Self.list(100)
        _ = root.handleKeyEvent(Self.key(.down))
        #expect(list.selectedRows == [1])
        _ = root.handleKeyEvent(Self.key(.end))
        #expect(list.selectedRows == [99])
        #expect(list.contentOffset == list.maximumContentOffset)
        _ = root.handleKeyEvent(Self.key(.home))
        #expect(list.selectedRows == [0] && list.contentOffset == 0)
        _ = root.handleKeyEvent(Self.key(Keysym(rawValue: 0xff56)))
        #expect(list.selectedRows == [list.rowsPerPage] && list.rowsPerPage == 10)
        #expect(list.contentOffset > 0)
    }

    @Test("Return activates the cursor row, and does nothing before the first move")
    func returnActivates() {
        let (list, root) = Self.list(5)
        var activated: [Int] = []
        list.onActivate = { activated.append($0) }
        #expect(root.handleKeyEvent(Self.key(.return)))
        #expect(activated.isEmpty)
        _ = root.handleKeyEvent(Self.key(.down))
        _ = root.handleKeyEvent(Self.key(.return))
        #expect(activated == [1])
    }

    @Test("in a multiple list Return keeps only the cursor row, as zenity prints")
    func multipleReturn() {
        let (list, root) = Self.list(5, mode: .multiple)
        list.onActivate = { _ in }
        _ = root.handleKeyEvent(Self.key(.down))
        _ = root.handleKeyEvent(Self.key(.down, .shift))
        #expect(list.selectedRows == [0, 1])
        _ = root.handleKeyEvent(Self.key(.return))
        #expect(list.selectedRows == [1])
    }

    @Test("Space toggles a check box; Return leaves a check list open")
    func spaceToggles() {
        let (list, root) = Self.list(5, mode: .checkBoxes)
        var activated = false
        list.onActivate = { _ in activated = true }
        _ = root.handleKeyEvent(Self.key(.down))
        _ = root.handleKeyEvent(Self.key(.space, text: " "))
        #expect(list.selectedRows == [1])
        _ = root.handleKeyEvent(Self.key(.space, text: " "))
        #expect(list.selectedRows == [])
        _ = root.handleKeyEvent(Self.key(.return))
        #expect(!activated)
    }

    @Test("type-ahead searches the first shown column, by prefix or anywhere")
    func typeAhead() {
        let list = ListView(columns: [ListColumn("Fruit")], rows: [["apple"], ["Banana"], ["cherry"], ["blueberry"]])
        list.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        #expect(list.handleKey(Self.key(Keysym(rawValue: 0x62), text: "b")))
        #expect(list.selectedRows == [1])
        list.search("bl")
        #expect(list.selectedRows == [3])
        list.searchesWithinText = true
        list.search("herr")
        #expect(list.selectedRows == [2])
        list.search("zzz")
        #expect(list.selectedRows == [2])
    }

    @Test("a click selects its row; a second click on it soon after activates")
    func clicks() {
        let (list, root) = Self.list(5)
        var activated: [Int] = []
        list.onActivate = { activated.append($0) }
        let y = 28.0 + 2 * 28 + 5  // the header, then the third row
        _ = root.handlePointerEvent(PointerEvent(kind: .press(.left), x: 50, y: y))
        #expect(list.selectedRows == [2] && activated.isEmpty)
        _ = root.handlePointerEvent(PointerEvent(kind: .press(.left), x: 50, y: y))
        #expect(activated == [2])
    }

    @Test("drawing 100,000 rows draws only the visible band, as for 20 rows")
    func virtualisedDrawing() throws {
        var drawn: [Range<Int>] = []
        for count in [20, 100_000] {
            let (list, root) = Self.list(count)
            let surface = try ImageSurface(width: 300, height: 28 * 11)
            _ = root.render(in: GraphicsContext(surface: surface), scale: 1)
            drawn.append(list.drawnRows)
            _ = root.handleKeyEvent(Self.key(.end))
            _ = root.render(in: GraphicsContext(surface: surface), scale: 1)
            drawn.append(list.drawnRows)
        }
        #expect(drawn[0] == 0..<10 && drawn[2] == 0..<10)
        #expect(drawn[3].count <= 11 && drawn[3].upperBound == 100_000)
    }

    @Test("hidden columns take no width, and the header can be hidden")
    func hiddenColumnsAndHeader() {
        let (list, _) = Self.list(3)
        #expect(list.sizeThatFits(.unbounded).height == 28 * 4)
        list.isHeaderHidden = true
        #expect(list.sizeThatFits(.unbounded).height == 28 * 3)
        #expect(list.row(at: Point(x: 5, y: 1)) == 0)
    }

    @Test("right to left the columns run from the right: a click on the rightmost column toggles a check box")
    func rightToLeftColumns() throws {
        let list = ListView(
            columns: [ListColumn("Pick"), ListColumn("Name")], rows: [["", "Apple"], ["", "Pear"]],
            selectionMode: .checkBoxes)
        let root = RootView(frame: Rect(x: 0, y: 0, width: 300, height: 28 * 3))
        root.layoutDirection = .rightToLeft
        root.addSubview(list)
        list.frame = root.bounds
        root.layoutIfNeeded()
        let click = { (x: Double, y: Double) in
            root.handlePointerEvent(PointerEvent(kind: .press(.left), x: x, y: y))
            root.handlePointerEvent(PointerEvent(kind: .release(.left), x: x, y: y))
        }
        click(10, 28 + 14)  // the left edge: the Name column now
        #expect(list.selectedRows == [])
        click(290, 28 * 2 + 14)  // the right edge: the check boxes
        #expect(list.selectedRows == [1])
        // The check boxes' ink is at the right, the names' at the left of the Name column, which fills the rest.
        root.clearColor = .white
        let surface = try renderToSurface(root)
        // Whatever is not white in the first row: its unchecked box's grey border and its name.
        let ink = (0..<surface.width).filter { surface.pixel(x: $0, y: 28 + 14) & 0xE0E0E0 != 0xE0E0E0 }
        #expect(ink.contains { $0 > 260 }, "a check box at the right: \(ink)")
        #expect(!ink.contains { $0 < 150 }, "the name starts at its column's right edge, beside the check boxes")
    }
}
