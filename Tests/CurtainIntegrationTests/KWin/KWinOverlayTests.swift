import CurtainTestSupport
import Foundation
import Testing
import Curtain
@testable import CurtainPresentation

/// Issue 23, part 1 on KDE: KWin 5.27 offers layer-shell (version 3), so an overlay window covers the output, an
/// alert over it dims the window behind and KWin's own background alike, and Return through KWin's fake input
/// answers it.
@MainActor @Suite("Overlays on KWin", .serialized, .kwin(), .integrationTimeLimit, .mainActorTurns)
struct KWinOverlayTests {
    @Test func anAlertOverAnOverlayDimsTheOutputAndReturnAnswersIt() async throws {
        let fixture = try KWinFixture(KWinSession.harness())
        #expect(fixture.app.canShowOverlays, "KWin 5.27 offers zwlr_layer_shell_v1")
        let behind = try await KWinPixelTests.showRedWindow(fixture)
        let before = try await KWinPixelTests.screenshot(fixture) { $0.boundingBox(of: KWinPixelTests.red)?.width == 400 }
        let window = try #require(before.boundingBox(of: KWinPixelTests.red), "no red window in KWin's screenshot")
        let corner = before.pixel(x: 0, y: 0)

        let shown = OverlayFixture(fixture.app, title: "Over KDE", message: "The whole output is dimmed.")
        let (overlay, alert) = (shown.window, shown.alert)
        #expect(
            try await fixture.run { overlay.isMapped && overlay.hasKeyboardFocus && !behind.hasKeyboardFocus },
            "the overlay must map and take the keyboard from the window behind")
        #expect(overlay.isOverlay)
        #expect(overlay.size == Size(width: Double(before.width), height: Double(before.height)), "\(overlay.size)")

        var presented = false
        overlay.present(alert, animated: true) { presented = true }
        #expect(try await fixture.run { presented }, "the transition must finish on KWin's frame callbacks")
        let alpha = try #require(overlay.currentPresentation).coordinator.presentationController.dimmingLayer.targetAlpha
        let dimmed = { (value: UInt8) in UInt8((Double(value) * (1 - alpha)).rounded()) }
        let dimmedRed = RGBA(red: dimmed(255), green: 0, blue: 0)
        let dimmedCorner = RGBA(red: dimmed(corner.red), green: dimmed(corner.green), blue: dimmed(corner.blue))

        let shot = try await KWinPixelTests.screenshot(fixture) {
            $0.boundingBox(of: KWinPixelTests.red) == nil && $0.pixel(x: 0, y: 0).matches(dimmedCorner, tolerance: 2)
        }
        try? shot.writePNG(to: NSTemporaryDirectory() + "curtain-kwin-overlay.png")
        #expect(shot.boundingBox(of: KWinPixelTests.red) == nil, "the window behind is dimmed")
        #expect(
            shot.pixel(x: window.x + 4, y: window.y + 4).matches(dimmedRed, tolerance: 3),
            "\(shot.pixel(x: window.x + 4, y: window.y + 4))")
        // KWin's virtual output shows black where no window is, which no dim changes; the red window proves the dim.
        for (x, y) in [(0, 0), (shot.width - 1, 0), (0, shot.height - 1), (shot.width - 1, shot.height - 1)] {
            #expect(
                shot.pixel(x: x, y: y).matches(dimmedCorner, tolerance: 2),
                "(\(x), \(y)): \(shot.pixel(x: x, y: y)) from \(corner)")
        }
        let card = alert.layout(in: overlay.size)
        #expect(
            shot.pixel(x: Int(card.midX), y: Int(card.minY) + 4).matches(RGBA(red: 247, green: 247, blue: 247), tolerance: 12))

        fixture.kwin.tap(.enter)
        #expect(try await fixture.run { shown.answer != nil }, "Return must answer the alert")
        #expect(shown.answer == "OK")
        overlay.close()
        behind.close()
        #expect(fixture.kwin.isRunning, "\(fixture.kwin.log)")
    }

    /// The system prompt on KDE: `curtain pinentry` asks over the screen (the red window behind darkens to half and
    /// stays visible through the dim, which a prompt in a window of its own would leave red), and the passphrase
    /// typed through KWin's fake input is what it answers.
    @Test func thePinentryAsksOverTheScreenAndGetsThePassphraseTyped() async throws {
        let fixture = try KWinFixture(KWinSession.harness())
        let behind = try await KWinPixelTests.showRedWindow(fixture)
        let stats = fixture.kwin.runtimeDirectory + "/stats-\(UUID().uuidString).json"
        let run = try CurtainProcess(
            ["pinentry"], on: fixture.kwin, environment: ["CURTAIN_STATS": stats],
            input: "SETDESC Unlock%0Ait\nGETPIN\n")
        #expect(
            try await fixture.run(timeout: .seconds(15)) {
                FileManager.default.fileExists(atPath: stats) || !run.process.isRunning
            } && run.process.isRunning, "the pinentry's alert was not presented on KWin")
        let dimmedRed = RGBA(red: 128, green: 0, blue: 0)
        let shot = try await KWinPixelTests.screenshot(fixture) {
            $0.boundingBox(of: KWinPixelTests.red) == nil && $0.count(of: dimmedRed, tolerance: 3) > 1000
        }
        try? shot.writePNG(to: NSTemporaryDirectory() + "curtain-kwin-pinentry.png")
        #expect(shot.boundingBox(of: KWinPixelTests.red) == nil, "the window behind is dimmed")
        #expect(shot.count(of: dimmedRed, tolerance: 3) > 1000, "and shows through the dim at half")
        try fixture.kwin.type("kde pass")
        fixture.kwin.tap(.enter)
        let result = try run.finish()
        #expect(result.stdout.hasSuffix("D kde pass\nOK\n"), "\(result)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        behind.close()
        #expect(fixture.kwin.isRunning, "\(fixture.kwin.log)")
    }
}
