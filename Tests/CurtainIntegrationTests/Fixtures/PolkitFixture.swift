import CurtainTestSupport
import Foundation
import Testing

/// polkitd on a system bus of the test's own, and `curtain polkit-agent` answering it on sway: one of each for a
/// whole suite (``PolkitSuite``), since polkitd, sway and the agent take a while to start and keep no state between
/// checks (`org.freedesktop.policykit.exec` is `auth_admin`: every check asks again).
///
/// polkitd and `polkit-agent-helper-1` reach the system bus only at `/run/dbus/system_bus_socket` (the helper is
/// setuid and clears its environment), so the bus lives in private namespaces: `unshare --mount --pid` starts a
/// shell as the first process of a PID namespace of its own, which mounts a tmpfs on `/run/dbus` (the machine's own
/// bus is untouched) and runs `dbus-daemon --system` and polkitd. The agent and `pkcheck` join it with `nsenter`.
/// Both daemons drop privileges, which clears a parent-death signal, so it is the PID namespace that ties them to
/// the test: when the shell dies (with `unshare`, with the test process) the kernel kills every process in it.
///
/// There is no logind here, so the agent registers for one process (`--process`, as `pkttyagent --process`): a
/// `sleep` the shell runs as a test user in group `sudo` (Debian's polkit rule makes that group's members the
/// administrators), whose authorization `pkcheck --process PID -u` checks. Its id is the one it has inside the
/// namespace, where polkitd reads `/proc`.
final class PolkitFixture {
    /// The test user's password, typed into the prompt.
    static let password = "Polkit 2026"

    let sway: SwayHarness
    let user: SudoTestUser
    /// The prompt's screen-wide overlay is found as for `curtain pinentry` and `askpass`.
    let prompts: SecretPromptFixture
    /// `unshare`, whose child is the namespace's shell: killing it ends everything in the namespace.
    private var namespace: SecretPromptFixture.Run?
    private var agent: SecretPromptFixture.Run?

    /// The programs the tests run, with the Debian package of each: missing, the test fails naming it.
    static let programs = [
        ("/usr/lib/polkit-1/polkitd", "polkitd"), ("/usr/lib/polkit-1/polkit-agent-helper-1", "polkitd"),
        ("/usr/bin/pkcheck", "polkitd"), ("/usr/bin/dbus-daemon", "dbus-daemon"), ("/usr/bin/dbus-send", "dbus-bin"),
        ("/usr/bin/unshare", "util-linux"), ("/usr/bin/nsenter", "util-linux"),
    ]

    /// Whether PAM first asks for a security key (``init(withSecurityKey:)``).
    private let hasSecurityKey: Bool
    /// What PAM says to the user before it waits for the security key.
    static let securityKeyNote = "Touch the security key"

    /// - Parameter withSecurityKey: Whether the helper's PAM conversation starts as a security key's or a
    ///   fingerprint reader's does, in the namespace only (a `polkit-1` service of its own over `/etc/pam.d`):
    ///   `pam_echo` says ``securityKeyNote`` (`PAM_TEXT_INFO`), then `pam_exec` waits, asking nothing, until the
    ///   test ``touchSecurityKey()``, and Debian's password stack follows. Without it, Debian's stack as it is.
    init(withSecurityKey: Bool = false) throws {
        hasSecurityKey = withSecurityKey
        for (program, package) in Self.programs where !FileManager.default.isExecutableFile(atPath: program) {
            throw CurtainProcess.Missing(description: "\(program) is missing: apt-get install \(package) (scripts/setup-test)")
        }
        user = try SudoTestUser(password: Self.password, prefix: "curtain-polkit-", groups: ["sudo"])
        sway = try SwayHarness()
        prompts = try SecretPromptFixture(sway: sway, placement: .overlay)
        do {
            try start()
        } catch {
            stop()
            throw error
        }
    }

    private func start() throws {
        let ready = prompts.directory + "/polkit-ready"
        // Each wait inside is bounded by the test's: it gives up on the ready file, and the namespace dies with it.
        // The daemons' output goes to a log, not to the shell's pipes, which the test reads to their end.
        let pam = prompts.directory + "/pam.d"
        if hasSecurityKey {
            try FileManager.default.copyItem(atPath: "/etc/pam.d", toPath: pam)
            let waiter = prompts.directory + "/wait-for-key"
            // The key's own wait, as PAM runs it (as root, with no PATH): until the test touches the key.
            try "#!/bin/sh\nuntil [ -e \(touchedPath) ]; do /bin/sleep 0.05; done\n"
                .write(toFile: waiter, atomically: true, encoding: .utf8)
            chmod(waiter, 0o755)
            let service = [
                "auth optional pam_echo.so \(Self.securityKeyNote)", "auth optional pam_exec.so quiet \(waiter)",
                "@include common-auth", "@include common-account", "@include common-password",
            ]
            try (service.joined(separator: "\n") + "\n").write(toFile: pam + "/polkit-1", atomically: true, encoding: .utf8)
        }
        let script = """
            set -e
            mount -t tmpfs -o mode=0755 tmpfs /run/dbus
            if [ -d "$4" ]; then mount --bind "$4" /etc/pam.d; fi
            dbus-daemon --system --nofork --nopidfile --nosyslog >"$1.log" 2>&1 &
            until [ -S /run/dbus/system_bus_socket ]; do sleep 0.02; done
            /usr/lib/polkit-1/polkitd --no-debug >>"$1.log" 2>&1 &
            until dbus-send --system --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
                org.freedesktop.DBus.NameHasOwner string:org.freedesktop.PolicyKit1 2>/dev/null | grep -q true; do
              sleep 0.02
            done
            setpriv --reuid="$2" --regid="$3" --clear-groups sleep 3600 &
            echo $! >"$1.tmp"
            mv "$1.tmp" "$1"
            wait
            """
        let shell = try prompts.run(
            "/usr/bin/unshare",
            [
                "--mount", "--propagation", "private", "--pid", "--fork", "--kill-child", "--mount-proc", "--",
                "/bin/sh", "-c", script, "sh", ready, "\(user.user)", "\(user.group)", pam,
            ],
            environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"])
        namespace = shell
        let started = waitUntil(timeout: .seconds(20), interval: .milliseconds(20)) {
            FileManager.default.fileExists(atPath: ready) || !shell.process.isRunning
        }
        let log = (try? String(contentsOfFile: ready + ".log", encoding: .utf8)) ?? ""
        guard started, shell.process.isRunning,
            let subject = Int32(
                (try? String(contentsOfFile: ready, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""),
            let children = try? String(
                contentsOfFile: "/proc/\(shell.process.processIdentifier)/task/\(shell.process.processIdentifier)/children",
                encoding: .utf8),
            let first = Int32(children.split(separator: " ").first ?? "")
        else {
            throw CurtainProcess.Missing(description: "polkitd did not start on a private system bus: \(log)")
        }
        (subjectID, namespaceProcess) = (subject, first)
        try startAgent()
    }

    /// Starts `curtain polkit-agent --process` for the subject, on sway, with `environment` besides.
    private func startAgent(environment: [String: String] = [:]) throws {
        let curtain = try CurtainProcess.executable("curtain")
        agent = try prompts.run(
            "/usr/bin/nsenter", inNamespace([curtain, "polkit-agent", "--process", "\(subjectID)"]),
            environment: sway.clientEnvironment.merging(environment) { _, new in new })
    }

    /// Replaces the agent with one started with `environment` besides (`CURTAIN_PROMPT=window`); polkitd forgets the
    /// old one as its bus connection closes, and ``startCheck(placement:)`` asks until the new one has registered.
    func restartAgent(environment: [String: String]) throws {
        if let agent {
            // The agent itself, found in the namespace: its nsenter may have gone already (seen here, the agent
            // running on under the namespace's shell), and Foundation sees nsenter end only once the agent has.
            for process in processesInNamespace() where Self.commandLine(of: process).contains("polkit-agent") {
                kill(process, SIGKILL)
            }
            if agent.process.isRunning { kill(agent.process.processIdentifier, SIGKILL) }
            _ = try? agent.wait(timeout: .seconds(5))
        }
        try startAgent(environment: environment)
    }

    /// The agent itself (`curtain polkit-agent`, not its nsenter), by its id outside the namespace.
    var agentProcessID: Int32? {
        processesInNamespace().first { Self.commandLine(of: $0).contains("polkit-agent --process") }
    }

    /// The file whose coming ends PAM's wait for the security key.
    private var touchedPath: String { prompts.directory + "/key-touched" }

    /// Touches the security key PAM waits for (``init(withSecurityKey:)``): its wait ends, and the password's
    /// prompt follows.
    func touchSecurityKey() {
        _ = FileManager.default.createFile(atPath: touchedPath, contents: Data())
    }

    /// Makes PAM wait for the key again, for the next check.
    func releaseSecurityKey() {
        try? FileManager.default.removeItem(atPath: touchedPath)
    }

    /// The processes in the namespace of the private system bus, by their ids outside.
    private func processesInNamespace() -> [Int32] {
        guard let namespace = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(namespaceProcess)/ns/pid")
        else { return [] }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\($0)/ns/pid")) == namespace
        }
    }

    /// A process's arguments, joined by spaces.
    private static func commandLine(of process: Int32) -> String {
        let data = FileManager.default.contents(atPath: "/proc/\(process)/cmdline") ?? Data()
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
    }

    /// The process whose authorization the checks ask for, by its id inside the namespace.
    private(set) var subjectID: Int32 = -1
    /// The namespace's first process (the shell), by its id outside, for `nsenter --target`.
    private var namespaceProcess: Int32 = -1

    /// `nsenter`'s arguments to run `command` in the namespaces of the private system bus.
    ///
    /// Entering a PID namespace, nsenter forks and waits for `command`; `command` gets a parent-death signal, so that
    /// killing nsenter (the process the test holds) ends it too, and with it the descriptor through which Foundation
    /// learns that nsenter has exited.
    private func inNamespace(_ command: [String]) -> [String] {
        ["--target", "\(namespaceProcess)", "--mount", "--pid", "--", "/usr/bin/setpriv", "--pdeathsig", "SIGKILL", "--"]
            + command
    }

    /// Starts `pkcheck --action-id org.freedesktop.policykit.exec --process PID -u` and returns it once the agent's
    /// prompt shows for it: the screen dimmed under the overlay, or a curtain window on sway.
    ///
    /// Until the agent has registered, polkitd answers at once that no agent is available; the check is made
    /// again then, until the prompt shows.
    func startCheck(placement: SecretPromptFixture.Placement = .overlay) throws -> SecretPromptFixture.Run {
        var last = ""
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            let check = try prompts.run(
                "/usr/bin/nsenter",
                inNamespace([
                    "/usr/bin/pkcheck", "--action-id", "org.freedesktop.policykit.exec", "--process", "\(subjectID)", "-u",
                ]))
            _ = waitUntil(timeout: .seconds(10), interval: .milliseconds(30)) {
                !check.process.isRunning || isShowingPrompt(placement)
            }
            if check.process.isRunning { return check }
            let result = try check.wait()
            last = "pkcheck exited \(result.status): \(result.stdout) \(result.stderr)"
            guard result.stderr.contains("no agent is available") else { break }
            if let agent, !agent.process.isRunning { break }
        }
        let agentOutput = (agent?.process.isRunning == false) ? "\(String(describing: try? agent?.wait()))" : "agent running"
        throw CurtainProcess.Missing(description: "no prompt for pkcheck: \(last); \(agentOutput)")
    }

    /// Whether the prompt shows: sway's output dimmed in its corner, as under the overlay, or a curtain window.
    private func isShowingPrompt(_ placement: SecretPromptFixture.Placement) -> Bool {
        switch placement {
        case .overlay:
            (try? sway.screenshot())?.pixel(x: 0, y: 0).matches(SecretPromptFixture.dimmedBackground, tolerance: 2) ?? false
        case .window:
            (try? sway.command("[app_id=\"org.curtain.Curtain\"] focus")) != nil
        }
    }

    /// Ends the namespace (the agent, polkitd and its bus, the subject) and then sway; the user goes when released.
    func stop() {
        for run in [namespace, agent].compactMap({ $0 }) {
            if run.process.isRunning { kill(run.process.processIdentifier, SIGKILL) }
            _ = try? run.wait(timeout: .seconds(5))
        }
        (agent, namespace) = (nil, nil)
        sway.stop()
    }
}

/// Starts one ``PolkitFixture`` for a whole `.serialized` suite and stops it after the suite's last test; tests
/// reach it through ``PolkitSuite/fixture()``.
struct PolkitSuite: SuiteTrait, TestScoping {
    @TaskLocal static var current: SuiteShared<PolkitFixture>?
    /// Whether this suite's PAM asks for a security key first (``PolkitFixture/init(withSecurityKey:)``).
    var withSecurityKey = false

    /// The suite's fixture; throws its start failure (naming the missing package), so every test fails with it.
    static func fixture() throws -> PolkitFixture {
        guard let current else { throw CurtainProcess.Missing(description: "not inside a PolkitSuite") }
        return try current.get()
    }

    func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let fixture = SuiteShared { [withSecurityKey] in try PolkitFixture(withSecurityKey: withSecurityKey) }
        defer { try? fixture.get().stop() }
        try await Self.$current.withValue(fixture, operation: function)
    }
}
