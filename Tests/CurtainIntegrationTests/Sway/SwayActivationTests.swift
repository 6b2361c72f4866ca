import Curtain
import CurtainTestSupport
import Foundation
import Testing
import Wayland

/// `XDG_ACTIVATION_TOKEN` through `xdg_activation_v1` on sway: a launcher's token focuses the alert even where
/// the compositor would not focus a new window by itself (`no_focus`, as GNOME and KDE treat programs started
/// from a terminal). A test client plays the launcher: it holds the focus and asks sway for the token.
@MainActor @Suite("Activation tokens on sway", .serialized, .integrationTimeLimit, .mainActorTurns)
struct SwayActivationTests {
    /// sway that focuses no new curtain window by itself, but honours activation requests.
    private func startSway() throws -> SwayHarness {
        try SwayHarness(
            extraConfiguration: """
                no_focus [app_id="org.curtain.Curtain"]
                focus_on_window_activation focus
                """)
    }

    /// A focused window of the launcher's own, and its seat's events.
    private func showLauncher(on sway: SwayHarness) throws -> (TestClient, TestKeyboard, ShmWindow) {
        let client = try TestClient(display: Display.connect(name: sway.socketPath))
        let keyboard = try TestKeyboard(client)
        let window = try ShmWindow(
            client, width: 120, height: 80, color: RGBA(red: 30, green: 60, blue: 90),
            title: "launcher")
        try client.wait(for: "the launcher window to get keyboard focus") { keyboard.hasFocus }
        return (client, keyboard, window)
    }

    @Test(.holdsTheMainActor) func theLaunchTokenFocusesTheAlert() throws {
        let sway = try startSway()
        let (client, keyboard, launcher) = try showLauncher(on: sway)
        let activation = try client.bind(XdgActivationV1.self)
        let request = activation.getActivationToken()
        var token: String?
        request.onEvent = { event in
            if case .done(let value) = event { token = value }
        }
        request.setSurface(launcher.surface)
        request.commit()
        try client.wait(for: "xdg_activation_token_v1.done") { token != nil }

        let run = try CurtainProcess(
            ["alert", "--message", "Focus me", "--button", "OK", "--transition", "none"],
            on: sway, environment: [WindowActivation.environmentVariable: try #require(token)])
        try client.wait(for: "curtain to take the focus with the token", timeout: .seconds(10)) { !keyboard.hasFocus }
        sway.tap(.enter, holding: [])
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "OK\n")
    }

    /// The control: without a token this sway leaves the focus with the launcher, so Return reaches it.
    @Test(.holdsTheMainActor) func withoutATokenTheAlertDoesNotTakeTheFocus() throws {
        let sway = try startSway()
        // The launcher must live to the end: dropped at once, its window went mid-test, and its xdg_wm_base
        // before its toplevel, a protocol error sway answers by closing the connection.
        let (client, keyboard, launcher) = try showLauncher(on: sway)
        defer { withExtendedLifetime(launcher) {} }
        let stats = NSTemporaryDirectory() + "curtain-activation-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: stats) }
        let run = try CurtainProcess(
            ["alert", "--message", "Unfocused", "--button", "OK", "--transition", "none"],
            on: sway, environment: ["CURTAIN_STATS": stats])
        #expect(
            waitUntil(timeout: .seconds(10)) { FileManager.default.fileExists(atPath: stats) },
            "the alert was not presented")
        // Mapped, so that sway has decided its focus before the key.
        try sway.waitForWindow(of: run.process.processIdentifier, focused: false)
        sway.tap(.enter, holding: [])
        try client.wait(for: "Return to reach the launcher") {
            keyboard.keys.contains { $0.key == EvdevKey.enter.rawValue }
        }
        #expect(keyboard.hasFocus)
        #expect(run.process.isRunning, "the alert must not have answered Return")
        run.stop()
    }
}
