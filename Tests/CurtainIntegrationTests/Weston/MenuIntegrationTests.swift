import CurtainTestSupport
import Foundation
import Testing
import Curtain
@testable import CurtainInput
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews

/// Menus as real `xdg_popup`s on weston 10, driven by the harness's seat: clicks open them with a grab,
/// keys walk them and their submenus, and they stay on the output at every edge.
///
/// weston 10 does not apply `xdg_positioner` constraint adjustment at all; a window as large as the
/// output lets the client keep its menus on the output itself, which is what these tests check there.
/// ``SwayMenuTests`` check the compositor's own flipping and sliding on sway.
@MainActor @Suite("menus on weston", .serialized, MenuWestonSuite(), .integrationTimeLimit, .mainActorTurns)
struct MenuIntegrationTests {
    /// A window with one button per edge; each opens `menu` from itself on click.
    private func showEdgeWindow(_ fixture: WindowFixture, menu: Menu) async throws -> (Window, PixelRect, [String: Button]) {
        let window = Window(
            application: fixture.app, title: "menu edges", appID: "org.curtain.tests.menu",
            size: Size(width: 640, height: 480))
        window.isResizable = false
        var buttons: [String: Button] = [:]
        let frames = [
            "left": Rect(x: 0, y: 200, width: 60, height: 28), "right": Rect(x: 580, y: 200, width: 60, height: 28),
            "top": Rect(x: 290, y: 0, width: 60, height: 28), "bottom": Rect(x: 290, y: 452, width: 60, height: 28),
        ]
        for (edge, frame) in frames {
            let button = Button(title: edge, font: Font(size: 12))
            button.frame = frame
            button.action = { [unowned window, unowned button] in window.popUp(menu, from: button) }
            window.contentView.addSubview(button)
            buttons[edge] = button
        }
        let frame = try await fixture.show(window)
        return (window, frame, buttons)
    }

    /// A window of `size` with one button at 20,20 that opens `menu` from itself (after `onPress`).
    private func showMenuButton(
        _ fixture: WindowFixture, title: String, size: Size, menu: Menu,
        onPress: @escaping () -> Void = {}
    ) async throws -> (Window, PixelRect, Button) {
        let window = Window(application: fixture.app, title: title, appID: "org.curtain.tests.menu", size: size)
        let button = Button(title: menu.title)
        button.frame = Rect(x: 20, y: 20, width: 80, height: 32)
        button.action = { [unowned window, unowned button] in
            onPress()
            window.popUp(menu, from: button)
        }
        window.contentView.addSubview(button)
        return await (window, try fixture.show(window), button)
    }

    private func fruitMenu(chosen: @escaping (String) -> Void) -> Menu {
        Menu(
            title: "Fruit",
            items: ["_Apple", "_Banana", "_Cherry", "_Date"].map { title in
                MenuItem(title: title) { chosen($0.label.text) }
            })
    }

    /// The centre of `view` in its window's coordinates, where a click lands on it.
    private func centre(of view: View) -> Point {
        let rect = view.convert(view.bounds, to: nil)
        return Point(x: rect.midX, y: rect.midY)
    }

    /// Waits until the window's menu has `levels` levels, all configured and drawn.
    private func waitForMenu(_ window: Window, levels: Int, _ fixture: WindowFixture) async throws -> MenuSession {
        let opened = try await fixture.run {
            guard let session = window.menuSession, session.levels.count == levels else { return false }
            return session.levels.allSatisfy { $0.popup.popup.isConfigured && $0.popup.popup.surface.frameNumber > 0 }
        }
        #expect(opened, "the menu did not open \(levels) level(s)")
        try await fixture.sync()
        return try #require(window.menuSession)
    }

    @Test func aMenuOpenedNearEachEdgeStaysOnTheOutput() async throws {
        let fixture = try MenuWestonSuite.fixture()
        let (window, frame, buttons) = try await showEdgeWindow(fixture, menu: fruitMenu { _ in })
        defer { window.close() }
        #expect(frame == PixelRect(x: 0, y: 0, width: 640, height: 480), "weston places an output-sized window at 0,0")
        #expect(window.fillsOutput)
        let output = PixelRect(x: 0, y: 0, width: 640, height: 480)
        for edge in ["left", "right", "top", "bottom"] {
            let button = try #require(buttons[edge])
            try await fixture.click(at: centre(of: button), in: frame)
            let session = try await waitForMenu(window, levels: 1, fixture)
            let placed = session.levels[0].popup.placement
            let onScreen = PixelRect(
                x: frame.x + Int(placed.x), y: frame.y + Int(placed.y),
                width: Int(placed.width), height: Int(placed.height))
            #expect(
                onScreen.x >= 0 && onScreen.y >= 0 && onScreen.maxX <= output.maxX && onScreen.maxY <= output.maxY,
                "the \(edge) menu at \(onScreen) leaves the output")
            switch edge {
            case "bottom": #expect(onScreen.maxY <= Int(button.frame.minY), "flipped above the button")
            case "top", "left": #expect(onScreen.y == Int(button.frame.maxY), "hangs below the button")
            default: #expect(onScreen.maxX == 640, "slid left against the right edge")
            }
            try await fixture.tap(.escape)
            #expect(try await fixture.run { window.openMenu == nil }, "Escape closes the \(edge) menu")
        }
    }

    @Test func keysWalkIntoASubmenuAndBackAndReturnChooses() async throws {
        let fixture = try MenuWestonSuite.fixture()
        var chosen: [String] = []
        let submenu = Menu(
            title: "Share",
            items: [
                MenuItem(title: "_Mail") { chosen.append($0.title) },
                MenuItem(title: "_Chat") { chosen.append($0.title) },
            ])
        let menu = Menu(
            title: "File",
            items: [
                MenuItem(title: "_Open") { chosen.append($0.title) },
                .separator(),
                MenuItem(title: "_Share", submenu: submenu),
            ])
        let (window, frame, button) = try await showMenuButton(
            fixture, title: "submenus", size: Size(width: 400, height: 300), menu: menu)
        defer { window.close() }
        try await fixture.click(at: centre(of: button), in: frame)
        let session = try await waitForMenu(window, levels: 1, fixture)
        #expect(session.levels[0].request.grab != nil, "a click opens a grabbing menu")

        try await fixture.tap(.down)
        try await fixture.tap(.down)
        #expect(session.levels[0].navigation.highlighted == 2, "Down skips the separator")
        try await fixture.tap(.right)
        _ = try await waitForMenu(window, levels: 2, fixture)
        #expect(session.levels[1].navigation.highlighted == 0, "Right opens the submenu on its first item")
        #expect(
            session.levels[1].request.grab?.serial == session.levels[0].request.grab?.serial,
            "the submenu grabs with the menu's press, which weston accepts")
        let parent = session.levels[0].popup.placement
        let child = session.levels[1].popup.placement
        #expect(child.x >= parent.width - 1, "the submenu opens right of its menu, got \(child) in \(parent)")
        try await fixture.tap(.left)
        #expect(try await fixture.run { session.levels.count == 1 }, "Left closes the submenu")
        #expect(session.levels[0].navigation.highlighted == 2, "its item stays highlighted")
        try await fixture.tap(.right)
        _ = try await waitForMenu(window, levels: 2, fixture)
        try await fixture.tap(.down)
        try await fixture.tap(.enter)
        #expect(try await fixture.run { chosen == ["_Chat"] }, "Return chooses the highlighted submenu item: \(chosen)")
        #expect(window.openMenu == nil && session.levels.isEmpty, "choosing closes every level")

        try await fixture.click(at: centre(of: button), in: frame)
        _ = try await waitForMenu(window, levels: 1, fixture)
        try await fixture.tap(EvdevKey(rawValue: 31))  // S
        _ = try await waitForMenu(window, levels: 2, fixture)
        try await fixture.tap(.escape)
        #expect(try await fixture.run { window.menuSession?.levels.count == 1 }, "Escape closes one level")
        try await fixture.tap(EvdevKey(rawValue: 24))  // O
        #expect(try await fixture.run { chosen == ["_Chat", "_Open"] }, "a mnemonic letter chooses: \(chosen)")
    }

    @Test func rightToLeftAMenuLinesUpWithItsButtonsRightEdgeAndItsSubmenuOpensLeftwards() async throws {
        let fixture = try MenuWestonSuite.fixture()
        let submenu = Menu(title: "Share", items: [MenuItem(title: "_Mail") { _ in }, MenuItem(title: "_Chat") { _ in }])
        let menu = Menu(
            title: "File", items: [MenuItem(title: "_Open") { _ in }, MenuItem(title: "_Share", submenu: submenu)])
        let window = Window(
            application: fixture.app, title: "right to left", appID: "org.curtain.tests.menu",
            size: Size(width: 400, height: 300))
        window.rootView.layoutDirection = .rightToLeft
        let button = Button(title: "File")
        button.frame = Rect(x: 300, y: 20, width: 80, height: 32)
        button.action = { [unowned window, unowned button] in window.popUp(menu, from: button) }
        window.contentView.addSubview(button)
        let frame = try await fixture.show(window)
        defer { window.close() }
        try await fixture.click(at: centre(of: button), in: frame)
        let session = try await waitForMenu(window, levels: 1, fixture)
        let parent = session.levels[0].popup.placement
        #expect(parent.x + parent.width == 380, "the menu's right edge on the button's: \(parent)")
        #expect(session.levels[0].popup.menuView.effectiveLayoutDirection == .rightToLeft, "the menu reads from the right")
        try await fixture.tap(.down)
        try await fixture.tap(.down)
        #expect(session.levels[0].navigation.highlighted == 1, "Share")
        try await fixture.tap(.right)
        #expect(session.levels.count == 1, "Right opens nothing right to left")
        try await fixture.tap(.left)
        _ = try await waitForMenu(window, levels: 2, fixture)
        let child = try #require(session.levels.last?.popup.placement)
        #expect(child.x + child.width <= 1, "the submenu opens left of its menu, got \(child) in \(parent)")
        try await fixture.tap(.right)
        #expect(try await fixture.run { session.levels.count == 1 }, "Right closes the submenu")
        try await fixture.tap(.escape)
    }

    @Test func thePointerHighlightsWhatItHoversAndAClickChooses() async throws {
        let fixture = try MenuWestonSuite.fixture()
        var chosen: String?
        let (window, frame, buttons) = try await showEdgeWindow(fixture, menu: fruitMenu { chosen = $0 })
        defer { window.close() }
        try await fixture.click(at: centre(of: try #require(buttons["left"])), in: frame)
        let session = try await waitForMenu(window, levels: 1, fixture)
        let row = session.levels[0].popup.menuView.rows[2].frame
        let placed = session.levels[0].popup.placement
        let origin = Point(x: Double(frame.x + Int(placed.x)), y: Double(frame.y + Int(placed.y)))
        fixture.input.movePointer(x: origin.x + row.midX, y: origin.y + row.midY)
        try await fixture.sync()
        #expect(try await fixture.run { session.levels.first?.navigation.highlighted == 2 }, "hovering highlights Cherry")
        // The highlight is drawn on a later turn and shown at weston's next repaint: wait for both, not the model.
        #expect(try await fixture.run { session.levels[0].popup.isSettled }, "the menu drew its highlight")
        try await fixture.sync()
        let shot = try fixture.weston.screenshot()
        try? shot.writePNG(to: NSTemporaryDirectory() + "curtain-menu-weston.png")
        let highlight = shot.pixel(x: Int(origin.x + row.minX + 8), y: Int(origin.y + row.midY))
        #expect(highlight == RGBA(red: 0x00, green: 0x7A, blue: 0xFF), "the hovered row is filled blue, got \(highlight)")
        weak let closedPopup = session.levels[0].popup
        try await fixture.press()
        try await fixture.release()
        #expect(try await fixture.run { chosen == "Cherry" }, "a click chooses the hovered item")
        #expect(window.openMenu == nil)
        #expect(closedPopup == nil, "nothing keeps a closed menu's popup")
    }

    @Test func aClickOutsideTheClientEndsTheGrabWithPopupDone() async throws {
        let fixture = try MenuWestonSuite.fixture()
        var closed = false
        let menu = fruitMenu { _ in }
        menu.onClose = { closed = true }
        let (window, frame, button) = try await showMenuButton(
            fixture, title: "small", size: Size(width: 240, height: 160), menu: menu)
        defer { window.close() }
        try await fixture.click(at: centre(of: button), in: frame)
        let session = try await waitForMenu(window, levels: 1, fixture)
        let popup = session.levels[0].popup.popup
        try await fixture.sync()
        #expect(!popup.isDismissed, "weston kept the grabbing menu")
        // The desktop's background, away from the window and the menu.
        let outside = frame.x > 320 ? (10.0, 470.0) : (630.0, 470.0)
        fixture.input.movePointer(x: outside.0, y: outside.1)
        try await fixture.press()
        try await fixture.release()
        #expect(try await fixture.run { popup.isDismissed }, "weston sent popup_done")
        #expect(closed && window.openMenu == nil, "the menu closed")
    }

    @Test func aClickOnTheMenusOwnWindowClosesItWithoutReachingTheView() async throws {
        let fixture = try MenuWestonSuite.fixture()
        var presses = 0
        let menu = fruitMenu { _ in }
        let (window, frame, button) = try await showMenuButton(
            fixture, title: "own click", size: Size(width: 300, height: 300),
            menu: menu
        ) { presses += 1 }
        defer { window.close() }
        try await fixture.click(at: centre(of: button), in: frame)
        _ = try await waitForMenu(window, levels: 1, fixture)
        try await fixture.click(at: centre(of: button), in: frame)
        #expect(try await fixture.run { window.openMenu == nil }, "the click on the window closed the menu")
        #expect(presses == 1, "and did not press the button again")
    }

    @Test func aComboBoxOpensBelowItselfOnClickAndFromTheKeyboard() async throws {
        let fixture = try MenuWestonSuite.fixture()
        let window = Window(
            application: fixture.app, title: "combo", appID: "org.curtain.tests.menu",
            size: Size(width: 300, height: 200))
        defer { window.close() }
        let combo = ComboBox(items: ["Small", "Medium", "Large"], selectedIndex: 0)
        combo.frame = Rect(x: 20, y: 20, width: 180, height: 32)
        window.contentView.addSubview(combo)
        let frame = try await fixture.show(window)
        try await fixture.waitForKeyboardFocus(window)

        try await fixture.click(at: centre(of: combo), in: frame)
        var session = try await waitForMenu(window, levels: 1, fixture)
        let placed = session.levels[0].popup.placement
        #expect(placed.x == 20 && placed.y == 52, "the menu hangs below the box: \(placed)")
        #expect(placed.width >= 180, "at least as wide as the box")
        let row = session.levels[0].popup.menuView.rows[2].frame
        fixture.input.movePointer(
            x: Double(frame.x) + Double(placed.x) + row.midX, y: Double(frame.y) + Double(placed.y) + row.midY)
        try await fixture.press()
        try await fixture.release()
        #expect(try await fixture.run { combo.selectedItem == "Large" && window.openMenu == nil }, "a click on Large chooses it")

        combo.becomeFocused()
        try await fixture.tap(.space)
        session = try await waitForMenu(window, levels: 1, fixture)
        #expect(session.levels[0].navigation.highlighted == 2, "the current choice is highlighted")
        try await fixture.tap(.up)
        try await fixture.tap(.enter)
        #expect(
            try await fixture.run { combo.selectedItem == "Medium" && window.openMenu == nil },
            "Space opens, Up and Return choose, even where weston refuses a key's grab")
        try await fixture.tap(.up)
        #expect(combo.selectedItem == "Small", "Up changes the choice while closed")
    }
}
