import CurtainTestSupport
import Foundation
import Testing

/// `curtain pinentry` as gpg-agent's `pinentry-program` and `curtain askpass` as ssh's `SSH_ASKPASS`, with the
/// real gpg-agent, gpg-connect-agent, ssh-agent and ssh-add from Debian, the passphrase typed through sway's seat.
/// The fixture's wrappers set `CURTAIN_PROMPT=window`: these are the dialog windows GNOME gets, where there is no
/// layer-shell (the prompts over the screen: `SwaySystemPromptTests`).
@Suite("pinentry for gpg-agent and askpass for ssh-add, on sway", .serialized, .integrationTimeLimit, .blocking)
struct SwayPinentryTests {
    /// In a window, and over the screen as sway shows it by default (there the overlay is the only prompt: no
    /// window maps).
    @Test(arguments: [SecretPromptFixture.Placement.window, .overlay])
    func gpgAgentGetsThePassphraseTypedIntoThePrompt(placement: SecretPromptFixture.Placement) throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway, placement: placement)
        // Recorded from before the prompt starts until after it has gone: every window sway mapped meanwhile.
        let windows = try sway.recordWindowEvents()
        let ask = try fixture.getPassphrase()
        try fixture.waitForPrompt()
        try sway.type("s3cret %pass")
        sway.tap(.enter, holding: [])
        let result = try ask.wait()
        #expect(result.stdout == "D s3cret %25pass\nOK\n", "\(result.stderr)")
        #expect(fixture.waitForNoPrompt(), "the prompt left the screen")
        let mapped = try windows.events(before: "the prompt has gone").filter { $0["change"] as? String == "new" }
        let expected = placement == .overlay ? 0 : 1
        #expect(mapped.count == expected, "windows mapped (the overlay is no window): \(mapped)")
    }

    @Test(arguments: [SecretPromptFixture.Placement.window, .overlay])
    func cancellingGivesGnuPGsOwnCancelError(placement: SecretPromptFixture.Placement) throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway, placement: placement)
        let ask = try fixture.getPassphrase()
        try fixture.waitForPrompt()
        sway.tap(.escape, holding: [])
        let result = try ask.wait()
        #expect(result.stdout == "ERR 83886179 Operation cancelled <Pinentry>\n", "\(result.stderr)")
    }

    @Test func gpgAgentsPinentryTimeoutGivesTheTimeoutError() throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway, agentConfiguration: ["pinentry-timeout 1"])
        let ask = try fixture.getPassphrase()
        try fixture.waitForDialog()
        let result = try ask.wait()
        #expect(result.stdout == "ERR 83886142 Timeout <Pinentry>\n", "\(result.stderr)")
        #expect(fixture.waitForNoDialog(), "the dialog left the screen")
    }

    /// gpg-agent's `pinentry-timeout` (`SETTIMEOUT`) closes a dialog nobody answers, but not one the user types
    /// into, as pinentry-gtk-2 stops its timer at the first input: a key typed at once, then the wait runs well
    /// past the timeout (the clock is only what the wait is for: nothing compares it), and Return still sends the
    /// passphrase.
    @Test(arguments: [SecretPromptFixture.Placement.window, .overlay])
    func typingStopsGpgAgentsPinentryTimeout(placement: SecretPromptFixture.Placement) throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway, agentConfiguration: ["pinentry-timeout 3"], placement: placement)
        let ask = try fixture.getPassphrase()
        try fixture.waitForPrompt()
        try sway.type("x")
        let past = ContinuousClock.now + .seconds(6)
        _ = waitUntil(timeout: .seconds(30), interval: .milliseconds(100)) { ContinuousClock.now >= past }
        #expect(ask.process.isRunning, "the prompt is still up, past gpg-agent's 3 s")
        sway.tap(.enter, holding: [])
        let result = try ask.wait()
        #expect(result.stdout == "D x\nOK\n", "\(result.stderr)")
    }

    @Test func gpgSymmetricAsksTwiceAndAMismatchShowsTheRepeatErrorBeforeItEncrypts() throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway)
        // A new passphrase: gpg-agent sends SETREPEAT and SETREPEATERROR, and one GETPIN.
        let (encrypt, plain) = try fixture.encryptSymmetrically()
        try fixture.waitForDialog()
        let first = try dialogBox(on: sway)
        try sway.type("curtain2026x")
        sway.tap(.tab, holding: [])
        try sway.type("curtain2026y")
        sway.tap(.enter, holding: [])
        // The same dialog again, SETREPEATERROR's text above the description: taller by its line.
        var second: PixelRect?
        let taller = waitUntil(timeout: .seconds(10), interval: .milliseconds(30)) {
            second = try? dialogBox(on: sway)
            return (second?.height ?? 0) > first.height
        }
        #expect(taller, "shown again with the error: \(first) then \(String(describing: second))")
        #expect(encrypt.process.isRunning, "gpg has no passphrase yet")
        try fixture.waitForDialog()
        try sway.type("curtain2026x")
        sway.tap(.tab, holding: [])
        try sway.type("curtain2026x")
        sway.tap(.enter, holding: [])
        let result = try encrypt.wait()
        #expect(result.status == 0, "\(result.stderr)")
        let decrypted = try fixture.decrypted(plain, passphrase: "curtain2026x")
        #expect(decrypted.text == "hello\n", "encrypted with the typed passphrase: \(decrypted.errors)")
    }

    /// How long the meter may take to show a rating: a hang guard, not a time the rating must meet. Each rating
    /// is a round trip through gpg-agent (`INQUIRE QUALITY`) and each look a grim screenshot of the output, both
    /// slow beside one busy loop per core and the other suites: 10 s once ran out there before the meter was full.
    static let meterDeadline = Duration.seconds(30)

    /// `GET_PASSPHRASE --qualitybar`: gpg-agent sends `SETQUALITYBAR` and rates each text typed through
    /// `INQUIRE QUALITY`; the meter under the field fills (more of the blue the OK button already shows).
    @Test func theQualityBarFillsAsGpgAgentRatesThePassphrase() throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway)
        let cacheID = "curtain-test-" + String(UUID().uuidString.prefix(8))
        let ask = try fixture.run(
            "/usr/bin/gpg-connect-agent",
            ["GET_PASSPHRASE --data --qualitybar \(cacheID) X Passphrase: New+passphrase", "/bye"])
        try fixture.waitForDialog()
        let blue = RGBA(red: 0x00, green: 0x7A, blue: 0xFF)
        let empty = try sway.screenshot().count(of: blue, tolerance: 2)
        try sway.type("curtain2026x")
        var filled = empty
        let grew = waitUntil(timeout: Self.meterDeadline, interval: .milliseconds(30)) {
            filled = (try? sway.screenshot())?.count(of: blue, tolerance: 2) ?? filled
            return filled > empty + 50
        }
        #expect(grew, "the meter fills: \(empty) blue pixels, then \(filled)")
        sway.tap(.enter, holding: [])
        let result = try ask.wait()
        #expect(result.stdout == "D curtain2026x\nOK\n", "\(result.stderr)")
    }

    /// gpg-agent reads `INQUIRE QUALITY`'s text up to its first space and decodes `+` as a space, so the text goes
    /// plus-escaped: `a` alone rates 10 % (gpg-agent counts the characters that are not spaces, 100 % from 11 of
    /// them), and `a b+cdefghij` all of it, 100 %. Rated only up to its space, the meter would stay at `a`'s 10 %.
    @Test func theQualityBarRatesAllOfAPassphraseWithASpaceAndAPlus() throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway)
        let cacheID = "curtain-test-" + String(UUID().uuidString.prefix(8))
        let ask = try fixture.run(
            "/usr/bin/gpg-connect-agent",
            ["GET_PASSPHRASE --data --qualitybar \(cacheID) X Passphrase: New+passphrase", "/bye"])
        try fixture.waitForDialog()
        let blue = RGBA(red: 0x00, green: 0x7A, blue: 0xFF)
        let empty = try sway.screenshot().count(of: blue, tolerance: 2)
        try sway.type("a")
        var first = empty
        let rated = waitUntil(timeout: Self.meterDeadline, interval: .milliseconds(30)) {
            first = (try? sway.screenshot())?.count(of: blue, tolerance: 2) ?? first
            return first > empty + 10
        }
        #expect(rated, "the meter shows a's rating: \(empty) blue pixels, then \(first)")
        try sway.type(" b+cdefghij")
        var filled = first
        let full = waitUntil(timeout: Self.meterDeadline, interval: .milliseconds(30)) {
            filled = (try? sway.screenshot())?.count(of: blue, tolerance: 2) ?? filled
            return filled - empty > 5 * (first - empty)
        }
        #expect(full, "all of the text is rated: \(empty) blue pixels empty, \(first) for a, then \(filled)")
        sway.tap(.enter, holding: [])
        let result = try ask.wait()
        #expect(result.stdout == "D a b+cdefghij\nOK\n", "\(result.stderr)")
    }

    /// The longest passphrase gpg-agent takes (255 bytes) in the character that escapes longest (`%`, three bytes
    /// each): every `INQUIRE QUALITY` line still fits libassuan's limit, each is answered, and the whole passphrase
    /// comes back. (Longer texts are cut to pinentry's 300 bytes before they are escaped: `AssuanTests`.)
    @Test func gpgAgentsLongestPassphraseIsRatedAndReturnedWhole() throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway)
        let cacheID = "curtain-test-" + String(UUID().uuidString.prefix(8))
        let ask = try fixture.run(
            "/usr/bin/gpg-connect-agent",
            ["GET_PASSPHRASE --data --qualitybar \(cacheID) X Passphrase: Long+passphrase", "/bye"])
        try fixture.waitForDialog()
        let passphrase = String(repeating: "%", count: 255)
        try sway.type(passphrase)
        sway.tap(.enter, holding: [])
        let result = try ask.wait()
        let lines = result.stdout.split(separator: "\n")
        let data = lines.filter { $0.hasPrefix("D ") }.map { $0.dropFirst(2) }.joined()
        #expect(lines.last == "OK", "\(result.stdout) \(result.stderr)")
        #expect(data.replacingOccurrences(of: "%25", with: "%") == passphrase, "\(result.stdout)")
    }

    /// gpg-agent's own `CONFIRM`: a short new passphrase makes it ask "Take this one anyway", in curtain's alert.
    @Test func gpgAgentsConfirmationOfAWeakPassphraseIsAnsweredInTheAlert() throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway)
        let (encrypt, plain) = try fixture.encryptSymmetrically()
        try fixture.waitForDialog(title: "Passphrase")
        try sway.type("abc")
        sway.tap(.tab, holding: [])
        try sway.type("abc")
        sway.tap(.enter, holding: [])
        // No SETTITLE: the alert has curtain's own title.
        try fixture.waitForDialog(title: "Curtain")
        sway.tap(.enter, holding: [])
        let result = try encrypt.wait()
        #expect(result.status == 0, "Take this one anyway: \(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: plain + ".gpg"))
    }

    @Test(arguments: [SecretPromptFixture.Placement.window, .overlay])
    func sshAddAddsTheKeyOnceItsPassphraseIsTypedIntoAskpass(placement: SecretPromptFixture.Placement) throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway, placement: placement)
        let (result, listed) = try fixture.addKeyWithSSHAdd {
            try fixture.waitForPrompt()
            try sway.type("open sesame")
            sway.tap(.enter, holding: [])
        }
        #expect(result.status == 0 && result.stderr.contains("Identity added"), "\(result.stderr)")
        #expect(listed.contains("curtain-test"), "\(listed)")
    }

    /// git asks `GIT_ASKPASS` for the user name and the password of a credential it has none for, one prompt each.
    @Test func gitCredentialFillAsksAskpassForTheUserAndThePassword() throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway)
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        git.arguments = ["-c", "credential.helper=", "credential", "fill"]
        git.environment = ["PATH": "/usr/bin:/bin", "HOME": fixture.directory, "GIT_ASKPASS": fixture.askpassPath]
        let input = Pipe()
        let output = Pipe()
        git.standardInput = input
        git.standardOutput = output
        git.standardError = FileHandle.nullDevice
        try git.runTiedToTestProcess()
        defer { if git.isRunning { kill(git.processIdentifier, SIGKILL) } }
        input.fileHandleForWriting.write(Data("protocol=https\nhost=example.org\n\n".utf8))
        // The user name is not secret: a visible field, in a dialog titled as a question, not "Passphrase".
        try fixture.waitForDialog(title: "Question")
        // Marked, so that the password's dialog, from a second askpass, is told from it.
        try sway.command("[app_id=\"org.curtain.Curtain\"] mark --add user")
        try sway.type("ann")
        sway.tap(.enter, holding: [])
        #expect(
            waitUntil(timeout: .seconds(10), interval: .milliseconds(20)) {
                (try? sway.command("[con_mark=\"user\"] focus")) == nil
            },
            "the user name's dialog closed")
        try fixture.waitForDialog(title: "Passphrase")
        try sway.type("s3cret")
        sway.tap(.enter, holding: [])
        #expect(waitUntil(timeout: .seconds(10)) { !git.isRunning }, "git credential fill finished")
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(printed.contains("username=ann\n") && printed.contains("password=s3cret\n"), "\(printed)")
    }

    /// ssh's question about a host key it does not know comes without `SSH_ASKPASS_PROMPT` and wants `yes` typed
    /// (`StrictHostKeyChecking=ask`): the askpass shows it with a visible field, titled as a question, and the `yes`
    /// typed there makes ssh add the key of a private `sshd` on 127.0.0.1 to an empty `known_hosts`.
    @Test(arguments: [SecretPromptFixture.Placement.window, .overlay])
    func sshsHostKeyQuestionIsAnsweredYesInAVisibleField(placement: SecretPromptFixture.Placement) throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway, placement: placement)
        let server = try fixture.startSSHServer()
        defer { kill(server.run.process.processIdentifier, SIGKILL) }
        let knownHosts = fixture.directory + "/known_hosts"
        _ = FileManager.default.createFile(atPath: knownHosts, contents: nil)
        let ssh = try fixture.runUnderShell(
            "/usr/bin/ssh",
            [
                "-F", "/dev/null", "-p", String(server.port), "-o", "StrictHostKeyChecking=ask", "-o",
                "UserKnownHostsFile=\(knownHosts)", "-o", "GlobalKnownHostsFile=/dev/null", "-o", "BatchMode=no",
                "-o", "IdentityAgent=none", "-o", "IdentitiesOnly=yes", "-o", "IdentityFile=\(fixture.directory)/none",
                "-o", "PreferredAuthentications=publickey", "curtain@127.0.0.1", "true",
            ],
            environment: ["SSH_ASKPASS": fixture.askpassPath, "SSH_ASKPASS_REQUIRE": "force", "DISPLAY": "x"])
        switch placement {
        case .window: try fixture.waitForDialog(title: "Question")
        case .overlay: try fixture.waitForOverlay()
        }
        try sway.type("yes")
        sway.tap(.enter, holding: [])
        // No key is offered, so ssh is refused (255) once it has added the host key.
        let result = try ssh.wait()
        #expect(result.stderr.contains("Permanently added"), "\(result.stderr)")
        let known = (try? String(contentsOfFile: knownHosts, encoding: .utf8)) ?? ""
        #expect(known.contains("[127.0.0.1]:\(server.port) \(server.hostKey)"), "known_hosts: \(known)")
    }

    /// In a window, and over the screen as sway shows it by default.
    @Test(arguments: [SecretPromptFixture.Placement.window, .overlay])
    func askpassConfirmIsYesOrNo(placement: SecretPromptFixture.Placement) throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway, placement: placement)
        for (key, status) in [(EvdevKey.enter, Int32(0)), (.escape, 1)] {
            let ask = try fixture.run(
                fixture.askpassPath, ["Allow use of key curtain-test?"], environment: ["SSH_ASKPASS_PROMPT": "confirm"])
            try fixture.waitForPrompt()
            sway.tap(key, holding: [])
            let result = try ask.wait()
            #expect(result.status == status && result.stdout.isEmpty, "\(key): \(result.stderr)")
            // Gone from sway too, before the next one is looked for.
            #expect(fixture.waitForNoPrompt())
        }
    }

    /// `SSH_ASKPASS_PROMPT=none` (ssh's notice to touch a security key, which it ends itself when done) tells and
    /// asks nothing: one OK, and however it closes, exit 0 with nothing printed.
    @Test(arguments: [SecretPromptFixture.Placement.window, .overlay])
    func askpassNoneIsANoticeWithOneOK(placement: SecretPromptFixture.Placement) throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway, placement: placement)
        for key in [EvdevKey.enter, .escape] {
            let ask = try fixture.run(
                fixture.askpassPath, ["Confirm user presence for key ED25519 SHA256:curtain-test"],
                environment: ["SSH_ASKPASS_PROMPT": "none"])
            try fixture.waitForPrompt()
            sway.tap(key, holding: [])
            let result = try ask.wait()
            #expect(result.status == 0 && result.stdout.isEmpty, "\(key): \(result.stderr)")
            #expect(fixture.waitForNoPrompt())
        }
    }

    /// What `/proc` shows of a secret held: run as an ordinary user (`nobody`), the pinentry's `/proc/PID` belongs to
    /// root from its greeting on, before any command (the kernel's sign of a process that is not dumpable: no core
    /// dump, no ptrace or `/proc/PID/mem` by the same user); while the dialog is up `VmLck` counts the locked pages
    /// of the secure field; once the passphrase is sent, `/proc/PID` still belongs to root, until the process ends.
    /// The prompt is the overlay alert, whose secure field the passphrase is typed into.
    @Test func thePinentryIsNotDumpableFromItsStartToItsEndAndHoldsTheSecretInLockedMemory() throws {
        let sway = try SwayHarness()
        let fixture = try SecretPromptFixture(sway: sway)
        let output = fixture.directory + "/out"
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        chmod(fixture.directory, 0o755)
        let input = Pipe()
        let pinentry = Process()
        pinentry.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        pinentry.arguments = [
            "--reuid=65534", "--regid=65534", "--clear-groups", try CurtainProcess.executable("curtain"), "pinentry",
        ]
        pinentry.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(sway.clientEnvironment) { _, new in new }
        pinentry.standardInput = input
        pinentry.standardOutput = FileHandle(forWritingAtPath: output)
        pinentry.standardError = FileHandle.nullDevice
        try pinentry.runTiedToTestProcess()
        defer { if pinentry.isRunning { kill(pinentry.processIdentifier, SIGKILL) } }
        let status = "/proc/\(pinentry.processIdentifier)/status"
        func owner() -> Int? { (try? FileManager.default.attributesOfItem(atPath: status))?[.ownerAccountID] as? Int }
        func locked() -> Int? {
            let text = (try? String(contentsOfFile: status, encoding: .utf8)) ?? ""
            let line = text.split(separator: "\n").first { $0.hasPrefix("VmLck:") }
            return line.flatMap { Int($0.split(separator: " ")[1]) }
        }
        func user() -> Int? {
            let text = (try? String(contentsOfFile: status, encoding: .utf8)) ?? ""
            let line = text.split(separator: "\n").first { $0.hasPrefix("Uid:") }
            return line.flatMap { Int($0.split(separator: "\t")[1]) }
        }
        let greeted = waitUntil(timeout: .seconds(10)) {
            ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").hasPrefix("OK Pleased to meet you")
        }
        #expect(greeted, "the greeting")
        #expect(user() == 65534 && owner() == 0, "not dumpable from the start: \(String(describing: owner()))")
        input.fileHandleForWriting.write(Data("SETDESC Unlock%0Ait\nGETPIN\n".utf8))
        // Started without the fixture's wrapper, it asks as a user's would on sway: over the screen.
        try fixture.waitForOverlay()
        #expect(owner() == 0, "not dumpable while the dialog shows")
        #expect((locked() ?? 0) >= 4, "a locked page: VmLck \(String(describing: locked())) kB")
        try sway.type("n0body-knows")
        sway.tap(.enter, holding: [])
        let answered = waitUntil(timeout: .seconds(10)) {
            ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").hasSuffix("D n0body-knows\nOK\n")
        }
        #expect(answered, "\((try? String(contentsOfFile: output, encoding: .utf8)) ?? "")")
        #expect(owner() == 0, "still not dumpable once the passphrase is sent: its heap is the process's until it ends")
        input.fileHandleForWriting.write(Data("BYE\n".utf8))
        #expect(waitUntil(timeout: .seconds(10)) { !pinentry.isRunning }, "BYE ends it")
        #expect(pinentry.terminationStatus == 0)
    }

    /// The dialog's window on sway's output: its background, white 0.96, on sway's grey.
    func dialogBox(on sway: SwayHarness) throws -> PixelRect {
        var box: PixelRect?
        _ = waitUntil(timeout: .seconds(5), interval: .milliseconds(30)) {
            box = (try? sway.screenshot())?.boundingBox(of: RGBA(red: 245, green: 245, blue: 245), tolerance: 1)
            return box != nil
        }
        return try #require(box, "no dialog on sway's output")
    }
}
