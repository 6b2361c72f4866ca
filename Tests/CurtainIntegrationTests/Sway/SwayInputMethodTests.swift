import CurtainTestSupport
import Foundation
import Testing
import Curtain
@testable import CurtainInput
@testable import CurtainPresentation

/// Input methods through `zwp_text_input_v3` on sway, with a scripted input method (`zwp_input_method_v2`,
/// ``TestInputMethod``) on the same seat: what a CJK converter does, relayed by the compositor.
@MainActor @Suite("Input methods on sway", .serialized, .integrationTimeLimit, .mainActorTurns)
struct SwayInputMethodTests {
    @Test(.holdsTheMainActor) @MainActor func composingCommittingAndDeletingEditTheFocusedField() async throws {
        let sway = try SwayHarness()
        let ime = try TestInputMethod(socketPath: sway.socketPath)
        let app = try Application(displayName: sway.socketPath)
        let (window, field) = try await showField(app, sway: sway)
        let textInput = try #require(app.textInput(), "sway offers zwp_text_input_manager_v3")
        try ime.waitUntilActive()
        #expect(ime.state.purpose == 0 && ime.state.hint == 0, "a plain field asks for normal text")
        #expect(ime.state.surroundingText?.text == "" && ime.state.surroundingText?.cursor == 0)
        // The cursor rectangle is on the surface, inside the field's text area.
        let caret = try #require(textInput.sentState?.cursorRectangle)
        #expect(caret.x >= 20 && caret.x < 60 && caret.y >= 30 && caret.y + caret.height <= 70, "\(caret)")

        let before = try underlineLength(in: sway.screenshot(), sway: sway)
        let dones = ime.doneCount
        try ime.send(preedit: "にほん")
        #expect(try await app.wait { field.preedit?.text == "にほん" })
        // The caret moved into the preedit: the field answers with its cursor rectangle, which sway
        // relays as a done. Waiting for it keeps the next commit's serial current.
        try ime.wait(for: "the field's answer to the preedit") { _ in ime.doneCount > dones }
        #expect(field.text.isEmpty, "composing text is not the field's text")
        var underline = 0
        _ = try await app.wait {
            underline = (try? underlineLength(in: sway.screenshot(), sway: sway)) ?? 0
            return underline >= 30
        }
        if underline < 30 { try? sway.screenshot().writePNG(to: NSTemporaryDirectory() + "curtain-ime-preedit.png") }
        #expect(
            before < 30 && underline >= 30,
            "the preedit is drawn underlined: longest dark row \(before) px before, \(underline) px with it (screenshot: \(NSTemporaryDirectory())curtain-ime-preedit.png)"
        )

        try ime.send(commit: "日本")
        #expect(try await app.wait { field.text == "日本" && field.preedit == nil }, "\(field.text)")
        try ime.wait(for: "the new surrounding text") { $0.surroundingText?.text == "日本" }
        #expect(ime.state.surroundingText?.cursor == 6 && ime.state.changeCause == 0)

        try ime.send(deleteBefore: 3, commit: "語")
        #expect(try await app.wait { field.text == "日語" }, "\(field.text)")
        try ime.wait(for: "the surrounding text after the deletion") { $0.surroundingText?.text == "日語" }

        try sway.type("a")
        #expect(try await app.wait { field.text == "日語a" })
        try ime.wait(for: "typing reported as another cause") { $0.surroundingText?.text == "日語a" }
        #expect(ime.state.changeCause == 1)

        // Another window takes the keyboard: text input goes off; it comes back with the focus.
        let other = Window(application: app, title: "other", appID: "org.curtain.tests", size: Size(width: 200, height: 80))
        other.show()
        #expect(try await app.wait { other.hasKeyboardFocus && !window.hasKeyboardFocus && !textInput.isEnabled })
        try ime.wait(for: "deactivate when the window loses the keyboard") { !$0.isActive }
        other.close()
        #expect(try await app.wait { window.hasKeyboardFocus && textInput.isEnabled }, "focus back: enabled again")
        try ime.waitUntilActive()
        #expect(ime.state.surroundingText?.text == "日語a")

        window.rootView.focus(nil)
        #expect(try await app.wait { !textInput.isEnabled })
        try ime.wait(for: "deactivate on blur") { !$0.isActive }
        window.close()
    }

    @Test(.holdsTheMainActor) @MainActor func aSecureFieldAsksForThePasswordTypeAndRevealsNothing() async throws {
        let sway = try SwayHarness()
        let ime = try TestInputMethod(socketPath: sway.socketPath)
        let app = try Application(displayName: sway.socketPath)
        let (window, field) = try await showField(app, sway: sway, secure: true, text: "hunter2")
        try ime.waitUntilActive()
        #expect(ime.state.purpose == 8, "content purpose password")
        #expect(ime.state.hint & 0x80 != 0, "content hint sensitive_data")
        #expect(ime.state.surroundingText == nil, "a secure field never sends its text")

        try ime.send(preedit: "x")
        try ime.send(commit: "!")
        // Focus selected the whole text, as a GTK entry does, so the commit replaces it.
        #expect(try await app.wait { field.text == "!" })
        #expect(field.preedit == nil, "a secure field shows no composing text")
        window.close()
    }

    @Test(.holdsTheMainActor) func theAlertEntryPrintsWhatTheInputMethodCommitted() throws {
        let sway = try SwayHarness()
        let ime = try TestInputMethod(socketPath: sway.socketPath)
        let stats = NSTemporaryDirectory() + "curtain-sway-ime-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: stats) }
        let run = try CurtainProcess(
            ["alert", "--title", "Name", "--entry", "--button", "OK", "--transition", "none"],
            on: sway, environment: ["CURTAIN_STATS": stats])
        let presented = waitUntil(timeout: .seconds(10)) {
            FileManager.default.fileExists(atPath: stats) || !run.process.isRunning
        }
        #expect(presented && run.process.isRunning, "the alert was not presented on sway: \(sway.log)")
        try ime.waitUntilActive(timeout: .seconds(10))
        let dones = ime.doneCount
        try ime.send(preedit: "にほんご")
        try ime.wait(for: "curtain's answer to the preedit (its caret moved)") { _ in ime.doneCount > dones }
        try ime.send(commit: "日本語")
        try ime.wait(for: "the entry's text") { $0.surroundingText?.text == "日本語" }
        try ime.send(deleteBefore: 3, commit: "語です")
        try ime.wait(for: "the entry's text after the deletion") { $0.surroundingText?.text == "日本語です" }
        sway.tap(.enter, holding: [])
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "OK\n日本語です\n")
    }

    // MARK: - Helpers

    /// A shown, keyboard-focused window with one focused text field at (20, 30), 260×40.
    /// Issue 22: the first rectangle a field in a presented alert sent had a negative y, computed before the card
    /// was laid out. Every rectangle, the first included, is now on the window's surface, over the alert's field.
    @Test(.holdsTheMainActor) @MainActor func aFieldInAPresentedAlertReportsItsCaretWhereTheFieldIs() async throws {
        let sway = try SwayHarness()
        let ime = try TestInputMethod(socketPath: sway.socketPath)
        let app = try Application(displayName: sway.socketPath)
        let window = Window(application: app, title: "ime alert", appID: "org.curtain.tests", size: Size(width: 400, height: 300))
        window.show()
        #expect(try await app.wait { window.hasKeyboardFocus }, "sway focuses a new window")
        let alert = AlertController(title: "Rename", message: "A new name:")
        alert.addTextField()
        alert.addAction(AlertAction(title: "OK"))
        var presented = false
        window.present(alert, animated: true) { presented = true }
        #expect(try await app.wait { presented })
        try ime.waitUntilActive()
        let textInput = try #require(app.textInput())
        let first = try #require(textInput.enabledState?.cursorRectangle, "enable carried a cursor rectangle")
        let last = try #require(textInput.sentState?.cursorRectangle)
        let field = try #require(alert.textFields.first)
        let fieldFrame = field.convert(field.bounds, to: nil)
        let card = try #require(window.currentPresentation).card.restingImageFrame
        for caret in [first, last] {
            let y = Double(caret.y) - card.minY
            #expect(caret.x >= 0 && caret.y >= 0, "on the surface: \(caret)")
            #expect(
                y >= fieldFrame.minY - 1 && y + Double(caret.height) <= fieldFrame.maxY + 1,
                "\(caret) over the field at \(fieldFrame) in the card at \(card)")
        }
        #expect(sway.isRunning, "\(sway.log)")
        window.close()
    }

    @MainActor private func showField(
        _ app: Application, sway: SwayHarness, secure: Bool = false,
        text: String = ""
    ) async throws -> (Window, TextField) {
        let window = Window(application: app, title: "ime", appID: "org.curtain.tests", size: Size(width: 300, height: 100))
        let field = TextField(text: text)
        field.isSecureTextEntry = secure
        field.frame = Rect(x: 20, y: 30, width: 260, height: 40)
        window.contentView.addSubview(field)
        window.show()
        #expect(try await app.wait { window.hasKeyboardFocus }, "sway must focus a new window: \(sway.log)")
        field.becomeFocused()
        #expect(try await app.wait { app.textInput()?.isEnabled == true }, "focusing the field enables text input")
        return (window, field)
    }

    /// The longest run of dark pixels in one row inside the field's text area: glyph strokes are short,
    /// an underline under several characters is long.
    private func underlineLength(in shot: Screenshot, sway: SwayHarness) throws -> Int {
        let window = try #require(shot.boundingBox(notMatching: SwayHarness.background, tolerance: 4))
        var longest = 0
        for y in (window.y + 34)..<(window.y + 68) {
            var run = 0
            for x in (window.x + 24)..<(window.x + 276) {
                let pixel = shot.pixel(x: x, y: y)
                let isDark = Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 3 * 110
                run = isDark ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        return longest
    }

}
