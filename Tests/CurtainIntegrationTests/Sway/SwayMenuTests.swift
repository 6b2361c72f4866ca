import CurtainTestSupport
import Foundation
import Testing
import Curtain
@testable import CurtainInput
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews

/// One sway and one ``Application`` on it for the whole serialized suite.
@MainActor struct SwayMenuSuite: SuiteTrait, TestScoping {
    @TaskLocal static var current: SuiteShared<(sway: SwayHarness, app: Application)>?

    static func session() throws -> (sway: SwayHarness, app: Application) {
        guard let current else { throw SwayHarnessError.startFailed(reason: "not inside a SwayMenuSuite", log: "") }
        return try current.get()
    }

    func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let box = SuiteShared {
            let sway = try SwayHarness(width: 640, height: 480)
            return (sway: sway, app: try Application(displayName: sway.socketPath))
        }
        defer { if let session = try? box.get() { for window in session.app.windows { window.close() }; session.sway.stop() } }
        try await Self.$current.withValue(box, operation: function)
    }
}

/// Menus on sway 1.7, whose wlroots applies `xdg_positioner` constraint adjustment itself: a floating
/// window moved flush against each edge of the output opens a menu from a button on that edge, by keyboard
/// through sway's seat, and the compositor's configured position keeps the menu on the output.
@MainActor @Suite("menus on sway", .serialized, SwayMenuSuite(), .integrationTimeLimit, .mainActorTurns)
struct SwayMenuTests {
    private let windowSize = Size(width: 240, height: 160)

    private func run(_ app: Application, until condition: () -> Bool) async throws -> Bool {
        try await app.wait(until: condition)
    }

    private func fruitMenu() -> Menu {
        Menu(
            title: "Fruit",
            items: [
                MenuItem(title: "_Apple"), MenuItem(title: "_Banana"),
                MenuItem(title: "_More", submenu: Menu(items: [MenuItem(title: "_Cherry"), MenuItem(title: "_Date")])),
            ])
    }

    private func waitForLevels(_ count: Int, _ window: Window, _ app: Application) async throws -> MenuSession {
        let opened = try await run(app) {
            guard let session = window.menuSession, session.levels.count == count else { return false }
            return session.levels.allSatisfy { $0.popup.popup.isConfigured && $0.popup.popup.surface.frameNumber > 0 }
        }
        #expect(opened, "the menu did not open \(count) level(s)")
        return try #require(window.menuSession)
    }

    /// Moves `window` (floating) to `position` on the output, then opens its menu from `button` with Space.
    private func openMenu(
        from button: Button, of window: Window, movedTo position: (Int, Int), _ sway: SwayHarness, _ app: Application
    ) async throws -> MenuSession {
        try sway.command("[app_id=\"\(window.appID)\"] move absolute position \(position.0) \(position.1)")
        button.becomeFocused()
        sway.tap(.space, holding: [])
        return try await waitForLevels(1, window, app)
    }

    @Test func theCompositorFlipsOrSlidesAMenuAtEachEdge() async throws {
        let (sway, app) = try SwayMenuSuite.session()
        let window = Window(application: app, title: "sway menu edges", appID: "org.curtain.tests.swaymenu", size: windowSize)
        window.isResizable = false
        defer { window.close() }
        let menu = fruitMenu()
        let edges: [(name: String, button: Rect, position: (Int, Int))] = [
            ("left", Rect(x: 0, y: 66, width: 60, height: 28), (0, 160)),
            ("right", Rect(x: 180, y: 66, width: 60, height: 28), (400, 160)),
            ("top", Rect(x: 90, y: 0, width: 60, height: 28), (200, 0)),
            ("bottom", Rect(x: 90, y: 132, width: 60, height: 28), (200, 320)),
        ]
        var buttons: [Button] = []
        for edge in edges {
            let button = Button(title: edge.name, font: Font(size: 12))
            button.frame = edge.button
            button.action = { [unowned window, unowned button] in window.popUp(menu, from: button) }
            window.contentView.addSubview(button)
            buttons.append(button)
        }
        window.show()
        #expect(try await run(app) { window.hasKeyboardFocus && window.isMapped }, "sway focuses the new window: \(sway.log)")
        #expect(!window.fillsOutput, "the compositor, not the client, keeps this menu on the output")
        for (edge, button) in zip(edges, buttons) {
            let session = try await openMenu(from: button, of: window, movedTo: edge.position, sway, app)
            let placed = session.levels[0].popup.placement
            let x = edge.position.0 + Int(placed.x), y = edge.position.1 + Int(placed.y)
            let rect = PixelRect(x: x, y: y, width: Int(placed.width), height: Int(placed.height))
            #expect(
                rect.x >= 0 && rect.y >= 0 && rect.maxX <= 640 && rect.maxY <= 480,
                "the \(edge.name) menu at \(rect) leaves the output")
            switch edge.name {
            case "bottom":
                #expect(placed.y + placed.height <= Int32(edge.button.minY), "sway flipped it above the button: \(placed)")
                let shot = try sway.screenshot()
                try? shot.writePNG(to: NSTemporaryDirectory() + "curtain-menu-sway-bottom.png")
                #expect(shot.pixel(x: rect.x + 4, y: rect.y + 2) != SwayHarness.background, "the menu is drawn where sway says")
            case "right":
                #expect(rect.maxX == 640, "sway slid it left against the edge: \(rect)")
            default:
                #expect(placed.y == Int32(edge.button.maxY), "it hangs below the button: \(placed)")
            }
            if edge.name == "right" {
                // The submenu cannot open right of a menu against the right edge: sway flips it to the left.
                sway.tap(.up, holding: [])
                sway.tap(.right, holding: [])
                let nested = try await waitForLevels(2, window, app)
                let child = nested.levels[1].popup.placement
                #expect(child.x + child.width <= 0, "the submenu opens left of its menu: \(child)")
                #expect(nested.levels[1].navigation.highlighted == 0)
                sway.tap(.left, holding: [])
                #expect(try await run(app) { nested.levels.count == 1 }, "Left closes the submenu")
            }
            sway.tap(.escape, holding: [])
            #expect(try await run(app) { window.openMenu == nil }, "Escape closes the \(edge.name) menu")
        }
    }

    @Test func rightToLeftAMenuAlignsRightEdgesAndTheCompositorFlipsItsSubmenuRightAtTheLeftEdge() async throws {
        let (sway, app) = try SwayMenuSuite.session()
        let window = Window(application: app, title: "sway rtl menu", appID: "org.curtain.tests.swayrtl", size: windowSize)
        window.isResizable = false
        window.rootView.layoutDirection = .rightToLeft
        defer { window.close() }
        let menu = fruitMenu()
        let button = Button(title: "menu", font: Font(size: 12))
        button.frame = Rect(x: 150, y: 66, width: 60, height: 28)
        button.action = { [unowned window, unowned button] in window.popUp(menu, from: button) }
        window.contentView.addSubview(button)
        window.show()
        #expect(try await run(app) { window.hasKeyboardFocus && window.isMapped }, "sway focuses the new window: \(sway.log)")
        // In the middle of the output: the menu's right edge on the button's, the submenu to the left.
        // Against the left edge: the submenu cannot open left of its menu, so sway flips it to the right.
        for (position, flipped) in [((300, 160), false), ((0, 160), true)] {
            let session = try await openMenu(from: button, of: window, movedTo: position, sway, app)
            let placed = session.levels[0].popup.placement
            #expect(placed.x + placed.width == 210, "the menu's right edge on the button's: \(placed) at \(position)")
            sway.tap(.up, holding: [])
            sway.tap(.left, holding: [])
            let nested = try await waitForLevels(2, window, app)
            let child = nested.levels[1].popup.placement
            if flipped {
                #expect(child.x >= placed.width - 1, "sway flipped the submenu to the right of its menu: \(child)")
            } else {
                #expect(child.x + child.width <= 1, "the submenu opens left of its menu: \(child)")
            }
            sway.tap(.right, holding: [])
            #expect(try await run(app) { nested.levels.count == 1 }, "Right closes the submenu")
            sway.tap(.escape, holding: [])
            #expect(try await run(app) { window.openMenu == nil })
        }
    }

    @Test func aComboBoxOpensItsMenuFromTheKeyboardAndTakesTheChoice() async throws {
        let (sway, app) = try SwayMenuSuite.session()
        let window = Window(application: app, title: "sway combo", appID: "org.curtain.tests.swaycombo", size: windowSize)
        window.isResizable = false
        defer { window.close() }
        let combo = ComboBox(items: ["Small", "Medium", "Large"], selectedIndex: 0)
        combo.frame = Rect(x: 20, y: 20, width: 160, height: 32)
        window.contentView.addSubview(combo)
        window.show()
        #expect(try await run(app) { window.hasKeyboardFocus && window.isMapped }, "sway focuses the new window: \(sway.log)")
        combo.becomeFocused()
        sway.tap(.down, holding: [])
        #expect(try await run(app) { combo.selectedItem == "Medium" }, "Down changes the choice while closed")
        sway.tap(.down, holding: [.leftAlt])
        let session = try await waitForLevels(1, window, app)
        #expect(combo.isMenuOpen)
        #expect(session.levels[0].navigation.highlighted == 1, "the current choice is highlighted")
        #expect(session.levels[0].menu.items[1].isChecked, "and checked")
        sway.tap(.down, holding: [])
        sway.tap(.enter, holding: [])
        #expect(try await run(app) { combo.selectedItem == "Large" && window.openMenu == nil })
        sway.tap(.space, holding: [])
        _ = try await waitForLevels(1, window, app)
        sway.tap(.escape, holding: [])
        #expect(try await run(app) { window.openMenu == nil })
        #expect(combo.selectedItem == "Large", "Escape keeps the choice")
    }
}
