import CurtainTestSupport
import Glibc
import Testing
import Wayland
import Curtain
@testable import CurtainPresentation

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

    @Test func killedSwayIsConnectionLost() async throws {
        let sway = try SwayHarness()
        let app = try Application(displayName: sway.socketPath)
        let window = Window(
            application: app, title: "sway doomed", appID: "org.curtain.tests",
            size: Size(width: 120, height: 80))
        window.show()
        try await settle(window, app)
        kill(sway.pid, SIGKILL)
        let start = EventLoop.now()
        await #expect(throws: WaylandError.self) { try await app.wait(timeout: .seconds(5)) { false } }
        #expect(EventLoop.now() - start < .seconds(1))
        window.close()
    }
}
