import CurtainTestSupport
import Foundation
import Testing
import Curtain

/// Keys through sway's seat from the harness's virtual keyboard (`zwp_virtual_keyboard_v1`): sway picks the
/// focused window, sends it the keymap, modifiers and keys with its own serials, as on a desktop.
@Suite("Keys on sway", .serialized, .integrationTimeLimit, .blocking)
struct SwayKeyboardTests {
    @Test @MainActor func typedTextReachesTheFocusedWindowsTextField() async throws {
        let sway = try SwayHarness()
        let app = try Application(displayName: sway.socketPath)
        let window = Window(
            application: app, title: "sway keys", appID: "org.curtain.tests",
            size: Size(width: 300, height: 100))
        let field = TextField(placeholder: "")
        field.frame = Rect(x: 20, y: 30, width: 260, height: 40)
        window.contentView.addSubview(field)
        window.show()
        #expect(try await app.wait { window.hasKeyboardFocus }, "sway must focus a new window: \(sway.log)")
        field.becomeFocused()

        try sway.type("Hi, sway!")
        #expect(try await app.wait { field.text == "Hi, sway!" }, "typed \(String(reflecting: field.text))")
        sway.tap(.backspace, holding: [])
        #expect(try await app.wait { field.text == "Hi, sway" })
        window.close()
    }

    @Test func returnAnswersTheAlertWithItsDefaultButton() throws {
        let result = try answer(["alert", "--title", "Save?", "--button", "Cancel:cancel", "--button", "Save"]) {
            $0.tap(.enter, holding: [])
        }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Save\n")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func escapeCancelsTheAlert() throws {
        let result = try answer(["alert", "--message", "Really?", "--button", "Cancel:cancel", "--button", "OK"]) {
            $0.tap(.escape, holding: [])
        }
        #expect(result.status == 1)
        #expect(result.stdout == "Cancel\n")
    }

    @Test func typingIntoTheEntryPrintsTheText() throws {
        let result = try answer(["alert", "--title", "Name", "--entry", "--button", "OK"]) {
            try $0.type("Ann Lee\n")
        }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "OK\nAnn Lee\n")
    }

    // MARK: - Helpers

    /// Starts `curtain arguments…` on a fresh sway, waits until its alert is presented (the first record in
    /// `CURTAIN_STATS`: the presenting transition ended) and sway has given its window the keyboard, then lets
    /// `keys` type.
    private func answer(_ arguments: [String], keys: (SwayHarness) throws -> Void) throws -> CurtainProcess.Result {
        let sway = try SwayHarness()
        let stats = NSTemporaryDirectory() + "curtain-sway-keys-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: stats) }
        let run = try CurtainProcess(
            arguments + ["--transition", "none"], on: sway,
            environment: ["CURTAIN_STATS": stats])
        let presented = waitUntil(timeout: .seconds(10)) {
            FileManager.default.fileExists(atPath: stats) || !run.process.isRunning
        }
        #expect(presented && run.process.isRunning, "the alert was not presented on sway: \(sway.log)")
        try sway.waitForWindow(of: run.process.processIdentifier)
        try keys(sway)
        return try run.finish()
    }
}
