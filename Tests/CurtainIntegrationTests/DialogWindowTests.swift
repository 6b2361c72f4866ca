import CurtainTestSupport
import Foundation
import Testing

/// `curtain alert`'s window on weston, which draws no frame for it: the window is the alert (the card's
/// colour to its edges, a hairline around, nothing dimmed, no grey margin), and dragging its background
/// moves it (`xdg_toplevel.move`).
@Suite("curtain's dialog window on weston", .serialized)
struct DialogWindowTests {
    let weston: WestonHarness
    let client: TestClient
    let input: TestInput
    /// `AlertTheme.light.backgroundColor`, white 0.97, as Cairo paints it.
    let cardColour = RGBA(red: 248, green: 248, blue: 248)

    init() throws {
        weston = try WestonHarness()
        client = try TestClient(weston)
        input = try TestInput(client)
        try weston.waitForBackground()
    }

    @Test func theWindowIsTheAlertWithAHairlineAndNoGreyMargin() throws {
        let run = try CurtainProcess(["alert", "--transition", "slide", "--title", "Unsaved changes",
                                      "--message", "Save before closing?", "--button", "Cancel:cancel", "--button", "Save"],
                                     on: weston)
        let window = try run.waitForWindow(input).frame
        _ = try run.waitForPresentation(input)
        input.parkPointer(on: weston)
        try input.sync()
        // The slide (0.5 s) has ended once the title's ink stops moving; wait for the card to rest.
        var shot = try weston.screenshot()
        let inside = window.insetBy(1)
        waitUntil(timeout: .seconds(5), interval: .milliseconds(50)) {
            shot = (try? weston.screenshot()) ?? shot
            return shot.isUniform(PixelRect(x: inside.x, y: inside.y, width: inside.width, height: 12), color: cardColour)
                && shot.isUniform(PixelRect(x: inside.x, y: inside.maxY - 4, width: inside.width, height: 4), color: cardColour)
                && shot.count(of: .black, tolerance: 100, in: inside) > 100
        }
        #expect(shot.isUniform(PixelRect(x: inside.x, y: inside.y, width: inside.width, height: 12), color: cardColour),
                "the window's top is the card's colour, undimmed: \(shot.histogram(in: PixelRect(x: inside.x, y: inside.y, width: inside.width, height: 12)).prefix(3))")
        #expect(shot.isUniform(PixelRect(x: inside.x, y: inside.maxY - 4, width: inside.width, height: 4), color: cardColour),
                "and so is its bottom: \(shot.histogram(in: PixelRect(x: inside.x, y: inside.maxY - 4, width: inside.width, height: 4)).prefix(4)) in \(window)")
        let edge = shot.pixel(x: window.center.x, y: window.y)
        #expect(Int(edge.red) < 230, "a hairline marks the edge where weston draws no frame: \(edge)")
        #expect(shot.count(of: .black, tolerance: 100, in: inside) > 100, "the title is drawn")
        input.tap(.enter)
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 0 && result.stdout == "Save\n", "\(result.stderr)")
    }

    @Test func draggingTheBackgroundMovesTheWindow() throws {
        let run = try CurtainProcess(["alert", "--transition", "none", "--message", "Move me", "--button", "OK"], on: weston)
        let before = try run.waitForWindow(input).frame
        _ = try run.waitForPresentation(input)
        try input.sync()
        // A press in the margin, where no button is, then a drag of (-60, +40) in ten steps, one repaint
        // each: curtain answers the press with xdg_toplevel.move while the button is held, which may take
        // a step or two, so the window may follow all but the first steps.
        input.movePointer(x: Double(before.x + 6), y: Double(before.y + 6))
        try input.sync()
        input.press()
        try input.sync()
        for step in 1...10 {
            input.movePointer(x: Double(before.x + 6 - 6 * step), y: Double(before.y + 6 + 4 * step))
            try input.sync()
        }
        input.release()
        try input.sync()
        let pid = run.process.processIdentifier
        let moved = try input.waitForView { view in
            view.pid == pid && view.role == "xdg_toplevel" && view.frame != before
        }.frame
        #expect((-60 ... -48).contains(moved.x - before.x) && (32...40).contains(moved.y - before.y),
                "the window follows the drag: \(before) → \(moved)")
        #expect(moved.width == before.width && moved.height == before.height)
        input.tap(.enter)
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 0 && result.stdout == "OK\n", "\(result.stderr)")
    }
}
