import CurtainTestSupport
import Foundation
import Testing

/// `curtain alert`'s window on weston, which draws no frame for it: the window is the alert (a rounded panel
/// in the card's colour with a hairline, its shadow in a transparent margin outside the window geometry,
/// nothing dimmed, no grey margin), and dragging its background moves it (`xdg_toplevel.move`).
@Suite("curtain's dialog window on weston", .serialized, .integrationTimeLimit, .blocking)
struct DialogWindowTests {
    let weston: WestonHarness
    let client: TestClient
    let input: TestInput
    /// `AlertTheme.light.backgroundColor`, white 0.97, as Cairo paints it.
    let cardColour = RGBA(red: 248, green: 248, blue: 248)

    init() throws {
        weston = try WestonHarness()
        client = try TestClient.connecting(to: weston)
        input = try TestInput(client)
        try weston.waitForBackground()
    }

    @Test func theWindowIsTheAlertWithAHairlineAndNoGreyMargin() throws {
        let run = try CurtainProcess(
            [
                "alert", "--transition", "slide", "--title", "Unsaved changes",
                "--message", "Save before closing?", "--button", "Cancel:cancel", "--button", "Save",
            ],
            on: weston)
        let surface = try run.waitUntilPresented(input).frame
        // The surface holds a 28 px transparent margin for the shadow around the window geometry.
        let window = surface.insetBy(28)
        input.parkPointer(on: weston)
        try input.sync()
        // The slide (0.5 s) has ended once the title's ink stops moving; wait for the card to rest.
        var shot = try weston.screenshot()
        // Inside the hairline, clear of the rounded corners.
        let inside = PixelRect(x: window.x + 14, y: window.y + 1, width: window.width - 28, height: window.height - 2)
        waitUntil(timeout: .seconds(5), interval: .milliseconds(50)) {
            shot = (try? weston.screenshot()) ?? shot
            return shot.isUniform(PixelRect(x: inside.x, y: inside.y, width: inside.width, height: 12), color: cardColour)
                && shot.isUniform(PixelRect(x: inside.x, y: inside.maxY - 4, width: inside.width, height: 4), color: cardColour)
                && shot.count(of: .black, tolerance: 100, in: inside) > 100
        }
        #expect(
            shot.isUniform(PixelRect(x: inside.x, y: inside.y, width: inside.width, height: 12), color: cardColour),
            "the window's top is the card's colour, undimmed: \(shot.histogram(in: PixelRect(x: inside.x, y: inside.y, width: inside.width, height: 12)).prefix(3))"
        )
        #expect(
            shot.isUniform(PixelRect(x: inside.x, y: inside.maxY - 4, width: inside.width, height: 4), color: cardColour),
            "and so is its bottom: \(shot.histogram(in: PixelRect(x: inside.x, y: inside.maxY - 4, width: inside.width, height: 4)).prefix(4)) in \(window)"
        )
        let edge = shot.pixel(x: window.center.x, y: window.y)
        #expect(Int(edge.red) < 230, "a hairline marks the edge where weston draws no frame: \(edge)")
        let corner = shot.pixel(x: window.x, y: window.y)
        #expect(!corner.matches(cardColour, tolerance: 8), "the corners are rounded: \(corner)")
        let desktop = shot.pixel(x: window.center.x, y: surface.maxY + 4)
        let shadow = shot.pixel(x: window.center.x, y: window.maxY + 4)
        #expect(Int(shadow.blue) + 8 < Int(desktop.blue), "a shadow below the window: \(shadow) over \(desktop)")
        #expect(shot.count(of: .black, tolerance: 100, in: inside) > 100, "the title is drawn")
        input.tap(.enter)
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 0 && result.stdout == "Save\n", "\(result.stderr)")
    }

    @Test func draggingTheBackgroundMovesTheWindow() throws {
        let run = try CurtainProcess(["alert", "--transition", "none", "--message", "Move me", "--button", "OK"], on: weston)
        let before = try run.waitUntilPresented(input).frame
        let geometry = before.insetBy(28)
        try input.sync()
        // A press in the window's own margin above the card, where no button is, then a drag in steps of
        // (-3, +2), one repaint each, the button held until the window follows: curtain answers the press
        // with xdg_toplevel.move, which may take a few steps on a busy machine.
        let pid = run.process.processIdentifier
        let start = (x: geometry.x + 30, y: geometry.y + 8)
        input.movePointer(x: Double(start.x), y: Double(start.y))
        try input.sync()
        input.press()
        try input.sync()
        var moved = before
        for step in 1...60 where moved == before || step <= 20 {
            input.movePointer(x: Double(start.x - 3 * step), y: Double(start.y + 2 * step))
            try input.sync()
            moved = try input.views().first { $0.pid == pid && $0.role == "xdg_toplevel" }?.frame ?? before
        }
        input.release()
        try input.sync()
        #expect(moved.x - before.x <= -20 && moved.y - before.y >= 12, "the window follows the drag: \(before) → \(moved)")
        #expect(moved.width == before.width && moved.height == before.height)
        input.tap(.enter)
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 0 && result.stdout == "OK\n", "\(result.stderr)")
    }
}
