import CurtainTestSupport
import Testing
import CurtainViews

@Suite("List selection model", .blocking)
struct ListSelectionTests {
    @Test("a single selection follows the cursor and starts empty")
    func singleFollowsCursor() {
        var selection = ListSelection(mode: .single, rowCount: 5)
        #expect(selection.cursor == nil && selection.selectedRows.isEmpty)
        selection.moveCursor(to: 3)
        #expect(selection.selectedRows == [3])
        selection.moveCursor(to: 99)
        #expect(selection.cursor == 4 && selection.selectedRows == [4])
        selection.moveCursor(to: -3)
        #expect(selection.selectedRows == [0])
    }

    @Test("a multiple selection extends with Shift, keeps with Ctrl and toggles with Space")
    func multipleExtendsAndToggles() {
        var selection = ListSelection(mode: .multiple, rowCount: 10)
        selection.moveCursor(to: 2)
        selection.moveCursor(to: 5, extending: true)
        #expect(selection.selectedRows == [2, 3, 4, 5])
        selection.moveCursor(to: 8, keepingSelection: true)
        selection.toggle(8)
        #expect(selection.selectedRows == [2, 3, 4, 5, 8])
        selection.toggle(3)
        #expect(selection.selectedRows == [2, 4, 5, 8])
        selection.moveCursor(to: 0)
        #expect(selection.selectedRows == [0])
    }

    @Test("check boxes toggle independently and the cursor never checks")
    func checkBoxes() {
        var selection = ListSelection(mode: .checkBoxes, rowCount: 4)
        selection.setSelected(true, forRow: 0)
        selection.setSelected(true, forRow: 2)
        selection.moveCursor(to: 1)
        #expect(selection.selectedRows == [0, 2])
        selection.toggle(1)
        selection.toggle(0)
        #expect(selection.selectedRows == [1, 2])
    }

    @Test("radio buttons keep at most one row, the last one set")
    func radioButtons() {
        var selection = ListSelection(mode: .radioButtons, rowCount: 4)
        selection.setSelected(true, forRow: 0)
        selection.setSelected(true, forRow: 3)
        #expect(selection.selectedRows == [3])
        selection.toggle(1)
        selection.toggle(1)
        #expect(selection.selectedRows == [1])
    }

    @Test("fewer rows drop the selection and cursor past the end")
    func shrinking() {
        var selection = ListSelection(mode: .multiple, rowCount: 10)
        selection.moveCursor(to: 9)
        selection.toggle(4)
        #expect(selection.selectedRows == [4, 9])
        selection.rowCount = 5
        #expect(selection.cursor == 4 && selection.selectedRows == [4])
    }
}
