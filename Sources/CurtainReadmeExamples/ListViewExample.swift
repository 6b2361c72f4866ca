import Curtain

/// "Windows and views": a check list in a window; compiled, never run.
@MainActor func addFruitList(to window: Window) {
// Example begin: docs/Curtain.docc/ViewsAndControls.md
let list = ListView(columns: [ListColumn("Pick"), ListColumn("Fruit")],
                    rows: [["", "Apple"], ["", "Pear"]], selectionMode: .checkBoxes)
list.selection.setSelected(1, true)
list.frame = Rect(x: 12, y: 12, width: 336, height: 200)
list.onActivate = { _ in print(list.selectedRows) }
window.contentView.addSubview(list)
list.becomeFocused()
// Example end
}
