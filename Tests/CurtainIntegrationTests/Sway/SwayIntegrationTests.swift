import CurtainTestSupport
import Glibc
import Testing
import Wayland
import Curtain
@testable import CurtainPresentation
@testable import CurtainShell
@testable import CurtainViews

/// A meaningful subset of the integration suite on a second compositor, headless sway 1.7 (wlroots): globals,
/// a window's exact pixels, and a lost compositor. Fails (never skips) when sway or grim is missing.
@MainActor @Suite("On sway", .serialized, .integrationTimeLimit, .mainActorTurns)
struct SwayIntegrationTests {
    private let red = RGBA(red: 255, green: 0, blue: 0)
    private let blue = RGBA(red: 0, green: 0, blue: 255)

    func settle(_ window: Window, _ app: Application) async throws {
        let settled = try await app.wait { window.isSettled }
        #expect(settled, "the window did not settle on sway")
    }

    @Test func applicationBindsWhatCurtainNeeds() throws {
        let sway = try SwayHarness()
        let app = try Application(displayName: sway.socketPath)
        let connection = app.connection
        #expect(connection.subcompositor != nil && connection.viewporter != nil)
        #expect(connection.wmBase.version >= 2)
        #expect(!connection.outputs.isEmpty)
        #expect(sway.isRunning, "\(sway.log)")
    }

    @Test func windowShowsItsPixelsAtItsRequestedSize() async throws {
        let sway = try SwayHarness()
        let app = try Application(displayName: sway.socketPath)
        let window = Window(
            application: app, title: "sway pixels", appID: "org.curtain.tests",
            size: Size(width: 300, height: 200))
        window.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let square = View(frame: Rect(x: 10, y: 20, width: 40, height: 30))
        square.backgroundColor = Color(red: 0, green: 0, blue: 1)
        window.contentView.addSubview(square)
        window.show()
        try await settle(window, app)
        #expect(window.size == Size(width: 300, height: 200), "sway must float the window at its own size")

        var shot = try sway.screenshot()
        await waitUntil(timeout: .seconds(5), interval: .milliseconds(20)) {
            if shot.boundingBox(of: red)?.width == 300 { return true }
            _ = try? await app.wait(timeout: .milliseconds(20)) { false }
            shot = (try? sway.screenshot()) ?? shot
            return false
        }
        let frame = try #require(shot.boundingBox(of: red), "no red window on sway's output")
        #expect(frame.width == 300 && frame.height == 200, "\(frame)")
        #expect(shot.boundingBox(of: blue) == PixelRect(x: frame.x + 10, y: frame.y + 20, width: 40, height: 30))
        #expect(shot.pixel(x: 2, y: 2) == SwayHarness.background, "\(shot.pixel(x: 2, y: 2))")
        window.close()
    }

    @Test func alertPresentsOverTheWindowAsAPopup() async throws {
        let sway = try SwayHarness()
        let app = try Application(displayName: sway.socketPath)
        let window = Window(
            application: app, title: "sway parent", appID: "org.curtain.tests",
            size: Size(width: 400, height: 300))
        window.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.show()
        try await settle(window, app)
        let alert = AlertController(title: "On sway", message: "A popup over its parent.")
        alert.addAction(AlertAction(title: "OK"))
        var presented = false
        window.present(alert, animated: true) { presented = true }
        #expect(try await app.wait { presented }, "the zoom transition must finish on sway's frame callbacks")
        let presentation = try #require(window.currentPresentation)
        #expect(presentation.compositor?.isConfigured == true)
        try await app.wait(timeout: .milliseconds(100)) { false }

        // The dim darkens the red parent everywhere but under the white card, which sits centred in it.
        let dimmedRed = RGBA(red: 0xFF / 2, green: 0, blue: 0)
        var shot = try sway.screenshot()
        await waitUntil(timeout: .seconds(5), interval: .milliseconds(20)) {
            if let box = shot.boundingBox(of: dimmedRed, tolerance: 40), box.width >= 399 { return true }
            _ = try? await app.wait(timeout: .milliseconds(20)) { false }
            shot = (try? sway.screenshot()) ?? shot
            return false
        }
        let parent = try #require(shot.boundingBox(of: dimmedRed, tolerance: 40), "no dimmed parent on sway")
        let onScreen = PixelRect(x: parent.x, y: parent.y, width: 400, height: 300)
        // sway 1.7's pixman renderer samples the 1x1 dim buffer stretched by wp_viewport past its right edge
        // for the last column (weston's is exact): one column of the parent may stay undimmed, no more.
        #expect((399...400).contains(parent.width) && parent.height == 300, "\(parent)")
        let undimmed = shot.boundingBox(of: red)
        #expect(
            undimmed == nil || undimmed == PixelRect(x: onScreen.x + 399, y: onScreen.y, width: 1, height: 300),
            "the dim must cover the parent: undimmed \(String(describing: undimmed)), popup geometry \(String(describing: presentation.compositor?.geometry))"
        )
        let card = alert.layout(in: Size(width: 400, height: 300))
        let centre = shot.pixel(x: parent.x + Int(card.midX), y: parent.y + Int(card.midY))
        #expect(centre.matches(.white, tolerance: 40), "card centre \(centre)")

        var dismissed = false
        alert.dismiss(animated: true) { dismissed = true }
        #expect(try await app.wait { dismissed })
        window.close()
    }

    /// Issue 20 on wlroots: a confirmation stacked over a presented sheet is a popup of the sheet's popup, its
    /// dim over the sheet; dismissing everything unwinds it first, and sway raises no protocol error.
    @Test func aConfirmationStacksOverASheetAndUnwinds() async throws {
        let sway = try SwayHarness()
        let app = try Application(displayName: sway.socketPath)
        let window = Window(
            application: app, title: "sway stacked", appID: "org.curtain.tests", size: Size(width: 400, height: 300))
        window.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.show()
        try await settle(window, app)
        let sheet = SolidCardController(
            color: Color(red: 0, green: 0, blue: 1), size: Size(width: 360, height: 260), transition: ZoomTransition())
        var sheetUp = false
        window.present(sheet, animated: true) { sheetUp = true }
        #expect(try await app.wait { sheetUp })
        let confirmation = AlertController(title: "Discard changes?", message: nil)
        confirmation.addAction(AlertAction(title: "Keep", style: .cancel))
        var confirmationUp = false
        sheet.present(confirmation, animated: true) { confirmationUp = true }
        #expect(try await app.wait { confirmationUp }, "the stacked zoom must finish on sway's frame callbacks")
        #expect(window.presentationQueue.presentations.count == 2)

        // The sheet's blue shows around the alert's card, dimmed by the confirmation; none is left undimmed.
        func dimmedBlue(_ shot: Screenshot) -> Int {
            shot.pixels.count(where: { (40...220).contains($0.blue) && $0.red < 8 && $0.green < 8 })
        }
        var shot = try sway.screenshot()
        await waitUntil(timeout: .seconds(5), interval: .milliseconds(20)) {
            if dimmedBlue(shot) > 5_000 { return true }
            _ = try? await app.wait(timeout: .milliseconds(20)) { false }
            shot = (try? sway.screenshot()) ?? shot
            return false
        }
        #expect(dimmedBlue(shot) > 5_000, "no dimmed sheet on sway")
        #expect(shot.count(of: blue, tolerance: 2) == 0, "the confirmation's dim must cover the sheet")

        var order: [String] = []
        confirmation.whenPresentationEnds { order.append("confirmation") }
        sheet.whenPresentationEnds { order.append("sheet") }
        var dismissed = false
        window.dismiss(animated: true) { dismissed = true }
        #expect(try await app.wait { dismissed })
        #expect(order == ["confirmation", "sheet"])
        #expect(sway.isRunning, "\(sway.log)")
        window.close()
    }

    /// Issue 20: a popover anchored to a button hangs below it, and flips above it near the bottom of the
    /// screen, because sway applies `xdg_positioner`'s constraint adjustment.
    @Test func aPopoverAnchoredToAButtonFlipsAtTheScreensEdge() async throws {
        let sway = try SwayHarness()
        let app = try Application(displayName: sway.socketPath)
        let window = Window(
            application: app, title: "sway popover", appID: "org.curtain.tests", size: Size(width: 400, height: 440))
        let top = Button(title: "Top", style: .default)
        top.frame = Rect(x: 150, y: 10, width: 100, height: 40)
        let bottom = Button(title: "Bottom", style: .default)
        bottom.frame = Rect(x: 150, y: 390, width: 100, height: 40)
        window.contentView.addSubview(top)
        window.contentView.addSubview(bottom)
        window.show()
        try await settle(window, app)

        func present(from source: Button) async throws -> (PopoverPresentationController, SurfaceRect, SurfaceRect) {
            let details = SolidCardController(color: Color(red: 0, green: 0, blue: 1), size: Size(width: 200, height: 150))
            details.modalPresentationStyle = .popover
            let popover = try #require(details.popoverPresentationController)
            popover.sourceView = source
            var isUp = false
            window.present(details, animated: true) { isUp = true }
            #expect(try await app.wait { isUp }, "the popover never came to rest on sway")
            let presentation = try #require(window.currentPresentation)
            let geometry = try #require(presentation.compositor?.geometry)
            let anchor = window.anchorRect(of: source)
            var isGone = false
            window.dismiss(animated: false) { isGone = true }
            #expect(try await app.wait { isGone })
            return (popover, geometry, anchor)
        }

        let (below, belowPlace, topAnchor) = try await present(from: top)
        #expect(!below.isAboveSource)
        #expect(belowPlace.y == topAnchor.y + topAnchor.height, "hangs from the button's bottom: \(belowPlace)")
        #expect(belowPlace.x + belowPlace.width / 2 == topAnchor.x + topAnchor.width / 2, "centred on it: \(belowPlace)")
        #expect(belowPlace.width == 200 && belowPlace.height == 150)

        let (above, abovePlace, bottomAnchor) = try await present(from: bottom)
        #expect(above.isAboveSource, "no room below on a 480-pixel output: flipped above")
        #expect(abovePlace.y + abovePlace.height == bottomAnchor.y, "rests on the button's top: \(abovePlace)")
        #expect(abovePlace.height == 150, "never shrunk")
        #expect(sway.isRunning, "\(sway.log)")
        window.close()
    }

    @Test func killedSwayIsConnectionLost() async throws {
        let sway = try SwayHarness()
        let app = try Application(displayName: sway.socketPath)
        let window = Window(
            application: app, title: "sway doomed", appID: "org.curtain.tests",
            size: Size(width: 120, height: 80))
        window.show()
        try await settle(window, app)
        kill(sway.pid, SIGKILL)
        // A wait that runs out returns false; only the loop's own error throws. The deadline is a hang guard.
        let error = await #expect(throws: WaylandError.self) { try await app.wait(timeout: .seconds(30)) { false } }
        guard case .connectionLost? = error else {
            Issue.record("expected connectionLost, got \(String(describing: error))")
            return
        }
        window.close()
    }
}
