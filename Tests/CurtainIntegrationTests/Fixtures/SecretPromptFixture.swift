import CurtainTestSupport
import Foundation
import Testing

/// A private directory for the programs that ask for secrets: a `GNUPGHOME` whose gpg-agent runs the built
/// `curtain pinentry`, and wrapper scripts that start `curtain pinentry` and `curtain askpass` on the test's sway.
///
/// gpg-agent and ssh start their helpers with environments of their own, which do not name the test's compositor:
/// the wrappers export `WAYLAND_DISPLAY` and `XDG_RUNTIME_DIR` first, as a user's session would have them.
final class SecretPromptFixture {
    let directory: String
    let sway: SwayHarness
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

    init(sway: SwayHarness, agentConfiguration: [String] = []) throws {
        for (program, package) in Self.programs where !FileManager.default.isExecutableFile(atPath: program) {
            throw CurtainProcess.Missing(description: "\(program) is missing: apt-get install \(package) (scripts/setup-test)")
        }
        self.sway = sway
        // Short: gpg-agent's socket lives in GNUPGHOME, and a Unix socket path has at most 107 bytes.
        directory = NSTemporaryDirectory() + "cs-" + String(UUID().uuidString.prefix(8))
        try FileManager.default.createDirectory(
            atPath: gnupgHome, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let curtain = try CurtainProcess.executable("curtain")
        let exports = sway.clientEnvironment.map { "export \($0.key)='\($0.value)'" }.sorted().joined(separator: "\n")
        for (path, subcommand) in [(pinentryPath, "pinentry"), (askpassPath, "askpass")] {
            let script = "#!/bin/sh\n\(exports)\nexport LANG=C.UTF-8\nexec '\(curtain)' \(subcommand) \"$@\"\n"
            try script.write(toFile: path, atomically: true, encoding: .utf8)
            chmod(path, 0o755)
        }
        let configuration = ["pinentry-program \(pinentryPath)"] + agentConfiguration
        try (configuration.joined(separator: "\n") + "\n")
            .write(toFile: gnupgHome + "/gpg-agent.conf", atomically: true, encoding: .utf8)
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
            let exited = waitUntil(timeout: timeout, interval: .milliseconds(10)) { !process.isRunning }
            if !exited { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            let out = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            if !exited { throw CurtainProcess.Missing(description: "still running after \(timeout): \(out) \(err)") }
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
        try run.process.run()
        return run
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

    /// Waits until no curtain window is left on sway.
    func waitForNoDialog(timeout: Duration = .seconds(10)) -> Bool {
        waitUntil(timeout: timeout, interval: .milliseconds(20)) {
            (try? sway.command("[app_id=\"org.curtain.Curtain\"] focus")) == nil
        }
    }
}
