import Testing
@testable import CurtainInput
@testable import CurtainViews

/// The keyboard model of one open menu: arrows skip separators and disabled items and wrap, Home and End,
/// mnemonics and type-ahead.
@MainActor @Suite("Menu keyboard navigation")
struct MenuNavigationTests {
    private func fileMenu() -> Menu {
        Menu(items: [
            MenuItem(title: "_New"),
            MenuItem(title: "_Open…"),
            MenuItem(title: "Open _Recent", submenu: Menu(items: [MenuItem(title: "a.txt")])),
            .separator(),
            MenuItem(title: "_Print", isEnabled: false),
            MenuItem(title: "_Quit"),
        ])
    }

    @Test("Down from nothing highlights the first item, then skips the separator and the disabled item")
    func downSkipsWhatCannotBeChosen() {
        var navigation = MenuNavigation(menu: fileMenu())
        var visited: [Int?] = []
        for _ in 0..<5 {
            navigation.moveDown()
            visited.append(navigation.highlighted)
        }
        #expect(visited == [0, 1, 2, 5, 0])
    }

    @Test("Up from nothing highlights the last item and wraps from the first to the last")
    func upWraps() {
        var navigation = MenuNavigation(menu: fileMenu())
        navigation.moveUp()
        #expect(navigation.highlighted == 5)
        navigation.moveUp()
        #expect(navigation.highlighted == 2)
        navigation.highlighted = 0
        navigation.moveUp()
        #expect(navigation.highlighted == 5)
    }

    @Test("Home and End go to the first and last items that can be chosen")
    func homeAndEnd() {
        let menu = Menu(items: [
            MenuItem(title: "off", isEnabled: false), MenuItem(title: "a"), MenuItem(title: "b"), .separator(),
        ])
        var navigation = MenuNavigation(menu: menu)
        navigation.moveToLast()
        #expect(navigation.highlighted == 2)
        navigation.moveToFirst()
        #expect(navigation.highlighted == 1)
    }

    @Test("a mnemonic letter in either case names its item; a disabled item's mnemonic names nothing")
    func mnemonics() {
        let navigation = MenuNavigation(menu: fileMenu())
        #expect(navigation.item(forMnemonic: "o") == 1)
        #expect(navigation.item(forMnemonic: "R") == 2)
        #expect(navigation.item(forMnemonic: "p") == nil)
        #expect(navigation.item(forMnemonic: "x") == nil)
    }

    @Test("type-ahead moves to the next item starting with the letter, wrapping, and ignores disabled ones")
    func typeAhead() {
        var navigation = MenuNavigation(menu: fileMenu())
        var found = navigation.typeAhead("o")
        #expect(found && navigation.highlighted == 1)
        found = navigation.typeAhead("o")
        #expect(found && navigation.highlighted == 2)
        found = navigation.typeAhead("o")
        #expect(found && navigation.highlighted == 1)
        found = navigation.typeAhead("p")
        #expect(!found && navigation.highlighted == 1)
    }

    @Test("a menu with nothing to choose never highlights anything")
    func nothingToChoose() {
        var navigation = MenuNavigation(menu: Menu(items: [.separator(), MenuItem(title: "x", isEnabled: false)]))
        navigation.moveDown()
        #expect(navigation.highlighted == nil)
        navigation.moveUp()
        #expect(navigation.highlighted == nil)
    }

    @Test("items parse their mnemonic: the underscore goes, the letter is kept, a double underscore is literal")
    func itemLabels() {
        let item = MenuItem(title: "Save __as_ copy")
        #expect(item.label.text == "Save _as copy")
        #expect(MenuItem(title: "_Save").label.mnemonic == "s")
        #expect(!MenuItem.separator().isSelectable)
        #expect(!MenuItem(title: "x", isEnabled: false).isSelectable)
    }

    @Test("a menu view is as wide as its widest item or its minimum width, and as tall as its rows")
    func menuViewSize() {
        let menu = fileMenu()
        menu.minimumWidth = 300
        let view = MenuView(menu: menu)
        let size = view.intrinsicContentSize
        #expect(size.width == 300)
        #expect(size.height == 5 * MenuItemView.rowHeight + MenuItemView.separatorHeight + 2 * MenuView.verticalPadding)
    }

    @Test("screen readers see a menu of menu items: checked, highlighted and submenu items say so")
    func accessibleMenu() {
        let menu = fileMenu()
        menu.items[1].isChecked = true
        let view = MenuView(menu: menu)
        view.highlighted = 2
        #expect(view.accessibilityElement.role == .menu)
        #expect(view.accessibilityElement.name == "")
        let elements = view.rows.map(\.accessibilityElement)
        #expect(elements.map(\.role) == [.menuItem, .menuItem, .menuItem, .separator, .menuItem, .menuItem])
        #expect(elements[1].name == "Open…" && elements[1].states.contains([.checkable, .checked]))
        #expect(!elements[0].states.contains(.checked))
        #expect(elements[2].states.contains([.selected, .expandable]))
        #expect(!elements[4].isEnabled)
        #expect(elements[5].actionName == "click")
    }
}
