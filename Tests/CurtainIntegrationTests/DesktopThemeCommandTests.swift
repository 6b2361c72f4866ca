import CurtainDBus
import CurtainTestSupport
import Testing

/// `curtain alert` follows the desktop's dark or light preference from the settings portal, on the test's own
/// `dbus-daemon` with the test portal, unless `--theme` says otherwise.
@Suite("curtain follows the desktop's colour scheme", .serialized)
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
        client = try TestClient(weston)
        input = try TestInput(client)
        bus = try PrivateBus()
        try weston.waitForBackground()
    }

    /// Runs an alert with `arguments` on the test bus, and returns the colour of a strip along its window's top.
    private func cardColour(_ arguments: [String]) throws -> [(color: RGBA, count: Int)] {
        let run = try CurtainProcess(["alert", "--transition", "none", "--message", "Theme?", "--button", "OK"] + arguments,
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
}
