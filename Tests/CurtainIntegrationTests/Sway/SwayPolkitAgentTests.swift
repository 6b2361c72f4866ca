import CurtainTestSupport
import Foundation
import Testing

/// `curtain polkit-agent --process PID` as the polkit agent of a sway session: Debian's polkitd on a private system
/// bus (``PolkitFixture``), `pkcheck --process PID -u` asking for `org.freedesktop.policykit.exec`, and the test
/// user's password typed through sway's seat into the prompt over the screen. The answer is the real one:
/// `polkit-agent-helper-1` checks the password with PAM and tells polkitd, and pkcheck exits 0 only if it did.
@Suite("curtain polkit-agent answers polkitd, on sway", .serialized, .integrationTimeLimit, .blocking, PolkitSuite())
struct SwayPolkitAgentTests {
    @Test func theRightPasswordAuthorizes() throws {
        let fixture = try PolkitSuite.fixture()
        let check = try fixture.startCheck()
        try fixture.prompts.waitForOverlay()
        try fixture.sway.type(PolkitFixture.password)
        fixture.sway.tap(.enter, holding: [])
        let result = try check.wait()
        #expect(result.status == 0, "pkcheck authorized: \(result.stdout) \(result.stderr)")
        #expect(fixture.prompts.waitForNoOverlay(), "the prompt left the screen")
    }

    /// The password typed into the prompt is held only in locked pages while it shows, and once polkitd has the
    /// answer no copy is left anywhere in the agent's memory (UTF-8, UTF-16 or UTF-32), read as root reads it. Its
    /// own command line is found, so "not found" means the memory was read.
    @Test func theAgentKeepsNoCopyOfThePasswordOnceItHasAnswered() throws {
        let fixture = try PolkitSuite.fixture()
        let check = try fixture.startCheck()
        try fixture.prompts.waitForOverlay()
        let agent = try #require(fixture.agentProcessID, "the agent runs in the namespace")
        let memory = ProcessMemory(processID: agent)
        try fixture.sway.type(PolkitFixture.password)
        let typed = waitUntil(timeout: .seconds(10), interval: .milliseconds(50)) {
            ((try? memory.occurrences(of: PolkitFixture.password)) ?? []).isEmpty == false
        }
        #expect(typed, "the typed password reached the field")
        let whileTyped = try memory.occurrences(of: PolkitFixture.password)
        #expect(whileTyped.allSatisfy { $0.region.isLocked }, "only in locked memory: \(whileTyped)")
        fixture.sway.tap(.enter, holding: [])
        let result = try check.wait()
        #expect(result.status == 0, "pkcheck authorized: \(result.stdout) \(result.stderr)")
        #expect(fixture.prompts.waitForNoOverlay(), "the prompt left the screen")
        #expect(try !memory.occurrences(of: "polkit-agent").isEmpty, "the agent's memory was read")
        let left = try memory.occurrences(of: PolkitFixture.password)
        #expect(left.isEmpty, "the password is still in the agent's memory: \(left)")
    }

    /// The wrong password goes to PAM, which refuses it after its delay; the prompt comes back with the failure
    /// above polkit's message (a taller card), and the right one then authorizes the same check.
    @Test func aWrongPasswordShowsTheErrorAndAsksAgain() throws {
        let fixture = try PolkitSuite.fixture()
        let check = try fixture.startCheck()
        let first = try fixture.prompts.waitForOverlay()
        try fixture.sway.type("not the password")
        fixture.sway.tap(.enter, holding: [])
        try fixture.prompts.waitForOverlay(taller: first, timeout: .seconds(20))
        #expect(check.process.isRunning, "pkcheck still waits for the answer")
        try fixture.sway.type(PolkitFixture.password)
        fixture.sway.tap(.enter, holding: [])
        let result = try check.wait()
        #expect(result.status == 0, "pkcheck authorized: \(result.stdout) \(result.stderr)")
        #expect(fixture.prompts.waitForNoOverlay(), "the prompt left the screen")
    }

    @Test func escapeDoesNotAuthorize() throws {
        let fixture = try PolkitSuite.fixture()
        let check = try fixture.startCheck()
        try fixture.prompts.waitForOverlay()
        fixture.sway.tap(.escape, holding: [])
        let result = try check.wait()
        #expect(result.status != 0, "pkcheck did not authorize: \(result.stdout) \(result.stderr)")
        #expect(fixture.prompts.waitForNoOverlay(), "the prompt left the screen")
    }

    /// pkcheck gives up (killed) while the prompt shows: polkitd sees its caller leave the bus and withdraws the
    /// request with `CancelAuthentication`, which closes the prompt; the agent then answers the next check.
    @Test func polkitdsCancelAuthenticationClosesThePrompt() throws {
        let fixture = try PolkitSuite.fixture()
        let check = try fixture.startCheck()
        try fixture.prompts.waitForOverlay()
        // nsenter, and with it the pkcheck it runs in the namespace (its parent-death signal).
        kill(check.process.processIdentifier, SIGKILL)
        _ = try check.wait()
        #expect(fixture.prompts.waitForNoOverlay(), "the withdrawn prompt left the screen")
        let next = try fixture.startCheck()
        try fixture.prompts.waitForOverlay()
        fixture.sway.tap(.escape, holding: [])
        #expect(try next.wait().status != 0)
        #expect(fixture.prompts.waitForNoOverlay())
    }

    /// Where there is no layer-shell (GNOME, weston), and with `CURTAIN_PROMPT=window`, the prompt is a dialog
    /// window: the password typed there authorizes as well.
    @Test func inADialogWindowTheRightPasswordAuthorizes() throws {
        let fixture = try PolkitSuite.fixture()
        try fixture.restartAgent(environment: ["CURTAIN_PROMPT": "window"])
        defer { _ = try? fixture.restartAgent(environment: [:]) }
        let check = try fixture.startCheck(placement: .window)
        try fixture.prompts.waitForDialog(title: "Authentication Required")
        try fixture.sway.type(PolkitFixture.password)
        fixture.sway.tap(.enter, holding: [])
        let result = try check.wait()
        #expect(result.status == 0, "pkcheck authorized: \(result.stdout) \(result.stderr)")
        #expect(fixture.prompts.waitForNoDialog(), "the window closed")
    }
}
