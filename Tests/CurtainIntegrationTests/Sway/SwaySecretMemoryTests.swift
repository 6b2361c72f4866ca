import CurtainTestSupport
import Foundation
import Testing

/// What a secret prompt leaves in its memory, read as root reads it (`/proc/PID/maps` and `/proc/PID/mem`, in
/// UTF-8, UTF-16 and UTF-32): a passphrase is only ever in the secure field's locked memory and the buffer it goes
/// out from, both wiped, never in a `String` left on the heap.
///
/// Each test first finds text it knows is there (the description shown, the text the field holds, in locked pages
/// only), so that "not found" means the memory was read and the secret is gone, not that nothing was read.
@Suite("secret prompts leave no copy of a secret in memory, on sway", .serialized, .integrationTimeLimit, .blocking)
struct SwaySecretMemoryTests {
    /// gpg-agent asks `curtain pinentry` for a passphrase; the passphrase is typed with edits, `GETPIN` answers, and
    /// gpg-agent ends the conversation, which the fixture holds before `BYE`: then no copy of the passphrase, nor of
    /// what was typed on the way to it, is anywhere in the pinentry's memory. Released, gpg-agent has the passphrase.
    @Test(arguments: [SecretPromptFixture.Placement.window, .overlay])
    func afterGETPINHasAnsweredThePinentryHoldsNoCopyOfThePassphrase(placement: SecretPromptFixture.Placement) throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway, placement: placement)
        let held = try fixture.holdPinentryAtItsEnd()
        let ask = try fixture.getPassphrase(description: "Unlock+the+memory+test+key")
        try fixture.waitForPrompt()
        let pinentry = try #require(held.processID, "the wrapper wrote the pinentry's pid")
        let memory = ProcessMemory(processID: pinentry)
        // The field holds its text only in locked pages.
        try sway.type("Mq4-typed-first")
        let typed = waitUntil(timeout: .seconds(10), interval: .milliseconds(50)) {
            ((try? memory.occurrences(of: "Mq4-typed-first")) ?? []).isEmpty == false
        }
        #expect(typed, "the typed text reached the field")
        let whileTyped = try memory.occurrences(of: "Mq4-typed-first")
        #expect(whileTyped.allSatisfy { $0.region.isLocked }, "only in locked memory: \(whileTyped)")
        for _ in 0..<5 { sway.tap(.backspace, holding: []) }
        try sway.type("Zv8-sesame")
        sway.tap(.enter, holding: [])
        #expect(held.waitUntilHeld(), "gpg-agent ended the conversation")

        let shown = try memory.occurrences(of: "Unlock the memory test key")
        #expect(!shown.isEmpty, "the description, which is no secret, is found: the memory was read")
        for secret in ["Mq4-typed-Zv8-sesame", "Mq4-typed-first", "Mq4-typed", "Zv8-sesame"] {
            let found = try memory.occurrences(of: secret)
            #expect(found.isEmpty, "\(secret) is still in the pinentry's memory: \(found)")
        }
        #expect(held.release(), "the pinentry reads BYE")
        let result = try ask.wait()
        #expect(result.stdout == "D Mq4-typed-Zv8-sesame\nOK\n", "\(result.stderr)")
    }

    /// zenity's `--password`, as scripts use it for `SUDO_ASKPASS`: text typed, edited with Backspace, and cleared
    /// (Ctrl+A, Backspace) leaves no copy of any of it in the process, before it answers; the text typed last is in
    /// locked pages only, and is what it prints.
    @Test func aPasswordFieldTypedEditedAndClearedHoldsNoCopyOfWhatItHeld() throws {
        let sway = try SwayHarness()
        let password = try CurtainProcess(["--password", "--title=Memory test"], on: sway)
        let shown = waitUntil(timeout: .seconds(10), interval: .milliseconds(20)) {
            (try? sway.command("[app_id=\"org.curtain.Curtain\" title=\"^Memory test$\"] focus")) != nil
        }
        #expect(shown, "the password dialog on sway")
        let memory = ProcessMemory(processID: password.process.processIdentifier)
        try sway.type("Kx93-alpha-bravo")
        func isTyped(_ text: String) -> Bool {
            waitUntil(timeout: .seconds(10), interval: .milliseconds(50)) {
                ((try? memory.occurrences(of: text)) ?? []).isEmpty == false
            }
        }
        #expect(isTyped("Kx93-alpha-bravo"), "the typed text reached the field")
        let whileTyped = try memory.occurrences(of: "Kx93-alpha-bravo")
        #expect(whileTyped.allSatisfy { $0.region.isLocked }, "only in locked memory: \(whileTyped)")
        for _ in 0..<6 { sway.tap(.backspace, holding: []) }
        try sway.type("-charlie")
        #expect(isTyped("Kx93-alpha-charlie"), "the edit reached the field")
        sway.tap(.a, holding: [.leftControl])
        sway.tap(.backspace, holding: [])
        // Typed after the clearing: once it is in the field, every key before it has been handled.
        try sway.type("Wm2-last")
        #expect(isTyped("Wm2-last"), "the last text reached the field")

        let title = try memory.occurrences(of: "Memory test")
        #expect(!title.isEmpty, "the title, which is no secret, is found: the memory was read")
        for secret in ["Kx93-alpha-bravo", "Kx93-alpha-charlie", "Kx93-alpha", "-charlie", "-bravo"] {
            let found = try memory.occurrences(of: secret)
            #expect(found.isEmpty, "\(secret) is still in the dialog's memory: \(found)")
        }
        let last = try memory.occurrences(of: "Wm2-last")
        #expect(last.allSatisfy { $0.region.isLocked }, "the text it holds, only in locked memory: \(last)")
        sway.tap(.enter, holding: [])
        let result = try password.finish()
        #expect(result.status == 0 && result.stdout == "Wm2-last\n", "\(result.stderr)")
    }
}
