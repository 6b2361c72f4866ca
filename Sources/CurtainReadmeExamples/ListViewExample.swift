import Curtain

/// "Windows and views": a check list in a window; compiled, never run.
@MainActor func addFruitList(to window: Window) {
// Example begin: docs/Curtain.docc/ViewsAndControls.md
let list = ListView(columns: [ListColumn("Pick"), ListColumn("Fruit")],
                    rows: [["", "Apple"], ["", "Pear"]], selectionMode: .checkBoxes)
list.selection.setSelected(true, forRow: 1)
list.frame = Rect(x: 12, y: 12, width: 336, height: 200)
list.onActivate = { _ in print(list.selectedRows) }
window.contentView.addSubview(list)
list.becomeFocused()
// Example end
}

/// "Windows and views": a list of the app's own values; compiled, never run.
@MainActor func addInvoiceList(to window: Window) {
// Example begin: docs/Curtain.docc/ViewsAndControls.md
struct Invoice { var customer: String; var total: Double }
let invoices = [Invoice(customer: "Ada", total: 120), Invoice(customer: "Grace", total: 80.5)]
let list = ListView(
    items: invoices,
    columns: [ListItemColumn("Customer", \.customer), ListItemColumn("Total") { "\($0.total) €" }])
list.onActivate = { row in print(list.item(atRow: row, as: Invoice.self)?.customer ?? "") }
window.contentView.addSubview(list)
// Example end
}
