import CurtainTestSupport
import Foundation
import Testing
import Curtain
@testable import CurtainPresentation
@testable import CurtainViews

/// Issue 23, part 1 on sway: a window with the overlay role is a layer surface on the overlay layer that covers
/// the output and takes the keyboard from every window; an alert presented over it dims the whole output with
/// its design's dim and centres its card, and Return typed through sway's seat answers it.
@MainActor @Suite("Overlays on sway", .serialized, .integrationTimeLimit, .mainActorTurns)
struct SwayOverlayTests {
    @Test func anAlertOverAnOverlayDimsTheWholeOutputAndTakesTheKeyboard() async throws {
        let sway = try SwayHarness()
        let app = try Application(displayName: sway.socketPath)
        #expect(app.canShowOverlays, "sway 1.7 offers zwlr_layer_shell_v1")
        // A window that has the keyboard before the overlay comes.
        let behind = Window(application: app, title: "behind", appID: "org.curtain.tests", size: Size(width: 200, height: 100))
        behind.backgroundColor = Color(red: 1, green: 0, blue: 0)
        behind.show()
        #expect(try await app.wait { behind.hasKeyboardFocus }, "sway must focus a new window: \(sway.log)")

        let shown = OverlayFixture(app, title: "Over the screen", message: "Everything behind is dimmed.")
        let (overlay, alert) = (shown.window, shown.alert)
        #expect(try await app.wait { overlay.isMapped }, "the overlay never mapped: \(sway.log)")
        #expect(overlay.isOverlay && overlay.toplevel == nil)
        #expect(overlay.size == Size(width: Double(sway.width), height: Double(sway.height)), "\(overlay.size)")
        #expect(
            try await app.wait { overlay.hasKeyboardFocus && !behind.hasKeyboardFocus },
            "an exclusive overlay takes the keyboard from the focused window")
        // A window that maps meanwhile, which sway would focus, gets no key either. Its first frame has been shown
        // once it settles, and sway focuses a new window when it maps, before that.
        let late = Window(application: app, title: "late", appID: "org.curtain.tests", size: Size(width: 120, height: 80))
        late.show()
        #expect(try await app.wait { late.isSettled }, "the late window never settled: \(sway.log)")
        #expect(!late.hasKeyboardFocus && overlay.hasKeyboardFocus, "the overlay keeps the keyboard from a new window")

        var presented = false
        overlay.present(alert, animated: true) { presented = true }
        #expect(try await app.wait { presented }, "the transition must finish on sway's frame callbacks")
        let presentation = try #require(overlay.currentPresentation)
        let dim = presentation.coordinator.presentationController.dimmingLayer
        #expect(dim.targetAlpha > 0, "an alert's design dims")
        let geometry = try #require(presentation.compositor?.geometry)
        #expect(geometry.width == Int32(sway.width) && geometry.height == Int32(sway.height), "\(geometry)")

        // Every corner of the output, sway's own background and the red window alike, is darkened by the dim's
        // alpha; the card sits in the middle of the output.
        let dimmed = { (channel: UInt8) in UInt8((Double(channel) * (1 - dim.targetAlpha)).rounded()) }
        let dimmedBackground = RGBA(
            red: dimmed(SwayHarness.background.red), green: dimmed(SwayHarness.background.green),
            blue: dimmed(SwayHarness.background.blue))
        let dimmedArea = SwayOverlayTests.dimmedArea(sway)
        let corners = [(0, 0), (dimmedArea.maxX - 1, 0), (0, dimmedArea.maxY - 1), (dimmedArea.maxX - 1, dimmedArea.maxY - 1)]
        var shot = try sway.screenshot()
        await waitUntil(timeout: .seconds(5), interval: .milliseconds(20)) {
            if corners.allSatisfy({ shot.pixel(x: $0.0, y: $0.1).matches(dimmedBackground, tolerance: 2) }) { return true }
            _ = try? await app.wait(timeout: .milliseconds(20)) { false }
            shot = (try? sway.screenshot()) ?? shot
            return false
        }
        try? shot.writePNG(to: NSTemporaryDirectory() + "curtain-sway-overlay.png")
        for (x, y) in corners {
            #expect(shot.pixel(x: x, y: y).matches(dimmedBackground, tolerance: 2), "(\(x), \(y)): \(shot.pixel(x: x, y: y))")
        }
        let undimmed = shot.count(of: SwayHarness.background, tolerance: 2, in: dimmedArea)
        let card = alert.layout(in: overlay.size)
        let cardPixels = PixelRect(x: Int(card.minX), y: Int(card.minY), width: Int(card.width), height: Int(card.height))
        #expect(
            undimmed == shot.count(of: SwayHarness.background, tolerance: 2, in: cardPixels),
            "no part of the output is left undimmed (but grey text on the card)")
        #expect(shot.count(of: RGBA(red: 255, green: 0, blue: 0), tolerance: 2) == 0, "the window behind is dimmed")
        #expect(abs(card.midX - Double(sway.width) / 2) <= 1 && abs(card.midY - Double(sway.height) / 2) <= 1, "\(card)")
        let centre = shot.pixel(x: Int(card.midX), y: Int(card.midY))
        #expect(centre.matches(.white, tolerance: 40), "card centre \(centre)")

        // Return through sway's seat reaches the overlay, not the window behind: the preferred action answers.
        sway.tap(.enter, holding: [])
        #expect(try await app.wait { shown.answer != nil }, "Return must answer the alert")
        #expect(shown.answer == "OK")
        #expect(sway.isRunning, "\(sway.log)")
        overlay.close()
        // sway focused the late window when it mapped; the overlay only held the keyboard, which now goes to it.
        #expect(
            try await app.wait { late.hasKeyboardFocus && !behind.hasKeyboardFocus },
            "the keyboard returns to the focused window once the overlay goes")
        late.close()
        behind.close()
    }

    /// The output but its last column and last two rows: sway 1.7's pixman renderer stretches the dim's 1x1
    /// buffer with a 16.16 fixed-point scale that rounds up for some sizes (1/480), so the last pixels sample
    /// past the buffer's edge and stay undimmed (`alertPresentsOverTheWindowAsAPopup` sees one column).
    nonisolated static func dimmedArea(_ sway: SwayHarness) -> PixelRect {
        PixelRect(x: 0, y: 0, width: sway.width - 1, height: sway.height - 2)
    }
}

/// `curtain alert --overlay` as a child process of sway: a screenshot of the dimmed output, then Return through
/// sway's seat.
@Suite("curtain alert --overlay on sway", .serialized, .integrationTimeLimit, .blocking)
struct SwayOverlayCommandTests {
    /// Starts `curtain alert --overlay arguments…` on `sway` and waits until its alert is presented (the first
    /// record in `CURTAIN_STATS`: the presenting transition ended) and the overlay holds the keyboard.
    private func start(_ arguments: [String], on sway: SwayHarness, environment: [String: String] = [:]) throws
        -> CurtainProcess
    {
        // In sway's directory, which the harness removes: the run rewrites it after every transition.
        let stats = sway.runtimeDirectory + "/stats-\(UUID().uuidString).json"
        let run = try CurtainProcess(
            ["alert", "--overlay"] + arguments, on: sway,
            environment: environment.merging(["CURTAIN_STATS": stats]) { _, new in new })
        let presented = waitUntil(timeout: .seconds(10)) {
            FileManager.default.fileExists(atPath: stats) || !run.process.isRunning
        }
        #expect(presented && run.process.isRunning, "the alert was not presented on sway: \(sway.log)")
        try sway.waitForKeyboardOnLayerSurface()
        return run
    }

    @Test func curtainAlertOverlayIsAnsweredWithReturn() throws {
        let sway = try SwayHarness()
        let run = try start(
            ["--transition", "zoom", "--title", "Save?", "--button", "Cancel:cancel", "--button", "Save"], on: sway)

        // The zoom alert's dim, 0.5, over sway's whole output; the card in its middle.
        let half = RGBA(
            red: SwayHarness.background.red / 2, green: SwayHarness.background.green / 2, blue: SwayHarness.background.blue / 2)
        var shot = try sway.screenshot()
        _ = waitUntil(timeout: .seconds(5)) {
            if shot.pixel(x: 0, y: 0).matches(half, tolerance: 2) { return true }
            shot = (try? sway.screenshot()) ?? shot
            return false
        }
        try? shot.writePNG(to: NSTemporaryDirectory() + "curtain-sway-overlay-command.png")
        #expect(shot.pixel(x: 0, y: 0).matches(half, tolerance: 2), "\(shot.pixel(x: 0, y: 0))")
        let dimmedArea = SwayOverlayTests.dimmedArea(sway)
        #expect(shot.pixel(x: dimmedArea.maxX - 1, y: dimmedArea.maxY - 1).matches(half, tolerance: 2))
        #expect(shot.pixel(x: sway.width / 2, y: sway.height / 2).matches(.white, tolerance: 40))

        sway.tap(.enter, holding: [])
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Save\n")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(sway.isRunning, "\(sway.log)")
    }

    @Test func escapeCancelsAndTypedTextReachesTheSecureField() throws {
        let sway = try SwayHarness()
        let cancelled = try start(["--message", "Really?", "--button", "Cancel:cancel", "--button", "OK"], on: sway)
        sway.tap(.escape, holding: [])
        let cancel = try cancelled.finish()
        #expect(cancel.status == 1 && cancel.stdout == "Cancel\n", "\(cancel)")

        let secret = try start(["--title", "Passphrase", "--secure", "--button", "Cancel:cancel", "--button", "OK"], on: sway)
        try sway.type("s3cret pass\n")
        let typed = try secret.finish()
        #expect(typed.status == 0, "\(typed.stderr)")
        #expect(typed.stdout == "OK\ns3cret pass\n")
        #expect(sway.isRunning, "\(sway.log)")
    }

    @Test func theOverlaysAlertIsAnnouncedAsAModalAlert() throws {
        let sway = try SwayHarness()
        let bus = try AccessibilityBus()
        try bus.setEnabled(true)
        let run = try start(
            [
                "--transition", "none", "--title", "Save?", "--message", "Edits will be lost.", "--button", "Cancel:cancel",
                "--button", "Save",
            ], on: sway, environment: bus.environment)

        // As over the dialog window (AccessibilityIntegrationTests): an alert named by its title, modal, whose
        // buttons click.
        let probe = try bus.probe(pid: run.process.processIdentifier, click: "Save")
        let tree = try #require(probe["tree"] as? [String: Any], "\(probe)")
        let alert = try #require(AccessibleTree.first(in: tree) { $0["role"] as? String == "alert" }, "\(tree)")
        #expect(alert["name"] as? String == "Save?")
        #expect(alert["description"] as? String == "Edits will be lost.")
        #expect(AccessibleTree.states(alert).isSuperset(of: ["modal", "showing", "visible"]))
        let buttons = AccessibleTree.all(in: alert) { $0["role"] as? String == "push button" }
        #expect(buttons.compactMap { $0["name"] as? String } == ["Cancel", "Save"])
        #expect(probe["clicked"] as? Bool == true)
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Save\n")
    }
}
