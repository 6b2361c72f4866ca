import CurtainTestSupport
import Foundation
import Testing

/// `sudo -A` with `SUDO_ASKPASS` naming `curtain askpass`, as the README tells users: Debian's real sudo, run by a
/// test user with a known password (``SudoTestUser``), asks the prompt on sway, and the password is typed through
/// sway's seat. sway runs as that user, as a user's session does: sudo starts the askpass as the user who typed
/// `sudo`, who must reach the compositor's socket.
@Suite("sudo -A asks curtain askpass, on sway", .serialized, .integrationTimeLimit, .blocking)
struct SwaySudoAskpassTests {
    static let password = "Sesame 2026"

    /// The fixture's wrappers, where `user` can run them: its folder is made 0700 for root.
    private func makeFixture(for user: SudoTestUser, on sway: SwayHarness) throws -> SecretPromptFixture {
        let fixture = try SecretPromptFixture(sway: sway)
        // Searchable, not listable: the user reaches the askpass wrapper by its path; GNUPGHOME inside stays 0700.
        chmod(fixture.directory, 0o711)
        return fixture
    }

    /// Starts `sudo -k -A -u root id -u` as `user`: `-k` so that no credential cached by an earlier run answers
    /// instead of the prompt.
    private func sudoID(as user: SudoTestUser, fixture: SecretPromptFixture) throws -> SecretPromptFixture.Run {
        try fixture.run(
            "/usr/bin/setpriv",
            [
                "--reuid=\(user.user)", "--regid=\(user.group)", "--init-groups",
                "/usr/bin/sudo", "-k", "-A", "-u", "root", "/usr/bin/id", "-u",
            ],
            environment: ["SUDO_ASKPASS": fixture.askpassPath])
    }

    /// Waits until an askpass child of `sudo` (other than `earlier`) shows its window on sway, focused; returns its
    /// process id.
    private func waitForAskpass(
        of sudo: SecretPromptFixture.Run, other earlier: Int32? = nil, on sway: SwayHarness
    ) throws -> Int32 {
        var askpass: Int32?
        let started = waitUntil(timeout: .seconds(10), interval: .milliseconds(10)) {
            askpass = Self.children(of: sudo.process.processIdentifier).first { $0 != earlier }
            return askpass != nil || !sudo.process.isRunning
        }
        guard started, let askpass else {
            throw CurtainProcess.Missing(description: "sudo started no askpass: \(try sudo.wait())")
        }
        try sway.waitForWindow(of: askpass)
        return askpass
    }

    /// The processes whose parent is `pid`, from `/proc/*/stat`.
    private static func children(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { child in
            guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            // The command name may hold spaces: the parent is the second field after its closing parenthesis.
            return Int32(stat[stat.index(after: close)...].split(separator: " ")[1]) == pid
        }
    }

    @Test func sudoRunsTheCommandOnceThePasswordIsTypedIntoAskpass() throws {
        let user = try SudoTestUser(password: Self.password)
        // userdel refuses a user whose processes run: sway, which runs as the user, stops first, then the user goes.
        defer { withExtendedLifetime(user) {} }
        let sway = try SwayHarness(account: (user.user, user.group))
        defer { sway.stop() }
        let fixture = try makeFixture(for: user, on: sway)
        let sudo = try sudoID(as: user, fixture: fixture)
        _ = try waitForAskpass(of: sudo, on: sway)
        try sway.type(Self.password)
        sway.tap(.enter, holding: [])
        let result = try sudo.wait()
        #expect(result.status == 0 && result.stdout == "0\n", "sudo ran id as root: \(result.stderr)")
    }

    @Test func aWrongPasswordIsRefusedAndSudoAsksAgain() throws {
        let user = try SudoTestUser(password: Self.password)
        // userdel refuses a user whose processes run: sway, which runs as the user, stops first, then the user goes.
        defer { withExtendedLifetime(user) {} }
        let sway = try SwayHarness(account: (user.user, user.group))
        defer { sway.stop() }
        let fixture = try makeFixture(for: user, on: sway)
        let sudo = try sudoID(as: user, fixture: fixture)
        let first = try waitForAskpass(of: sudo, on: sway)
        try sway.type("not the password")
        sway.tap(.enter, holding: [])
        // sudo refused it and started a second askpass: the positive sign that the first answer was wrong.
        _ = try waitForAskpass(of: sudo, other: first, on: sway)
        sway.tap(.escape, holding: [])
        let result = try sudo.wait()
        #expect(result.status == 1 && result.stdout.isEmpty, "id never ran: \(result.stderr)")
        #expect(result.stderr.contains("Sorry, try again."), "\(result.stderr)")
    }
}
