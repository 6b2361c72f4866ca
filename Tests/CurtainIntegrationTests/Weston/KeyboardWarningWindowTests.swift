import CurtainTestSupport
import Foundation
import Testing

/// On weston, which has no layer-shell, every system prompt is a window, and nothing keeps the keyboard on it:
/// `curtain askpass` loses the keyboard to a window weston activates as it maps, says so (its window grows by the
/// warning), and once clicked (weston gives the keyboard to the window clicked) is as it was and takes what is typed.
@MainActor @Suite("A system prompt's window without the keyboard says so, on weston", .integrationTimeLimit, .mainActorTurns)
struct KeyboardWarningWindowTests {
    @Test(.holdsTheMainActor) func aPromptWindowThatLosesTheKeyboardSaysSoUntilItIsClicked() throws {
        let weston = try WestonHarness()
        let client = try TestClient(weston)
        let input = try TestInput(client)
        let run = try CurtainProcess(["askpass", "Enter passphrase for key '/home/ann/.ssh/id_test':"], on: weston)
        let pid = run.process.processIdentifier
        let prompt = try run.waitForWindow(input)

        let other = try ShmWindow(client, width: 40, height: 40, color: RGBA(red: 200, green: 0, blue: 0), title: "other")
        try client.wait(for: "the other window's first configure") { other.isMapped }
        let warned = try input.waitForView {
            $0.pid == pid && $0.role == "xdg_toplevel" && $0.frame.height > prompt.frame.height
        }
        #expect(warned.frame.width == prompt.frame.width, "the same window, taller by the warning: \(prompt) → \(warned)")

        // Weston gives the keyboard to the window clicked: on the prompt's text, clear of its field and buttons.
        input.click(at: (x: warned.frame.x + warned.frame.width / 2, y: warned.frame.y + 40))
        let back = try input.waitForView {
            $0.pid == pid && $0.role == "xdg_toplevel" && $0.frame.height == prompt.frame.height
        }
        #expect(back.frame == prompt.frame, "the warning has gone once the prompt has the keyboard again")
        try input.type("sesame")
        input.tap(.enter)
        try input.sync()
        let result = try withExtendedLifetime(other) { try run.finish() }
        #expect(result.status == 0 && result.stdout == "sesame\n", "\(result.stderr)")
    }
}
