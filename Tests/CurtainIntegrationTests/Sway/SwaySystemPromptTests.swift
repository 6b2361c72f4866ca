import CurtainTestSupport
import Foundation
import Testing

/// Issue 23's system prompts over the screen on sway: `curtain pinentry` under the real gpg-agent and `curtain
/// askpass` under the real ssh-add ask in the seeds' alert over the dimmed output (layer-shell), the passphrase typed
/// through sway's seat; a second output is dimmed too, with no card. (`SwayPinentryTests` runs its passphrase,
/// cancel, ssh-add and confirm tests both in windows and over the screen.)
@Suite("System prompts over the screen on sway", .serialized, .integrationTimeLimit, .blocking)
struct SwaySystemPromptTests {
    /// `gpg --symmetric` asks for a new passphrase: gpg-agent sends `SETREPEAT` and `SETREPEATERROR` with one
    /// `GETPIN`, so the alert has two secure fields (Return in the first moves to the second); a mismatch shows it
    /// again with the error above the description (a taller card), and a match encrypts with what was typed.
    @Test func aRepeatMismatchShowsTheErrorInTheOverlayAlertBeforeGpgEncrypts() throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway, placement: .overlay)
        let (encrypt, plain) = try fixture.encryptSymmetrically()
        let first = try fixture.waitForOverlay()
        try sway.type("curtain2026x\ncurtain2026y\n")
        let second = try fixture.waitForOverlay(taller: first)
        #expect(second.height > first.height, "the error's line: \(first) then \(second)")
        #expect(encrypt.process.isRunning, "gpg has no passphrase yet")
        try sway.type("curtain2026x\ncurtain2026x\n")
        let result = try encrypt.wait()
        #expect(result.status == 0, "\(result.stderr)")
        let decrypted = try fixture.decrypted(plain, passphrase: "curtain2026x")
        #expect(decrypted.text == "hello\n", "encrypted with the typed passphrase: \(decrypted.errors)")
    }

    /// `GET_PASSPHRASE --qualitybar`: the meter under the field, in the alert, fills as gpg-agent rates the text.
    @Test func theQualityMeterInTheOverlayAlertFillsAsGpgAgentRates() throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway, placement: .overlay)
        let cacheID = "curtain-test-" + String(UUID().uuidString.prefix(8))
        let ask = try fixture.run(
            "/usr/bin/gpg-connect-agent",
            ["GET_PASSPHRASE --data --qualitybar \(cacheID) X Passphrase: New+passphrase", "/bye"])
        let card = try fixture.waitForOverlay()
        let blue = RGBA(red: 0x00, green: 0x7A, blue: 0xFF)
        let empty = try sway.screenshot().count(of: blue, tolerance: 2, in: card)
        try sway.type("curtain2026x")
        var filled = empty
        let grew = waitUntil(timeout: .seconds(10), interval: .milliseconds(30)) {
            filled = (try? sway.screenshot())?.count(of: blue, tolerance: 2, in: card) ?? filled
            return filled > empty + 50
        }
        #expect(grew, "the meter fills: \(empty) blue pixels, then \(filled)")
        sway.tap(.enter, holding: [])
        let result = try ask.wait()
        #expect(result.stdout == "D curtain2026x\nOK\n", "\(result.stderr)")
    }

    /// A window had the keyboard before the prompt came: what is typed while the overlay shows goes to the
    /// passphrase only, and the window gets its keys back (and none of the passphrase) once the overlay is gone.
    @Test func keysTypedWhileTheOverlayShowsReachOnlyIt() throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway, placement: .overlay)
        let stats = sway.runtimeDirectory + "/stats-\(UUID().uuidString).json"
        let window = try CurtainProcess(
            ["alert", "--title", "Name", "--entry", "--button", "OK", "--transition", "none"], on: sway,
            environment: ["CURTAIN_STATS": stats])
        #expect(waitUntil(timeout: .seconds(10)) { FileManager.default.fileExists(atPath: stats) }, "\(sway.log)")
        let ask = try fixture.getPassphrase()
        try fixture.waitForOverlay()
        try sway.type("only4pin\n")
        let result = try ask.wait()
        #expect(result.stdout == "D only4pin\nOK\n", "\(result.stderr)")
        #expect(fixture.waitForNoOverlay())
        try sway.type("ann\n")
        let typed = try window.finish()
        #expect(typed.stdout == "OK\nann\n", "the window got none of the passphrase: \(typed)")
    }

    /// Two outputs: both are dimmed to half, and the card is centred on one of them only (the focused one).
    @Test func everyOutputIsDimmedAndTheCardShowsOnOne() throws {
        let sway = try SwayHarness()
        try sway.command("create_output")
        let fixture = try SecretPromptFixture(sway: sway, placement: .overlay)
        let ask = try fixture.getPassphrase()
        try fixture.waitForOverlay(output: "HEADLESS-1")
        var second = try sway.screenshot(output: "HEADLESS-2")
        let dimmed = waitUntil(timeout: .seconds(5), interval: .milliseconds(30)) {
            second = (try? sway.screenshot(output: "HEADLESS-2")) ?? second
            return second.pixel(x: second.width / 2, y: second.height / 2).matches(
                SecretPromptFixture.dimmedBackground, tolerance: 2)
        }
        try? second.writePNG(to: NSTemporaryDirectory() + "curtain-sway-prompt-second-output.png")
        #expect(dimmed, "the second output is dimmed: \(second.pixel(x: second.width / 2, y: second.height / 2))")
        #expect(second.count(of: SwayHarness.background, tolerance: 2) == 0, "no part of the second output is undimmed")
        #expect(
            second.count(of: RGBA(red: 247, green: 247, blue: 247), tolerance: 1) == 0, "no card on the second output")
        try sway.type("two screens\n")
        let result = try ask.wait()
        #expect(result.stdout == "D two screens\nOK\n", "\(result.stderr)")
    }
}
