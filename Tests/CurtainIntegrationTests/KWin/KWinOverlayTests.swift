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

    /// Issue 23's crash on KDE, in process: the pointer rests on the card (KWin starts it at the output's centre,
    /// where the card is), the field takes text through KWin's text-input v3, Return answers the alert, and the field
    /// is emptied after the dismissal, as `curtain pinentry` empties its fields. The card's root, kept alive by its
    /// own hover chain, used to outlive the card and call into it: "unowned reference already destroyed".
    @Test func aFieldEditedAfterItsAlertIsAnsweredReachesNothingGone() async throws {
        let fixture = try KWinFixture(KWinSession.harness())
        let shown = OverlayFixture(fixture.app, title: "Passphrase", message: "Type it, then Return.")
        let field = try await Self.type("kde", intoAFieldOf: shown, fixture)
        #expect(fixture.app.textInput()?.isEnabled == true, "KWin's text-input v3 follows the field")

        fixture.kwin.tap(.enter)
        #expect(try await fixture.run { shown.answer != nil }, "Return must answer the alert")
        field.text = ""
        field.text = "after the dismissal"
        try await fixture.sync()
        #expect(field.rootView == nil, "the field went back to its alert with the card's teardown")
        #expect(fixture.app.textInput()?.isEnabled != true, "the input method's link to the field ended with it")
        shown.window.close()
        try await fixture.sync()
        #expect(fixture.kwin.isRunning, "\(fixture.kwin.log)")
    }

    /// Edits while the presentation ends: every loop turn of an animated dismissal edits the field (through the
    /// teardown in its last frame), and a second alert's field is edited after its overlay closed under it.
    @Test func aFieldEditedWhileItsPresentationIsTornDownReachesNothingGone() async throws {
        let fixture = try KWinFixture(KWinSession.harness())
        let shown = OverlayFixture(fixture.app, title: "Dismissed", message: "While typing.")
        let field = try await Self.type("mid", intoAFieldOf: shown, fixture)
        var dismissed = false
        shown.alert.dismiss(animated: true) { dismissed = true }
        var edits = 0
        #expect(
            try await fixture.run {
                field.text += "x"
                edits += 1
                return dismissed
            }, "the dismissal must end")
        #expect(edits > 1, "the field was edited during the dismissal")
        field.text = ""
        try await fixture.sync()
        shown.window.close()

        let second = OverlayFixture(fixture.app, title: "Closed", message: "Under the field.")
        let secondField = try await Self.type("gone", intoAFieldOf: second, fixture)
        second.window.close()
        secondField.text = ""
        secondField.text = "after the close"
        try await fixture.sync()
        #expect(second.answer == "Cancel", "closing the window cancels the alert")
        #expect(secondField.rootView == nil)
        #expect(fixture.kwin.isRunning, "\(fixture.kwin.log)")
    }

    /// Adds a field to `shown`'s alert, presents it over the mapped overlay, rests KWin's pointer on the field, as a
    /// user's hand rests on the mouse (the card's root then holds the field in its hover chain), and types `text`.
    ///
    /// - Returns: The field, holding `text`.
    private static func type(_ text: String, intoAFieldOf shown: OverlayFixture, _ fixture: KWinFixture) async throws
        -> TextField
    {
        let (overlay, alert) = (shown.window, shown.alert)
        alert.addTextField()
        let field = try #require(alert.textFields.first)
        #expect(
            try await fixture.run { overlay.isMapped && overlay.hasKeyboardFocus }, "the overlay must map and take the keyboard")
        var presented = false
        overlay.present(alert, animated: true) { presented = true }
        #expect(try await fixture.run { presented }, "the transition must finish on KWin's frame callbacks")
        // No reference to the presentation outlives this line: the test must not keep the card alive itself.
        let image = try #require(overlay.currentPresentation).card.restingImageFrame
        let inCard = field.convert(field.bounds, to: nil)
        fixture.kwin.movePointer(x: image.minX + inCard.midX, y: image.minY + inCard.midY)
        #expect(
            try await fixture.run { overlay.currentPresentation?.card.root.currentCursor == .text },
            "the pointer must rest on the field")
        try fixture.kwin.type(text)
        #expect(try await fixture.run { field.text == text }, "the keys must reach the field")
        return field
    }
}
