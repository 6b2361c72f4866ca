import CurtainDesktop
import Foundation
import CurtainTestSupport
import Testing

/// `curtain alert` follows the desktop's dark or light preference from the settings portal, on the test's own
/// `dbus-daemon` with the test portal, unless `--theme` says otherwise.
@Suite("curtain follows the desktop's colour scheme", .serialized, .integrationTimeLimit, .blocking)
struct DesktopThemeCommandTests {
    let weston: WestonHarness
    let client: TestClient
    let input: TestInput
    let bus: PrivateBus

    /// `AlertTheme.dark.backgroundColor` and `AlertTheme.light.backgroundColor` as Cairo paints them.
    static let darkCard = RGBA(red: 44, green: 44, blue: 46)
    static let lightCard = RGBA(red: 248, green: 248, blue: 248)

    init() throws {
        weston = try WestonHarness()
        client = try TestClient.connecting(to: weston)
        input = try TestInput(client)
        bus = try PrivateBus()
        try weston.waitForBackground()
    }

    /// Runs an alert with `arguments` on the test bus, and returns the colour of a strip along its window's top.
    private func cardColour(_ arguments: [String]) throws -> [(color: RGBA, count: Int)] {
        let run = try CurtainProcess(
            ["alert", "--transition", "none", "--message", "Theme?", "--button", "OK"] + arguments,
            on: weston, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        // The surface holds a 28 px transparent margin for the shadow around the window geometry.
        let window = try run.waitUntilPresented(input).frame.insetBy(28)
        input.parkPointer(on: weston)
        try input.sync()
        // Inside the hairline, clear of the rounded corners.
        let strip = PixelRect(x: window.x + 14, y: window.y + 1, width: window.width - 28, height: 8)
        var shot = try weston.screenshot()
        waitUntil(timeout: .seconds(3), interval: .milliseconds(50)) {
            shot = (try? weston.screenshot()) ?? shot
            return shot.isUniform(strip, color: Self.darkCard) || shot.isUniform(strip, color: Self.lightCard)
        }
        input.tap(.enter)
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        return shot.histogram(in: strip)
    }

    @Test func aDarkDesktopGetsTheDarkTheme() throws {
        let portal = try PortalSettingsService(on: bus, settings: [DesktopSettings.appearance: ["color-scheme": .uint32(1)]])
        defer { portal.stop() }
        let colours = try cardColour([])
        #expect(colours.count == 1 && colours.first?.color == Self.darkCard, "\(colours)")
        #expect(portal.calls == ["ReadAll"])
    }

    @Test func anExplicitThemeWinsOverTheDesktop() throws {
        let portal = try PortalSettingsService(on: bus, settings: [DesktopSettings.appearance: ["color-scheme": .uint32(1)]])
        defer { portal.stop() }
        let colours = try cardColour(["--theme", "light"])
        #expect(colours.count == 1 && colours.first?.color == Self.lightCard, "\(colours)")
    }

    @Test func withoutAPortalTheDialogIsLight() throws {
        let colours = try cardColour([])
        #expect(colours.count == 1 && colours.first?.color == Self.lightCard, "\(colours)")
    }

    @Test func aShownAlertTakesTheDesktopsNewColourSchemeAtOnce() throws {
        let portal = try PortalSettingsService(on: bus, settings: [DesktopSettings.appearance: ["color-scheme": .uint32(2)]])
        defer { portal.stop() }
        let run = try CurtainProcess(
            [
                "alert", "--transition", "none", "--title", "Theme?", "--message", "Live",
                "--button", "Cancel:cancel", "--button", "OK",
            ],
            on: weston, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let window = try run.waitUntilPresented(input).frame.insetBy(28)
        input.parkPointer(on: weston)
        try input.sync()
        // Light first: the panel and the card are the light card's colour, nothing is the dark one.
        var shot = try weston.screenshot()
        let light = waitUntil(timeout: .seconds(3), interval: .milliseconds(50)) {
            shot = (try? weston.screenshot()) ?? shot
            return shot.count(of: Self.lightCard, in: window) > window.width * window.height / 2
        }
        #expect(light && shot.count(of: Self.darkCard, in: window) == 0)

        portal.change(DesktopSettings.appearance, "color-scheme", to: .uint32(1))
        // A few of the white title's anti-aliased pixels may land on the light card's grey; the card is gone.
        let dark = waitUntil(timeout: .seconds(3), interval: .milliseconds(50)) {
            shot = (try? weston.screenshot()) ?? shot
            return shot.count(of: Self.lightCard, in: window) < window.width * window.height / 100
        }
        #expect(dark, "light pixels left: \(shot.count(of: Self.lightCard, in: window))")
        #expect(
            shot.count(of: Self.darkCard, in: window) > window.width * window.height / 2,
            "the panel and the card are dark: \(shot.histogram(in: window).prefix(4))")
        try? shot.writePNG(to: NSTemporaryDirectory() + "curtain-live-dark.png")

        input.tap(.enter)
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "OK\n", "the focused preferred button still answers after the change")
    }
}
