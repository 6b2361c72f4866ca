import CurtainTestSupport
import Testing
import Curtain

/// What KWin shows, read back through its ScreenShot2 D-Bus API: a window's exact pixels and an alert dimming
/// it, at output scale 1 and at 1.25, where a window drawn at the fractional scale lands pixel for pixel.
@MainActor struct KWinPixelTests {
    static let red = RGBA(red: 255, green: 0, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 255)

    /// A red 400x300 window with a blue 40x40 square at (20, 20) and `extra` views, shown and settled.
    static func showRedWindow(_ fixture: KWinFixture, extra: [View] = []) async throws -> Window {
        let window = Window(
            application: fixture.app, title: "KWin pixels", appID: "org.curtain.tests",
            size: Size(width: 400, height: 300))
        window.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let square = View(frame: Rect(x: 20, y: 20, width: 40, height: 40))
        square.backgroundColor = Color(red: 0, green: 0, blue: 1)
        window.contentView.addSubview(square)
        for view in extra { window.contentView.addSubview(view) }
        try await fixture.show(window)
        return window
    }

    /// Screenshots until `isShown` holds or 10 s pass (KWin fades new windows in), running the app meanwhile.
    static func screenshot(_ fixture: KWinFixture, until isShown: (Screenshot) -> Bool) async throws -> Screenshot {
        let deadline = ContinuousClock.now.advanced(by: .seconds(10))
        var shot = try fixture.kwin.screenshot()
        while !isShown(shot), ContinuousClock.now < deadline {
            try await fixture.run(timeout: .milliseconds(20)) { false }
            shot = try fixture.kwin.screenshot()
        }
        return shot
    }
}

@MainActor @Suite("Pixels on KWin", .serialized, .kwin(), .integrationTimeLimit, .mainActorTurns)
struct KWinPixelScaleOneTests {
    @Test func windowShowsItsPixelsAndTheAlertDimsIt() async throws {
        let fixture = try KWinFixture(KWinSession.harness())
        let window = try await KWinPixelTests.showRedWindow(fixture)
        var shot = try await KWinPixelTests.screenshot(fixture) { $0.boundingBox(of: KWinPixelTests.red)?.width == 400 }
        let frame = try #require(shot.boundingBox(of: KWinPixelTests.red), "no red window in KWin's screenshot")
        #expect(frame.width == 400 && frame.height == 300, "\(frame)")
        #expect(
            shot.boundingBox(of: KWinPixelTests.blue)
                == PixelRect(x: frame.x + 20, y: frame.y + 20, width: 40, height: 40))

        let alert = AlertController(title: "On KWin", message: "Pixels through ScreenShot2.")
        alert.addAction(AlertAction(title: "OK"))
        alert.transitionStyle = .none
        var presented = false
        window.present(alert, animated: false) { presented = true }
        #expect(try await fixture.run { presented })
        let dimmedRed = RGBA(red: 0x7F, green: 0, blue: 0)
        shot = try await KWinPixelTests.screenshot(fixture) { $0.boundingBox(of: KWinPixelTests.red) == nil }
        #expect(shot.boundingBox(of: KWinPixelTests.red) == nil, "the dim covers the whole parent")
        #expect(shot.boundingBox(of: dimmedRed, tolerance: 8) == frame, "dimmed to half")
        let card = alert.layout(in: Size(width: 400, height: 300))
        let centre = shot.pixel(x: frame.x + Int(card.midX), y: frame.y + Int(card.minY) + 4)
        #expect(centre.matches(RGBA(red: 247, green: 247, blue: 247), tolerance: 12), "the card shows: \(centre)")
        window.close()
    }
}

@MainActor @Suite("Pixels on KWin at 1.25", .serialized, .kwin(scale: 1.25), .integrationTimeLimit, .mainActorTurns)
struct KWinPixelFractionalTests {
    @Test func windowDrawnAtTheFractionalScaleLandsPixelForPixel() async throws {
        let fixture = try KWinFixture(KWinSession.harness())
        // 0.8 logical pixels are one device pixel at 1.25: drawn at 1.25 the line is one pure blue column, while
        // drawn at 2 (1.6 pixels) and shrunk by KWin it would smear into blends of red and blue.
        let line = View(frame: Rect(x: 100, y: 20, width: 0.8, height: 40))
        line.backgroundColor = Color(red: 0, green: 0, blue: 1)
        let window = try await KWinPixelTests.showRedWindow(fixture, extra: [line])
        let shot = try await KWinPixelTests.screenshot(fixture) { $0.boundingBox(of: KWinPixelTests.red)?.width == 500 }
        let frame = try #require(shot.boundingBox(of: KWinPixelTests.red, tolerance: 0))
        #expect(frame.width == 500 && frame.height == 375, "400x300 at 1.25: \(frame)")
        // Drawn at 1.25 and shown without resampling, the square's edges are sharp: every pixel of the window is
        // exactly red or exactly blue, none a blend.
        let blended = shot.histogram(in: frame).filter { $0.color != KWinPixelTests.red && $0.color != KWinPixelTests.blue }
        #expect(blended.isEmpty, "blended pixels: \(blended.prefix(5))")
        let square = PixelRect(x: frame.x, y: frame.y, width: 100, height: 100)
        #expect(
            shot.boundingBox(of: KWinPixelTests.blue, in: square)
                == PixelRect(x: frame.x + 25, y: frame.y + 25, width: 50, height: 50))
        #expect(
            shot.boundingBox(of: KWinPixelTests.blue, in: PixelRect(x: frame.x + 100, y: frame.y, width: 100, height: 100))
                == PixelRect(x: frame.x + 125, y: frame.y + 25, width: 1, height: 50), "a one-pixel line")
        window.close()
    }
}
