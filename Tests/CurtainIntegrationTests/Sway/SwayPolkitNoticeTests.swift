import CurtainTestSupport
import Foundation
import Testing

/// PAM that says something and then waits without asking, as a security key or a fingerprint reader does: the
/// agent shows what it said, with Cancel, until the password's question comes; Cancel ends the authentication.
/// Debian's real polkitd and `polkit-agent-helper-1`, with a PAM stack of the namespace's own (``PolkitFixture``).
@Suite(
    "curtain polkit-agent shows what PAM says while it waits, on sway", .serialized, .integrationTimeLimit, .blocking,
    PolkitSuite(withSecurityKey: true))
struct SwayPolkitNoticeTests {
    /// The note shows over the screen (a card without a field) while pkcheck waits; the key touched, the password's
    /// prompt follows (taller, with its field) and the right password authorizes.
    @Test func theSecurityKeysNoteShowsUntilThePasswordIsAsked() throws {
        let fixture = try PolkitSuite.fixture()
        fixture.releaseSecurityKey()
        let check = try fixture.startCheck()
        let notice = try fixture.prompts.waitForOverlay()
        #expect(check.process.isRunning, "pkcheck waits while PAM waits for the key")
        fixture.touchSecurityKey()
        try fixture.prompts.waitForOverlay(taller: notice, timeout: .seconds(20))
        try fixture.sway.type(PolkitFixture.password)
        fixture.sway.tap(.enter, holding: [])
        let result = try check.wait()
        #expect(result.status == 0, "pkcheck authorized: \(result.stdout) \(result.stderr)")
        #expect(fixture.prompts.waitForNoOverlay(), "the prompt left the screen")
    }

    /// Escape on the note cancels: the helper is stopped and pkcheck is not authorized.
    @Test func escapeOnTheNoteDoesNotAuthorize() throws {
        let fixture = try PolkitSuite.fixture()
        fixture.releaseSecurityKey()
        let check = try fixture.startCheck()
        try fixture.prompts.waitForOverlay()
        fixture.sway.tap(.escape, holding: [])
        let result = try check.wait()
        #expect(result.status != 0, "pkcheck did not authorize: \(result.stdout) \(result.stderr)")
        #expect(fixture.prompts.waitForNoOverlay(), "the note left the screen")
    }
}
