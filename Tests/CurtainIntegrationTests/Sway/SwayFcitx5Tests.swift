import CurtainTestSupport
import Foundation
import Testing
import Curtain

/// Typing Korean through fcitx5, the input method a user's sway session runs, with real keys through sway's seat:
/// fcitx5 grabs the keyboard through `zwp_input_method_v2`, composes, and sends preedit and commits back through
/// sway to the field's `zwp_text_input_v3`. (``TestInputMethod`` in `SwayInputMethodTests` stays for what no real
/// engine sends on demand: a deletion around the caret, or a preedit with a chosen cursor.)
@Suite("fcitx5 on sway", .serialized, .integrationTimeLimit, .blocking)
struct SwayFcitx5Tests {
    @Test @MainActor func hangulComposesInThePreeditAndCommitsIntoTheField() async throws {
        let session = try await Session(secure: false)
        let (sway, app, field) = (session.sway, session.app, session.field)

        try sway.type("gks")
        #expect(
            try await app.wait { field.preedit?.text == "한" },
            "ㅎ ㅏ ㄴ compose one syllable, still open: preedit \(field.preedit?.text ?? "none"), text \(field.text)")
        #expect(field.text.isEmpty, "a syllable being composed is not yet the field's text")

        try sway.type("rmf")
        #expect(
            try await app.wait { field.text == "한" && field.preedit?.text == "글" },
            "the next consonant closes 한 and starts 글: text \(field.text), preedit \(field.preedit?.text ?? "none")")

        try sway.type(" ")
        #expect(
            try await app.wait { field.text == "한글 " && field.preedit == nil },
            "Space commits the open syllable and then types itself: \(field.text)")
        #expect(session.fcitx.isRunning && sway.isRunning, "\(session.fcitx.log)\n\(sway.log)")
        session.window.close()
    }

    @Test @MainActor func aSecureFieldGetsTheKeysNotTheEngine() async throws {
        let session = try await Session(secure: true)
        // The field asks for the password purpose; fcitx5 then leaves its engine out, so a passphrase is never
        // composed, shown in a preedit or kept in the engine's history.
        try session.sway.type("gks")
        #expect(try await session.app.wait { session.field.text == "gks" }, "typed as keys: \(session.field.text.count)")
        #expect(session.field.preedit == nil)
        session.window.close()
    }

    /// sway, fcitx5 on a private bus, and a window whose field has the keyboard and an active input context.
    @MainActor private struct Session {
        let sway: SwayHarness
        let bus: PrivateBus
        let fcitx: Fcitx5
        let app: Application
        let window: Window
        let field = TextField()

        init(secure: Bool) async throws {
            sway = try SwayHarness()
            bus = try PrivateBus()
            fcitx = try Fcitx5(wayland: sway.clientEnvironment, bus: bus)
            app = try Application(displayName: sway.socketPath)
            window = Window(application: app, title: "fcitx5", appID: "org.curtain.tests", size: Size(width: 300, height: 100))
            field.isSecureTextEntry = secure
            field.frame = Rect(x: 20, y: 30, width: 260, height: 40)
            window.contentView.addSubview(field)
            window.show()
            let (app, window, field, sway, fcitx) = (app, window, field, sway, fcitx)
            #expect(try await app.wait { window.hasKeyboardFocus }, "sway focuses a new window: \(sway.log)")
            field.becomeFocused()
            // sway sends `zwp_text_input_v3.enter` only while an input method is bound: this waits for fcitx5 too.
            #expect(
                try await app.wait(timeout: .seconds(20)) { app.textInput()?.isEnabled == true },
                "fcitx5 bound sway's input method and the field enabled text input: \(fcitx.log)")
            // "Active" once the field's input context is focused and its engine on: by then fcitx5 has asked sway
            // for the keyboard grab, so the keys typed next go to it, not straight to the field.
            #expect(fcitx.waitUntilActive(), "fcitx5-remote: \(fcitx.state() ?? "no answer"); \(fcitx.log)")
        }
    }
}
