import CurtainTestSupport
import Testing
import Wayland
import Curtain

/// One ``Application`` on the suite's mutter, with the waits the mutter tests share. Every wait runs the
/// application's loop until a condition holds or a deadline passes; nothing sleeps.
@MainActor final class MutterFixture: ApplicationFixture {
    let app: Application
    let mutter: MutterHarness

    init() throws {
        mutter = try MutterSuite.harness()
        app = try Application(displayName: mutter.socketPath)
    }

    isolated deinit {
        for window in app.windows { window.close() }
        try? app.connection.display.roundtrip()
    }

    /// Shows a window and waits until it has drawn everything it was asked to and mutter has shown that frame.
    func showWindow(_ title: String, size: Size = Size(width: 400, height: 300)) async throws -> Window {
        let window = Window(application: app, title: title, appID: "org.curtain.tests", size: size)
        window.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.show()
        try await settle(window)
        return window
    }

    /// Waits until `window` is mapped, drawn and its last frame shown.
    func settle(_ window: Window) async throws {
        let settled = try await run { window.isSettled }
        #expect(settled, "the window did not settle on mutter")
    }

    /// Taps `key` through mutter's RemoteDesktop session and runs the loop until `condition` holds.
    @discardableResult
    func tap(_ key: EvdevKey, holding modifiers: [EvdevKey] = [], until condition: () -> Bool) async throws -> Bool {
        mutter.tap(key, holding: modifiers)
        #expect(mutter.inputFailures.isEmpty, "\(mutter.inputFailures)")
        return try await run(until: condition)
    }
}
