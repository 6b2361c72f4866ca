import Curtain

/// "Menus and combo boxes": a menu button with a submenu, and a combo box; compiled, never run.
@MainActor func addMenuAndComboBox(to window: Window) {
// Example begin: docs/Curtain.docc/ViewsAndControls.md
let share = Menu(title: "Share", items: [MenuItem(title: "_Mail") { _ in print("mail") }])
let menu = Menu(title: "File", items: [
    MenuItem(title: "_Open…") { _ in print("open") },
    MenuItem(title: "_Wrap Lines", isChecked: true) { item in item.isChecked.toggle() },
    MenuItem(title: "_Print", isEnabled: false),
    .separator(),
    MenuItem(title: "_Share", submenu: share),
])
let button = Button(title: "File")
button.frame = Rect(x: 12, y: 12, width: 80, height: 32)
button.action = { window.popUp(menu, from: button) }   // a click or key: the menu grabs with its serial

let size = ComboBox(items: ["Small", "Medium", "Large"], selectedIndex: 1)
size.frame = Rect(x: 104, y: 12, width: 160, height: 32)
size.onChange = { index in print(index.map { size.items[$0] } ?? "none") }
window.contentView.addSubview(button)
window.contentView.addSubview(size)
// Example end
}
