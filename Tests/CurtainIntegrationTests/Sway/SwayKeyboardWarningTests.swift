import Curtain
import CurtainTestSupport
import Foundation
import Testing

@testable import CurtainViews

/// A system prompt that does not have the keyboard says so, as gnome-ssh-askpass does, and stops saying so once
/// the keyboard is there: `curtain askpass` on sway, over the screen and in a window, with the keyboard held by
/// another client of the test's own (an exclusive overlay of its own, or a window sway focuses).
///
/// The warning is a line of its own, so the prompt grows while it shows: the overlay's card, measured in sway's
/// screenshots, and the window, measured in sway's tree. What is typed once the keyboard is back reaches the prompt.
@MainActor @Suite("A system prompt without the keyboard says so, on sway", .serialized, .integrationTimeLimit, .mainActorTurns)
struct SwayKeyboardWarningTests {
    /// Another client holds the keyboard with an exclusive overlay of its own (clear, so the prompt shows through)
    /// when the prompt comes: sway keeps the keyboard there, and the prompt's card is taller by the warning than the
    /// same prompt's with the keyboard. The other overlay goes: the keyboard comes to the prompt, the card is as it
    /// is with the keyboard, and what is typed reaches the field.
    @Test func anOverlayThatDoesNotGetTheKeyboardSaysSoUntilItComes() async throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway, placement: .overlay)
        let question = ["Enter passphrase for key '/home/ann/.ssh/id_test':"]
        let first = try fixture.run(fixture.askpassPath, question)
        let card = try fixture.waitForOverlay()
        sway.tap(.escape, holding: [])
        #expect(try first.wait().status == 1, "the prompt with the keyboard is cancelled")
        #expect(fixture.waitForNoOverlay())

        let app = try Application(displayName: sway.socketPath)
        let thief = Window(
            application: app, title: "thief", appID: "org.curtain.tests.thief", size: Size(width: 100, height: 100),
            role: .overlay)
        thief.backgroundColor = .clear
        thief.show()
        #expect(try await app.wait { thief.hasKeyboardFocus }, "an exclusive overlay takes the keyboard")
        let ask = try fixture.run(fixture.askpassPath, question)
        let warned = try fixture.waitForOverlay(taller: card)
        try? sway.screenshot().writePNG(to: NSTemporaryDirectory() + "curtain-sway-warned-overlay.png")
        #expect(warned.width == card.width, "the same card, taller by the warning: \(card) → \(warned)")

        thief.close()
        try app.connection.display.roundtrip()  // sway has unmapped it before the screenshots
        let back = try fixture.waitForOverlay(height: card.height)
        #expect(back == card, "the warning has gone once the keyboard has come: \(back)")
        try sway.type("sesame")
        sway.tap(.enter, holding: [])
        let result = try ask.wait()
        #expect(result.status == 0 && result.stdout == "sesame\n", "\(result.stderr)")
    }

    /// A prompt in a window (`CURTAIN_PROMPT=window`, as on GNOME and weston) loses the keyboard to a window sway
    /// focuses: the window grows by the warning. Focused again, it is as it was, and takes what is typed.
    @Test func aWindowThatLosesTheKeyboardSaysSoUntilItIsFocusedAgain() async throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway, placement: .window)
        let ask = try fixture.run(fixture.askpassPath, ["Enter passphrase for key '/home/ann/.ssh/id_test':"])
        try fixture.waitForDialog()
        let prompt = try #require(try sway.windowSize(appID: "org.curtain.Curtain"))

        let app = try Application(displayName: sway.socketPath)
        let other = Window(
            application: app, title: "other", appID: "org.curtain.tests.other", size: Size(width: 200, height: 100))
        other.show()
        #expect(try await app.wait { other.hasKeyboardFocus }, "sway focuses a new window")
        let grew = waitUntil(timeout: .seconds(10), interval: .milliseconds(30)) {
            ((try? sway.windowSize(appID: "org.curtain.Curtain"))??.height ?? 0) > prompt.height
        }
        try? sway.screenshot().writePNG(to: NSTemporaryDirectory() + "curtain-sway-warned-window.png")
        #expect(
            grew,
            "the prompt's window grows by the warning: \(String(describing: try? sway.windowSize(appID: "org.curtain.Curtain")))")

        try fixture.waitForDialog()  // focuses the prompt again
        let shrank = waitUntil(timeout: .seconds(10), interval: .milliseconds(30)) {
            (try? sway.windowSize(appID: "org.curtain.Curtain"))??.height == prompt.height
        }
        #expect(shrank, "the warning has gone once the prompt has the keyboard again")
        try sway.type("sesame")
        sway.tap(.enter, holding: [])
        let result = try ask.wait()
        #expect(result.status == 0 && result.stdout == "sesame\n", "\(result.stderr)")
        other.close()
    }
}
