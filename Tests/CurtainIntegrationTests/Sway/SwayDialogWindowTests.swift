import CurtainTestSupport
import Foundation
import Testing

/// `curtain alert` under sway's default config, as a sway user runs it: its fixed-size window floats at the
/// alert's size, centred, with sway's title bar (server-side decorations), and any size sway imposes later
/// (fullscreen, tiled), even in the middle of a transition, shows the alert drawn and centred.
@Suite("curtain's dialog window on sway's default config", .serialized, .integrationTimeLimit, .blocking)
struct SwayDialogWindowTests {
    /// `AlertTheme.light.backgroundColor`, white 0.97, as Cairo paints it.
    let cardColour = RGBA(red: 248, green: 248, blue: 248)
    /// sway's default title bar colour for the focused window.
    let focusedTitle = RGBA(red: 0x28, green: 0x55, blue: 0x77)
    let arguments = [
        "alert", "--title", "Unsaved changes", "--message", "Save before closing?",
        "--button", "Cancel:cancel", "--button", "Save",
    ]

    /// The dark pixels inside `region`: the title and message, which sit above the card's centre (the
    /// buttons below them are blue), so "centred" allows for that vertically.
    func inkBox(in shot: Screenshot, _ region: PixelRect) -> PixelRect? {
        shot.boundingBox(of: .black, tolerance: 110, in: region)
    }

    /// Screenshots until `accept` holds for one, or 5 s pass; returns the last.
    func screenshot(_ sway: SwayHarness, until accept: (Screenshot) -> Bool) throws -> Screenshot {
        var shot = try sway.screenshot()
        waitUntil(timeout: .seconds(5), interval: .milliseconds(30)) {
            if accept(shot) { return true }
            shot = (try? sway.screenshot()) ?? shot
            return false
        }
        return shot
    }

    /// Sends `command` to curtain's window as soon as sway has it (swaymsg fails while no window matches).
    func command(_ sway: SwayHarness, _ command: String) throws {
        var lastError: (any Error)?
        let sent = waitUntil(timeout: .seconds(5), interval: .milliseconds(10)) {
            do {
                try sway.command("[app_id=\"org.curtain.Curtain\"] " + command)
                return true
            } catch {
                lastError = error
                return false
            }
        }
        #expect(sent, "swaymsg \(command): \(String(describing: lastError))")
    }

    /// Returns "Save" through sway's seat and checks the answer.
    func answer(_ run: CurtainProcess, on sway: SwayHarness) throws {
        sway.tap(.enter, holding: [])
        let result = try run.finish()
        #expect(result.status == 0 && result.stdout == "Save\n", "\(result.stderr)")
    }

    @Test func theAlertFloatsAtItsOwnSizeCentredUnderSwaysTitleBar() throws {
        let sway = try SwayHarness(width: 800, height: 600, layout: .tiling)
        let run = try CurtainProcess(arguments + ["--transition", "none"], on: sway)
        let shot = try screenshot(sway) { shot in
            guard let box = shot.boundingBox(of: cardColour) else { return false }
            return inkBox(in: shot, box.insetBy(2)) != nil
        }
        let box = try #require(shot.boundingBox(of: cardColour), "no alert on sway's output")
        #expect(box.width < 400 && box.height < 300, "floating at the alert's size, not tiled: \(box)")
        #expect(abs(box.center.x - 400) <= 2, "centred: \(box)")
        #expect(abs(box.center.y - 300) <= 24, "centred, under its title bar: \(box)")
        let title = shot.pixel(x: box.maxX - 4, y: box.y - 6)
        #expect(title.matches(focusedTitle, tolerance: 8), "sway's title bar above the alert: \(title)")
        let ink = try #require(inkBox(in: shot, box.insetBy(2)), "the alert's text is drawn")
        #expect(abs(ink.center.x - box.center.x) <= 4, "the text is centred: \(ink) in \(box)")
        try answer(run, on: sway)
    }

    @Test func fullscreenImposedMidTransitionKeepsTheAlertDrawnAndCentred() throws {
        let sway = try SwayHarness(width: 800, height: 600, layout: .tiling)
        let run = try CurtainProcess(arguments + ["--transition", "slide"], on: sway)
        try command(sway, "fullscreen enable")
        let output = PixelRect(x: 0, y: 0, width: 800, height: 600)
        let shot = try screenshot(sway) { shot in
            guard shot.isUniform(PixelRect(x: 0, y: 0, width: 800, height: 8), color: cardColour),
                let ink = inkBox(in: shot, output)
            else { return false }
            return abs(ink.center.x - 400) <= 4 && abs(ink.center.y - 300) <= 50
        }
        #expect(
            shot.isUniform(PixelRect(x: 0, y: 0, width: 800, height: 8), color: cardColour),
            "the window fills the output in the card's colour: \(shot.histogram(in: PixelRect(x: 0, y: 0, width: 800, height: 8)).prefix(3))"
        )
        let ink = try #require(inkBox(in: shot, output), "the alert is drawn")
        #expect(abs(ink.center.x - 400) <= 4 && abs(ink.center.y - 300) <= 50, "and rests centred: \(ink)")
        try answer(run, on: sway)
    }

    @Test func tilingTheDialogReLaysItOutCentredInTheTile() throws {
        let sway = try SwayHarness(width: 800, height: 600, layout: .tiling)
        let run = try CurtainProcess(arguments + ["--transition", "zoom"], on: sway)
        try command(sway, "floating disable")
        let shot = try screenshot(sway) { shot in
            guard let box = shot.boundingBox(of: cardColour), box.width >= 790,
                let ink = inkBox(in: shot, box.insetBy(2))
            else { return false }
            return abs(ink.center.x - box.center.x) <= 4 && abs(ink.center.y - box.center.y) <= 50
        }
        let box = try #require(shot.boundingBox(of: cardColour))
        #expect(box.width >= 790 && box.height >= 500, "tiled across the output: \(box)")
        let ink = try #require(inkBox(in: shot, box.insetBy(2)), "the alert is drawn")
        #expect(
            abs(ink.center.x - box.center.x) <= 4 && abs(ink.center.y - box.center.y) <= 50,
            "centred in the tile: \(ink) in \(box)")
        try answer(run, on: sway)
    }
}
