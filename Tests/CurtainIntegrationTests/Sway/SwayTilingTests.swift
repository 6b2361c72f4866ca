import CurtainTestSupport
import Testing
import Wayland
import Curtain
@testable import CurtainPresentation

/// sway 1.7 with its default window rules, as users run it: windows tile across the output, the first
/// configure is 0×0 and the tile size follows the first commit, and sway 1.7's `xdg_wm_base` is version 2,
/// so a resized parent's popup is re-created rather than repositioned.
@MainActor @Suite("On sway's default tiling config", .serialized, .integrationTimeLimit, .mainActorTurns)
struct SwayTilingTests {
    private let red = RGBA(red: 255, green: 0, blue: 0)

    /// Screenshots until `accept` holds for one (sway shows a commit at its next repaint), or 5 s pass.
    func screenshot(_ sway: SwayHarness, _ app: Application, until accept: (Screenshot) -> Bool) async throws -> Screenshot {
        var shot = try sway.screenshot()
        await waitUntil(timeout: .seconds(5), interval: .milliseconds(20)) {
            if accept(shot) { return true }
            _ = try? await app.wait(timeout: .milliseconds(20)) { false }
            shot = (try? sway.screenshot()) ?? shot
            return false
        }
        return shot
    }

    /// Issue 9's blank grey window: an alert presented as soon as the window maps (as `curtain alert` does)
    /// meets sway's tile configure before its popup's first configure; the popup is re-created and the
    /// re-created one must present the card.
    @Test func alertPresentedAsTheWindowMapsIsDrawnAfterTheTileConfigure() async throws {
        let sway = try SwayHarness(width: 800, height: 600, layout: .tiling)
        let app = try Application(displayName: sway.socketPath)
        #expect(app.connection.wmBase.version < 3, "sway 1.7 has no xdg_popup.reposition; this test needs that path")
        let window = Window(
            application: app, title: "tiled", appID: "org.curtain.tests",
            size: Size(width: 300, height: 200))
        window.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.show()
        #expect(try await app.wait { window.isMapped })
        let alert = AlertController(title: "Unsaved changes", message: "Save before closing?")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Save"))
        var isPresented = false
        window.present(alert, animated: true) { isPresented = true }
        #expect(try await app.wait { isPresented }, "the alert must be presented on the re-created popup")
        #expect(window.size.width > 300 && window.size.height > 200, "sway tiles the window: \(window.size)")
        let presentation = try #require(window.currentPresentation)
        #expect(presentation.compositor?.geometry == window.windowGeometry)

        // The card, white, rests centred in the dimmed red tile.
        let card = alert.layout(in: window.size)
        let shot = try await screenshot(sway, app) { shot in
            guard let tile = shot.boundingBox(of: RGBA(red: 0xFF / 2, green: 0, blue: 0), tolerance: 40) else { return false }
            return shot.pixel(x: tile.x + Int(card.midX), y: tile.y + Int(card.midY)).matches(.white, tolerance: 40)
        }
        let tile = try #require(
            shot.boundingBox(of: RGBA(red: 0xFF / 2, green: 0, blue: 0), tolerance: 40),
            "no dimmed window on sway's output")
        let centre = shot.pixel(x: tile.x + Int(card.midX), y: tile.y + Int(card.midY))
        #expect(centre.matches(.white, tolerance: 40), "card centre \(centre): the card was never drawn")
        #expect(sway.isRunning, "\(sway.log)")
        window.close()
    }

    /// `isResizable` set after `show()` reaches the compositor with the window's next commit: sway tiles the
    /// window left resizable and floats the fixed one at the size it asked for, as it floats dialogs.
    @Test func isResizableSetAfterShowFloatsTheWindow() async throws {
        let sway = try SwayHarness(width: 800, height: 600, layout: .tiling)
        let app = try Application(displayName: sway.socketPath)
        let windows = ["free", "fixed"].map { name in
            Window(application: app, title: name, appID: "org.curtain.tests.\(name)", size: Size(width: 300, height: 200))
        }
        for window in windows { window.show() }
        windows[1].isResizable = false
        #expect(try await app.wait { windows.allSatisfy(\.isMapped) && windows[0].size.width > 300 }, "sway tiles the free one")
        try app.connection.display.roundtrip()
        #expect(windows[1].size == Size(width: 300, height: 200), "sway floats the fixed one: \(windows[1].size)")
        #expect(sway.isRunning, "\(sway.log)")
        for window in windows { window.close() }
    }

    /// A ``ModalPresentationStyle/dialogWindow`` over a tiled window floats at its own size, as sway floats
    /// dialogs, takes the keyboard, and gives it back to the parent when dismissed.
    @Test func aDialogWindowFloatsAtItsSizeOverItsTiledParent() async throws {
        let sway = try SwayHarness(width: 800, height: 600, layout: .tiling)
        let app = try Application(displayName: sway.socketPath)
        let window = Window(
            application: app, title: "parent", appID: "org.curtain.tests.parent", size: Size(width: 300, height: 200))
        window.show()
        #expect(try await app.wait { window.isMapped && window.size.width > 300 }, "sway tiles the parent")
        let dialog = ViewController()
        dialog.preferredContentSize = Size(width: 240, height: 120)
        dialog.modalPresentationStyle = .dialogWindow
        var presented = false
        window.present(dialog) { presented = true }
        #expect(try await app.wait { presented })
        let dialogWindow = try #require(dialog.view.window)
        #expect(try await app.wait { dialogWindow.isMapped && dialogWindow.hasKeyboardFocus }, "the dialog maps focused")
        try app.connection.display.roundtrip()
        #expect(dialogWindow.size == Size(width: 240, height: 120), "sway floats the dialog at its size: \(dialogWindow.size)")
        var dismissed = false
        dialog.dismiss(animated: true) { dismissed = true }
        #expect(dismissed && !window.isBlockedByModalDialog)
        #expect(try await app.wait { window.hasKeyboardFocus }, "the parent gets the keyboard back")
        #expect(sway.isRunning, "\(sway.log)")
        window.close()
    }
}
