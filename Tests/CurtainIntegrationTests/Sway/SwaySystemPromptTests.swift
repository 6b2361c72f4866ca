import CurtainTestSupport
import Foundation
import Testing
import Wayland

/// Issue 23's system prompts over the screen on sway: `curtain pinentry` under the real gpg-agent and `curtain
/// askpass` under the real ssh-add ask in the seeds' alert over the dimmed output (layer-shell), the passphrase typed
/// through sway's seat; a second output is dimmed too, with no card. (`SwayPinentryTests` runs its passphrase,
/// cancel, ssh-add and confirm tests both in windows and over the screen.)
@MainActor @Suite("System prompts over the screen on sway", .serialized, .integrationTimeLimit, .mainActorTurns)
struct SwaySystemPromptTests {
    /// `gpg --symmetric` asks for a new passphrase: gpg-agent sends `SETREPEAT` and `SETREPEATERROR` with one
    /// `GETPIN`, so the alert has two secure fields (Return in the first moves to the second); a mismatch shows it
    /// again with the error above the description (a taller card), and a match encrypts with what was typed.
    @Test(.holdsTheMainActor) func aRepeatMismatchShowsTheErrorInTheOverlayAlertBeforeGpgEncrypts() throws {
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
    @Test(.holdsTheMainActor) func theQualityMeterInTheOverlayAlertFillsAsGpgAgentRates() throws {
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
    @Test(.holdsTheMainActor) func keysTypedWhileTheOverlayShowsReachOnlyIt() throws {
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
    @Test(.holdsTheMainActor) func everyOutputIsDimmedAndTheCardShowsOnOne() throws {
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

    /// An output plugged in while the prompt shows is dimmed as the others are, so it shows nothing undimmed that
    /// could be taken for the desktop behind a finished prompt, and its clicks reach nothing.
    @Test func anOutputPluggedInWhileThePromptShowsIsDimmed() throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway, placement: .overlay)
        let ask = try fixture.getPassphrase()
        try fixture.waitForOverlay(output: "HEADLESS-1")
        try sway.command("create_output")
        var added = try sway.screenshot(output: "HEADLESS-2")
        let dimmed = waitUntil(timeout: .seconds(5), interval: .milliseconds(30)) {
            added = (try? sway.screenshot(output: "HEADLESS-2")) ?? added
            return added.count(of: SwayHarness.background, tolerance: 2) == 0
                && added.pixel(x: added.width / 2, y: added.height / 2).matches(
                    SecretPromptFixture.dimmedBackground, tolerance: 2)
        }
        try? added.writePNG(to: NSTemporaryDirectory() + "curtain-sway-prompt-added-output.png")
        #expect(dimmed, "the added output is dimmed: \(added.pixel(x: added.width / 2, y: added.height / 2))")
        try fixture.waitForOverlay(output: "HEADLESS-1")
        try sway.type("plugged in\n")
        let result = try ask.wait()
        #expect(result.stdout == "D plugged in\nOK\n", "\(result.stderr)")
    }

    /// Two outputs and a click on the other one, through sway's seat (a virtual pointer): the prompt's shade covers
    /// that output and the window on it, so the click reaches neither the window (no `wl_pointer.button`) nor the
    /// prompt's answer (the alert stays, and the passphrase typed next is what gpg-agent gets). The same click before
    /// the prompt reaches the window, which proves where it lands.
    @Test(.holdsTheMainActor) func aClickOnTheOtherOutputDoesNothingWhileThePromptShows() throws {
        let sway = try SwayHarness()
        try sway.command("create_output")
        // Both fixed, so that the layout's box starts at the first output's corner.
        try sway.command("output HEADLESS-1 position 0 0")
        try sway.command("output HEADLESS-2 position \(sway.width) 0")
        let pointer = try VirtualPointer(socketPath: sway.socketPath, layoutSize: (2 * sway.width, sway.height))
        // A 200x200 window floats centred on the second output.
        try sway.command("focus output HEADLESS-2")
        let client = try TestClient(display: Display.connect(name: sway.socketPath))
        let seat = try TestSeat(client)
        let blue = RGBA(red: 0, green: 0, blue: 255)
        let window = try ShmWindow(client, width: 200, height: 200, color: blue, title: "behind")
        try client.wait(for: "the window behind to map") { window.isMapped }
        // Up and left of the middle, where `focus output` warped the cursor: its arrow points down and right.
        let (shownX, shownY) = (sway.width / 2 - 60, sway.height / 2 - 60)
        let shown = waitUntil(timeout: .seconds(5), interval: .milliseconds(30)) {
            // The client acks sway's configures as it dispatches; sway shows the window once they are answered.
            try? client.roundtrip()
            let pixel = (try? sway.screenshot(output: "HEADLESS-2"))?.pixel(x: shownX, y: shownY)
            return pixel?.matches(blue, tolerance: 2) ?? false
        }
        #expect(shown, "the window behind shows in the middle of the second output")
        let (x, y) = (sway.width + sway.width / 2, sway.height / 2)
        pointer.click(atX: x, y: y)
        try client.wait(for: "the click before the prompt") { seat.pointerButtons.count == 2 }

        try sway.command("focus output HEADLESS-1")
        let fixture = try SecretPromptFixture(sway: sway, placement: .overlay)
        let ask = try fixture.getPassphrase()
        try fixture.waitForOverlay(output: "HEADLESS-1")
        let shaded = waitUntil(timeout: .seconds(5), interval: .milliseconds(30)) {
            (try? sway.screenshot(output: "HEADLESS-2"))?.pixel(x: shownX, y: shownY).matches(
                RGBA(red: 0, green: 0, blue: 128), tolerance: 2) ?? false
        }
        #expect(shaded, "the shade covers the window on the second output")
        let entered = seat.pointerEvents.count
        pointer.click(atX: x, y: y)
        // sway has routed the click (the pointer's round trip); this one dispatches whatever it sent the window.
        try client.roundtrip()
        #expect(pointer.error == nil, "\(String(describing: pointer.error))")
        #expect(seat.pointerButtons.count == 2, "the window behind the shade got the click: \(seat.pointerButtons)")
        #expect(
            !seat.pointerEvents[entered...].contains { if case .enter = $0 { true } else { false } },
            "the pointer entered the window behind the shade")
        #expect(ask.process.isRunning, "the click answered the prompt")
        try fixture.waitForOverlay(output: "HEADLESS-1")
        try sway.type("clicked beside\n")
        let result = try ask.wait()
        #expect(result.stdout == "D clicked beside\nOK\n", "\(result.stderr)")
    }
}
