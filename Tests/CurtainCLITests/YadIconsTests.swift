import Curtain
import Testing
@testable import curtain

/// yad mode's icons box: its command line, the `.desktop` files it reads, their `Exec` lines and stdin's rows. What
/// the window does with keys is compared with yad itself in `YadIconsIntegrationTests`.
@Suite("curtain yad --icons")
struct YadIconsTests {
    func request(_ arguments: [String]) throws -> YadIconsRequest? {
        guard case .yad(.icons(let request)) = try CurtainCommand.parse(["yad", "--icons"] + arguments) else { return nil }
        return request
    }

    @Test("--icons reads its options; yad's window, title and statuses")
    func options() throws {
        let parsed = try #require(
            try request([
                "--read-dir=/usr/share/applications", "--compact", "--generic", "--item-width=120", "--term=foot %s",
                "--sort-by-name", "--descend", "--single-click", "--monitor", "--text=Pick", "--listen",
            ]))
        #expect(parsed.directory == "/usr/share/applications")
        #expect(parsed.isCompact && parsed.usesGenericNames && parsed.sortsByName && parsed.descends)
        #expect(parsed.itemWidth == 120 && parsed.terminal == "foot %s")
        #expect(parsed.activatesOnSingleClick && parsed.monitors && parsed.listens)
        #expect(parsed.text == "Pick" && parsed.dialog.title == "YAD" && !parsed.dialog.hasDefaultButton)
        let plain = try #require(try request([]))
        #expect(plain.terminal == "xterm -e '%s'" && plain.directory == nil && !plain.listens)
        #expect(plain.response.status(for: .escape) == 252 && plain.response.status(for: .button(1)) == 1)
    }

    @Test("a .desktop file: its group's keys, comments and other groups skipped, escapes expanded")
    func parsing() throws {
        let text = """
            # a comment
            [Desktop Entry]
            Type=Application
            Name = Text Editor
            Name[de]=Texteditor
            Name[de_AT]=Texteditor (AT)
            Comment=Edit\\sfiles\\nquickly
            Exec=gedit %U
            Name=Ignored, the first one counts

            [Desktop Action new-window]
            Name=New Window
            """
        let entry = try #require(DesktopEntry(parsing: text))
        #expect(entry["Type"] == "Application" && entry["Name"] == "Text Editor")
        #expect(entry["Comment"] == "Edit files\nquickly")
        #expect(entry.value(ofLocalizedKey: "Name", languages: ["de_AT", "de"]) == "Texteditor (AT)")
        #expect(entry.value(ofLocalizedKey: "Name", languages: ["de_DE", "de"]) == "Texteditor")
        #expect(entry.value(ofLocalizedKey: "Name", languages: ["fr"]) == "Text Editor")
        #expect(DesktopEntry(parsing: "[Other]\nName=x\n") == nil)
    }

    @Test("the user's languages, most specific first, as GLib lists them")
    func languages() {
        #expect(
            DesktopEntry.languageNames(environment: ["LANG": "de_AT.UTF-8@euro"]) == ["de_AT@euro", "de_AT", "de@euro", "de"])
        #expect(DesktopEntry.languageNames(environment: ["LANG": "pt_BR.UTF-8", "LANGUAGE": "fr:pt"]) == ["fr", "pt", "pt_BR"])
        #expect(DesktopEntry.languageNames(environment: ["LC_ALL": "C.UTF-8", "LANGUAGE": "de"]).isEmpty)
    }

    @Test("Exec's field codes go, as the specification says for a start with no files; %% is a percent sign")
    func fieldCodes() {
        #expect(DesktopEntry.commandLine(exec: "gedit %U") == "gedit")
        #expect(DesktopEntry.commandLine(exec: "app %f --flag %F %u %i %c %k") == "app --flag")
        #expect(DesktopEntry.commandLine(exec: "sh -c 'echo  two  spaces' %U") == "sh -c 'echo  two  spaces'")
        #expect(DesktopEntry.commandLine(exec: "printf 100%% --file=%f") == "printf 100% --file=")
        #expect(DesktopEntry.commandLine(exec: "vlc %d %D %n %N %v %m") == "vlc")
    }

    @Test("an item from an entry: GenericName with --generic, Comment or the name as the tooltip, Terminal, links")
    func items() throws {
        let app = try #require(
            DesktopEntry(
                parsing:
                    "[Desktop Entry]\nName=Files\nName[fr]=Fichiers\nGenericName=File Manager\nIcon=folder\nExec=nautilus %U\nTerminal=true\n"
            ))
        let item = try #require(IconItem(entry: app, fileName: "files.desktop", generic: false, languages: ["fr"]))
        #expect(item.name == "Fichiers" && item.toolTip == "Fichiers" && item.icon == "folder" && item.command == "nautilus")
        #expect(item.commandLine(terminal: "xterm -e '%s'") == "xterm -e 'nautilus'")
        let generic = try #require(IconItem(entry: app, fileName: "files.desktop", generic: true, languages: []))
        #expect(generic.name == "File Manager")
        let link = try #require(
            DesktopEntry(parsing: "[Desktop Entry]\nType=Link\nURL=https://example.org\nComment=Site\n"))
        let linkItem = try #require(IconItem(entry: link, fileName: "site.desktop", generic: false, languages: []))
        #expect(linkItem.name == "site" && linkItem.toolTip == "Site")
        #expect(linkItem.commandLine(terminal: "") == "xdg-open 'https://example.org'")
        for hidden in ["NoDisplay=true", "Hidden=true"] {
            let entry = try #require(DesktopEntry(parsing: "[Desktop Entry]\nName=x\n\(hidden)\n"))
            #expect(IconItem(entry: entry, fileName: "x.desktop", generic: false, languages: []) == nil)
        }
    }

    @Test("stdin's rows: five lines an item, TRUE in any case runs in a terminal, a form feed clears")
    func rows() {
        var reader = IconItem.RowReader()
        for line in ["A", "tip", "folder", "cmd a", "True", "B", "", "", "cmd b"] { reader.take(line) }
        #expect(reader.items.map(\.name) == ["A"] && reader.items[0].runsInTerminal)
        reader.take("false")
        #expect(reader.items.map(\.name) == ["A", "B"] && !reader.items[1].runsInTerminal)
        reader.take("\u{0C}")
        #expect(reader.items.isEmpty)
    }

    @Test("yad's order: by file name, or by name, descending on request")
    func order() {
        func item(_ name: String, _ file: String) -> IconItem {
            var item = IconItem(name: name, toolTip: "", icon: "", command: "", runsInTerminal: false)
            item.fileName = file
            return item
        }
        let items = [item("Zed", "a.desktop"), item("Ant", "c.desktop"), item("Moth", "b.desktop")]
        var request = YadIconsRequest(dialog: DialogOptions(title: "YAD"))
        #expect(request.sorted(items).map(\.name) == ["Zed", "Moth", "Ant"])
        request.sortsByName = true
        #expect(request.sorted(items).map(\.name) == ["Ant", "Moth", "Zed"])
        request.descends = true
        #expect(request.sorted(items).map(\.name) == ["Zed", "Moth", "Ant"])
    }
}

/// The icon theme lookup the icons box draws with: Adwaita, then hicolor, the size asked, then larger, then smaller.
@Suite("curtain yad --icons: icon theme lookup")
@MainActor struct IconThemeTests {
    let theme = IconTheme(environment: ["HOME": "/nonexistent", "XDG_DATA_DIRS": "/usr/share"])

    @Test("a name is found in the theme at the size asked, a path as it is, nothing for an unknown name")
    func lookup() throws {
        // yad's package installs its icon into hicolor at several sizes (and the tests need yad).
        #expect(theme.path(of: "yad", size: 48) == "/usr/share/icons/hicolor/48x48/apps/yad.png")
        #expect(theme.path(of: "yad.png", size: 16) == "/usr/share/icons/hicolor/16x16/apps/yad.png")
        #expect(theme.path(of: "/usr/share/icons/hicolor/16x16/apps/yad.png", size: 48)?.hasSuffix("16x16/apps/yad.png") == true)
        #expect(theme.path(of: "no-such-icon-anywhere", size: 48) == nil)
        #expect(theme.path(of: "", size: 48) == nil)
        let image = try #require(theme.image(named: "yad", size: 48))
        #expect(image.width == 48 && image.height == 48)
    }

    @Test("the sizes tried: the one asked, then larger, then smaller")
    func sizes() {
        #expect(IconTheme.sizes(around: 48).prefix(3) == [48, 64, 72])
        #expect(IconTheme.sizes(around: 48).suffix(2) == [16, 8])
    }
}

/// The icons' keys, as GTK's icon view and tree view take them, without a compositor.
@Suite("curtain yad --icons: the grid's keys")
@MainActor struct IconGridKeyTests {
    func grid(_ style: IconGridView.Style, direction: LayoutDirection = .leftToRight) -> (RootView, IconGridView) {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        root.layoutDirection = direction
        let grid = IconGridView(style: style, theme: IconTheme(environment: [:]))
        grid.items = ["One", "Two", "Three", "Four", "Five"].map {
            IconItem(name: $0, toolTip: "", icon: "", command: "", runsInTerminal: false)
        }
        grid.frame = root.bounds
        root.addSubview(grid)
        root.layoutIfNeeded()
        _ = grid.becomeFocused()
        return (root, grid)
    }

    @Test("the first arrow puts the grid's cursor on the first icon, then the arrows move it; Return activates it")
    func gridKeys() {
        let (root, grid) = grid(.grid(itemWidth: nil))
        var activated: [Int] = []
        grid.onActivate = { activated.append($0) }
        root.handleKeyEvent(KeyEvent(keysym: .return))
        #expect(grid.cursorIndex == nil && activated.isEmpty)
        root.handleKeyEvent(KeyEvent(keysym: .right))
        #expect(grid.cursorIndex == 0)
        root.handleKeyEvent(KeyEvent(keysym: .right))
        root.handleKeyEvent(KeyEvent(keysym: .return))
        #expect(activated == [1])
        let columns = grid.columnCount(width: 400)
        root.handleKeyEvent(KeyEvent(keysym: .down))
        // Down goes a row down, or stays where no icon is below, as GTK's icon view.
        #expect(grid.cursorIndex == (1 + columns < 5 ? 1 + columns : 1))
        root.handleKeyEvent(KeyEvent(keysym: .end))
        root.handleKeyEvent(KeyEvent(keysym: .space))
        #expect(activated == [1, 4])
    }

    @Test("right to left, Left moves to the next icon, and the first icon is at the right edge")
    func rightToLeft() {
        let (root, grid) = grid(.grid(itemWidth: nil), direction: .rightToLeft)
        root.handleKeyEvent(KeyEvent(keysym: .left))
        root.handleKeyEvent(KeyEvent(keysym: .left))
        #expect(grid.cursorIndex == 1)
        #expect(grid.itemRect(at: 0, width: 400).maxX > grid.itemRect(at: 1, width: 400).maxX)
    }

    @Test("the compact list's cursor starts on the first icon; Down moves it, Left and Right do nothing")
    func listKeys() {
        let (root, grid) = grid(.list)
        #expect(grid.cursorIndex == 0)
        root.handleKeyEvent(KeyEvent(keysym: .down))
        root.handleKeyEvent(KeyEvent(keysym: .right))
        #expect(grid.cursorIndex == 1)
    }
}
