import CurtainTestSupport
import Foundation
import Testing

/// A private directory for the programs that ask for secrets: a `GNUPGHOME` whose gpg-agent runs the built
/// `curtain pinentry`, and wrapper scripts that start `curtain pinentry` and `curtain askpass` on the test's sway.
///
/// gpg-agent and ssh start their helpers with environments of their own, which do not name the test's compositor:
/// the wrappers export `WAYLAND_DISPLAY` and `XDG_RUNTIME_DIR` first, as a user's session would have them.
///
/// sway has layer-shell, so the prompts cover the screen there; with `placement: .window` the wrappers set
/// `CURTAIN_PROMPT=window`, and the prompts show in the dialog windows that GNOME (no layer-shell) gets.
final class SecretPromptFixture {
    /// Where the prompts show.
    enum Placement {
        /// Over the screen-wide overlay: no sway window, the whole output dimmed around a card.
        case overlay
        /// In dialog windows, as on a compositor without layer-shell.
        case window
    }

    let directory: String
    let sway: SwayHarness
    /// Where the prompts show.
    let placement: Placement
    /// The wrapper gpg-agent runs as its `pinentry-program`.
    var pinentryPath: String { directory + "/pinentry" }
    /// The wrapper ssh runs as `SSH_ASKPASS`.
    var askpassPath: String { directory + "/askpass" }
    /// `GNUPGHOME`.
    var gnupgHome: String { directory + "/gnupg" }

    /// The programs the tests run, with the Debian package of each: missing, the test fails naming it.
    static let programs = [
        ("/usr/bin/gpg-agent", "gnupg"), ("/usr/bin/gpg-connect-agent", "gnupg"), ("/usr/bin/gpg", "gnupg"),
        ("/usr/bin/gpgconf", "gnupg"), ("/usr/bin/ssh-agent", "openssh-client"), ("/usr/bin/ssh-add", "openssh-client"),
        ("/usr/bin/ssh-keygen", "openssh-client"), ("/usr/bin/setpriv", "util-linux"), ("/usr/bin/git", "git"),
    ]

    init(sway: SwayHarness, agentConfiguration: [String] = [], placement: Placement = .window) throws {
        for (program, package) in Self.programs where !FileManager.default.isExecutableFile(atPath: program) {
            throw CurtainProcess.Missing(description: "\(program) is missing: apt-get install \(package) (scripts/setup-test)")
        }
        self.sway = sway
        self.placement = placement
        // Short: gpg-agent's socket lives in GNUPGHOME, and a Unix socket path has at most 107 bytes.
        directory = NSTemporaryDirectory() + "cs-" + String(UUID().uuidString.prefix(8))
        try FileManager.default.createDirectory(
            atPath: gnupgHome, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let curtain = try CurtainProcess.executable("curtain")
        let exports = sway.clientEnvironment.map { "export \($0.key)='\($0.value)'" }.sorted().joined(separator: "\n")
        for (path, subcommand) in [(pinentryPath, "pinentry"), (askpassPath, "askpass")] {
            let window = placement == .window ? "export CURTAIN_PROMPT=window\n" : ""
            let script = "#!/bin/sh\n\(exports)\n\(window)export LANG=C.UTF-8\nexec '\(curtain)' \(subcommand) \"$@\"\n"
            try script.write(toFile: path, atomically: true, encoding: .utf8)
            chmod(path, 0o755)
        }
        let configuration = ["pinentry-program \(pinentryPath)"] + agentConfiguration
        try (configuration.joined(separator: "\n") + "\n")
            .write(toFile: gnupgHome + "/gpg-agent.conf", atomically: true, encoding: .utf8)
    }

    /// A pinentry whose conversation gpg-agent cannot end until the test says so: the wrapper passes gpg-agent's
    /// lines on to `curtain pinentry` but holds back the end (`BYE`, or its input closing), so a test can look at
    /// the pinentry after `GETPIN` has answered and before it ends.
    final class HeldPinentry {
        let directory: String
        var heldPath: String { directory + "/held" }
        var releasePath: String { directory + "/release" }
        var processIDPath: String { directory + "/pinentry.pid" }

        init(directory: String) {
            self.directory = directory
        }

        /// Waits until gpg-agent has ended the conversation and the wrapper holds it.
        func waitUntilHeld(timeout: Duration = .seconds(20)) -> Bool {
            waitUntil(timeout: timeout, interval: .milliseconds(20)) { FileManager.default.fileExists(atPath: heldPath) }
        }

        /// The process id of `curtain pinentry`.
        var processID: Int32? {
            (try? String(contentsOfFile: processIDPath, encoding: .utf8)).flatMap {
                Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }

        /// Lets the end through: `curtain pinentry` reads `BYE` and exits.
        func release() -> Bool {
            waitUntil(timeout: .seconds(10), interval: .milliseconds(20)) {
                let fifo = open(releasePath, O_WRONLY | O_NONBLOCK)
                guard fifo >= 0 else { return false }
                defer { close(fifo) }
                return write(fifo, "go\n", 3) == 3
            }
        }
    }

    /// Makes gpg-agent's pinentry a ``HeldPinentry``: call before the first request, which starts gpg-agent.
    func holdPinentryAtItsEnd() throws -> HeldPinentry {
        let held = HeldPinentry(directory: directory)
        guard mkfifo(held.releasePath, 0o600) == 0 else {
            throw CurtainProcess.Missing(description: "mkfifo \(held.releasePath): errno \(errno)")
        }
        let curtain = try CurtainProcess.executable("curtain")
        let exports = sway.clientEnvironment.map { "export \($0.key)='\($0.value)'" }.sorted().joined(separator: "\n")
        let window = placement == .window ? "export CURTAIN_PROMPT=window\n" : ""
        let script = """
            #!/bin/sh
            \(exports)
            \(window)export LANG=C.UTF-8
            dir='\(directory)'
            {
              while IFS= read -r line; do
                case "$line" in BYE|"BYE "*) break ;; esac
                printf '%s\\n' "$line"
              done
              : > "$dir/held"
              read -r go < "$dir/release"
              printf 'BYE\\n'
            } | sh -c 'echo $$ > "$0/pinentry.pid"; exec "$1" pinentry' "$dir" '\(curtain)'

            """
        try script.write(toFile: pinentryPath, atomically: true, encoding: .utf8)
        chmod(pinentryPath, 0o755)
        return held
    }

    deinit {
        _ = try? run("/usr/bin/gpgconf", ["--kill", "gpg-agent"], environment: ["GNUPGHOME": gnupgHome]).wait()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// A program started with its output captured; ``wait(timeout:)`` collects it.
    final class Run {
        let process = Process()
        let stdout = Pipe()
        let stderr = Pipe()

        /// Waits for the exit (SIGKILL after `timeout`) and returns the status and what was printed.
        func wait(timeout: Duration = .seconds(20)) throws -> (status: Int32, stdout: String, stderr: String) {
            guard waitUntil(timeout: timeout, interval: .milliseconds(10), { !process.isRunning }) else {
                // Not read: a child it started may hold the pipes open for good.
                process.kill()
                throw CurtainProcess.Missing(description: "still running after \(timeout)")
            }
            process.waitUntilExit()
            let out = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return (process.terminationStatus, out, err)
        }
    }

    /// Starts `program` in the C locale with only `environment` beyond a plain `PATH`, `HOME` and `GNUPGHOME`.
    func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let run = Run()
        run.process.executableURL = URL(fileURLWithPath: program)
        run.process.arguments = arguments
        run.process.environment = ["PATH": "/usr/bin:/bin", "HOME": directory, "LANG": "C.UTF-8", "GNUPGHOME": gnupgHome]
            .merging(environment) { _, new in new }
        run.process.standardInput = FileHandle.nullDevice
        run.process.standardOutput = run.stdout
        run.process.standardError = run.stderr
        try run.process.runTiedToTestProcess()
        return run
    }

    /// Starts `program` as ``run(_:_:environment:)`` does, under a shell that stays its parent: for sshd and ssh,
    /// which close every descriptor above 2 as they start.
    ///
    /// Foundation's `Process` learns that a child ended when a descriptor the child inherited closes, and then waits
    /// for it on the one thread that reaps every child. sshd and ssh close that descriptor at once and run on, so
    /// that thread waited for them and no other process the test ran (`swaymsg`, `grim`) was ever seen to end. The
    /// shell keeps the descriptor until the program exits, and `setpriv --pdeathsig` ends the program with the shell.
    func runUnderShell(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        try run(
            "/bin/sh", ["-c", "/usr/bin/setpriv --pdeathsig SIGKILL -- \"$@\"; exit $?", "sh", program] + arguments,
            environment: environment)
    }

    /// Asks gpg-agent for a passphrase as gpg does, through `gpg-connect-agent`: the answer is `D passphrase` and
    /// `OK`, or gpg-agent's `ERR` line.
    func getPassphrase(repeat repeats: Int = 0, description: String = "Unlock+the+test+key") throws -> Run {
        let cacheID = "curtain-test-" + String(UUID().uuidString.prefix(8))
        return try run(
            "/usr/bin/gpg-connect-agent",
            ["GET_PASSPHRASE --data --repeat=\(repeats) \(cacheID) X Passphrase: \(description)", "/bye"])
    }

    /// Starts `gpg --symmetric` on a file holding `hello`, which asks gpg-agent for a new passphrase (typed twice);
    /// the result goes to the file's path plus `.gpg`.
    func encryptSymmetrically() throws -> (run: Run, plainPath: String) {
        let plain = directory + "/plain.txt"
        try "hello\n".write(toFile: plain, atomically: true, encoding: .utf8)
        let encrypt = try run(
            "/usr/bin/gpg", ["--batch", "--pinentry-mode", "ask", "--symmetric", "-o", plain + ".gpg", plain])
        return (encrypt, plain)
    }

    /// What `gpg` decrypts from ``encryptSymmetrically()``'s output with `passphrase` (given on the command line, not
    /// asked for): `hello` and a newline when the file was encrypted with it.
    func decrypted(_ plainPath: String, passphrase: String) throws -> (text: String, errors: String) {
        let decrypt = try run(
            "/usr/bin/gpg",
            ["--batch", "--no-symkey-cache", "--pinentry-mode", "loopback", "--passphrase", passphrase, "-d", plainPath + ".gpg"]
        ).wait()
        return (decrypt.stdout, decrypt.stderr)
    }

    /// Waits until sway shows a curtain window and gives it the keyboard: a criteria command fails while no window
    /// matches, and `focus` makes sure the keys typed next reach it.
    ///
    /// - Parameter title: The window's whole title, to tell one dialog from the one before it.
    func waitForDialog(title: String? = nil, timeout: Duration = .seconds(10)) throws {
        var lastError: (any Error)?
        let criteria = "app_id=\"org.curtain.Curtain\"" + (title.map { " title=\"^\($0)$\"" } ?? "")
        let shown = waitUntil(timeout: timeout, interval: .milliseconds(20)) {
            do {
                try sway.command("[\(criteria)] focus")
                return true
            } catch {
                lastError = error
                return false
            }
        }
        guard shown else {
            throw CurtainProcess.Missing(description: "no curtain dialog on sway: \(String(describing: lastError))")
        }
    }

    /// Adds a new key, whose passphrase is `open sesame`, to a private `ssh-agent` with `ssh-add`, which asks this
    /// fixture's askpass (`SSH_ASKPASS_REQUIRE=force`); `answer` waits for the prompt and types the passphrase.
    ///
    /// - Returns: ssh-add's result, and what `ssh-add -l` lists afterwards.
    func addKeyWithSSHAdd(answer: () throws -> Void) throws
        -> (result: (status: Int32, stdout: String, stderr: String), listed: String)
    {
        let key = directory + "/id_ed25519"
        let keygen = try run(
            "/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "open sesame", "-C", "curtain-test", "-f", key])
        #expect(try keygen.wait().status == 0)
        let socket = directory + "/agent"
        let agent = try run("/usr/bin/ssh-agent", ["-D", "-a", socket])
        defer { kill(agent.process.processIdentifier, SIGKILL) }
        #expect(waitUntil(timeout: .seconds(10)) { FileManager.default.fileExists(atPath: socket) }, "ssh-agent's socket")
        let environment = [
            "SSH_AUTH_SOCK": socket, "SSH_ASKPASS": askpassPath, "SSH_ASKPASS_REQUIRE": "force", "DISPLAY": "x",
        ]
        let add = try run("/usr/bin/ssh-add", [key], environment: environment)
        try answer()
        let result = try add.wait()
        let list = try run("/usr/bin/ssh-add", ["-l"], environment: environment).wait()
        return (result, list.stdout)
    }

    /// A private `sshd` on 127.0.0.1, started with a host key and a configuration of its own in this fixture's
    /// directory (`-D`: in the foreground, tied to the test process), listening once this returns.
    ///
    /// - Returns: Its port, and its host key's public half (`ssh-ed25519 AAAA…`), as `known_hosts` will hold it.
    func startSSHServer() throws -> (run: Run, port: Int, hostKey: String) {
        let sshd = "/usr/sbin/sshd"
        guard FileManager.default.isExecutableFile(atPath: sshd) else {
            throw CurtainProcess.Missing(description: "\(sshd) is missing: apt-get install openssh-server (scripts/setup-test)")
        }
        // sshd's privilege separation directory, which the package's service would make at boot.
        try? FileManager.default.createDirectory(
            atPath: "/run/sshd", withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let key = directory + "/ssh_host_ed25519_key"
        #expect(try run("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", key]).wait().status == 0)
        let hostKey = try String(contentsOfFile: key + ".pub", encoding: .utf8)
            .split(separator: " ").prefix(2).joined(separator: " ")
        let port = try Self.freePort()
        let configuration = [
            "ListenAddress 127.0.0.1:\(port)", "HostKey \(key)", "PidFile none", "UsePAM no", "StrictModes no",
            "PasswordAuthentication no", "KbdInteractiveAuthentication no", "AuthorizedKeysFile none",
        ]
        try (configuration.joined(separator: "\n") + "\n")
            .write(toFile: directory + "/sshd_config", atomically: true, encoding: .utf8)
        let server = try runUnderShell(sshd, ["-D", "-e", "-f", directory + "/sshd_config"])
        let listening = waitUntil(timeout: .seconds(10), interval: .milliseconds(20)) {
            Self.accepts(port: port) || !server.process.isRunning
        }
        guard listening, server.process.isRunning else {
            if server.process.isRunning { kill(server.process.processIdentifier, SIGKILL) }
            let log = String(decoding: server.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw CurtainProcess.Missing(description: "sshd did not listen on 127.0.0.1:\(port): \(log)")
        }
        return (server, port, hostKey)
    }

    /// A TCP port on 127.0.0.1 that nothing listens on now: the kernel's pick for a socket bound to port 0.
    static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, length) == 0 && getsockname(socket, address, &length) == 0
            }
        }
        guard bound else { throw CurtainProcess.Missing(description: "no free port on 127.0.0.1") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether something accepts a TCP connection on 127.0.0.1:`port`.
    static func accepts(port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// Half of sway's background: what the overlay's 0.5 dim leaves of it.
    static let dimmedBackground = RGBA(
        red: SwayHarness.background.red / 2, green: SwayHarness.background.green / 2,
        blue: SwayHarness.background.blue / 2)

    /// Waits until the overlay shows its card at rest: the output's corner dimmed to half and a card in the
    /// alert's background colour (white 0.97) around the middle of the output, the same in two screenshots in a
    /// row (the zoom has ended, so keys typed next reach the field); returns the card's box.
    ///
    /// - Parameters:
    ///   - taller: A box the card must be taller than (the same prompt shown again with an error).
    ///   - height: The height the card must have (a warning gone again).
    @discardableResult
    func waitForOverlay(
        output: String? = nil, taller: PixelRect? = nil, height: Int? = nil, timeout: Duration = .seconds(10)
    ) throws -> PixelRect {
        var last: (corner: RGBA, card: PixelRect?)?
        var card: PixelRect?
        let shown = waitUntil(timeout: timeout, interval: .milliseconds(30)) {
            guard let shot = try? sway.screenshot(output: output) else { return false }
            // Kept for a failure's post-mortem: the last output the wait saw.
            try? shot.writePNG(to: NSTemporaryDirectory() + "curtain-sway-prompt-last.png")
            let box = shot.boundingBox(of: RGBA(red: 247, green: 247, blue: 247), tolerance: 1)
            last = (shot.pixel(x: 0, y: 0), box)
            guard shot.pixel(x: 0, y: 0).matches(Self.dimmedBackground, tolerance: 2), let box,
                abs(box.x + box.width / 2 - shot.width / 2) <= 2, abs(box.y + box.height / 2 - shot.height / 2) <= 2,
                box.height > (taller?.height ?? 0), height.map({ box.height == $0 }) ?? true
            else {
                card = nil
                return false
            }
            defer { card = box }
            return card == box
        }
        guard shown, let card else {
            throw CurtainProcess.Missing(description: "no overlay card on sway: \(String(describing: last)) \(sway.log)")
        }
        return card
    }

    /// Waits until the overlay has gone: sway's background undimmed in the corner.
    func waitForNoOverlay(timeout: Duration = .seconds(10)) -> Bool {
        waitUntil(timeout: timeout, interval: .milliseconds(30)) {
            (try? sway.screenshot())?.pixel(x: 0, y: 0).matches(SwayHarness.background, tolerance: 2) ?? false
        }
    }

    /// Waits until the prompt shows where ``placement`` puts it: the overlay's card at rest, or a window with the
    /// keyboard.
    func waitForPrompt() throws {
        switch placement {
        case .overlay: try waitForOverlay()
        case .window: try waitForDialog()
        }
    }

    /// Waits until the prompt has left the screen, wherever ``placement`` put it.
    func waitForNoPrompt() -> Bool {
        switch placement {
        case .overlay: waitForNoOverlay()
        case .window: waitForNoDialog()
        }
    }

    /// Waits until no curtain window is left on sway.
    func waitForNoDialog(timeout: Duration = .seconds(10)) -> Bool {
        waitUntil(timeout: timeout, interval: .milliseconds(20)) {
            (try? sway.command("[app_id=\"org.curtain.Curtain\"] focus")) == nil
        }
    }
}
