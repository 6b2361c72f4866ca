import Foundation
import Glibc

/// How the harnesses start and stop the processes they own (compositors, private buses), written once.
extension Process {
    /// This process's environment without the variables that would point a child at the session the tests run
    /// in (its compositor, its X server, its bus), so a harness's compositor never talks to the user's desktop.
    ///
    /// - Parameter more: further variables the harness drops for its compositor (`SWAYSOCK`, `KDE_FULL_SESSION`).
    static func harnessEnvironment(removing more: [String] = []) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["WAYLAND_DISPLAY", "WAYLAND_SOCKET", "DISPLAY"] + more { environment[name] = nil }
        return environment
    }

    /// Sets where a harness's child runs and where its output goes: in the harness's `directory`, reading
    /// nothing (a compositor must never read the test runner's stdin), stdout and stderr both into `log`, the
    /// one handle sharing one file offset so neither overwrites the other.
    func runInHarness(directory: String, environment: [String: String], log: FileHandle?) {
        self.environment = environment
        currentDirectoryURL = URL(fileURLWithPath: directory)
        standardInput = FileHandle.nullDevice
        standardOutput = log
        standardError = log
    }

    /// Starts this process so that it dies with the test process: through `setpriv --pdeathsig`, forked from
    /// ``LifelineThread``, the one thread that lives as long as the process.
    ///
    /// Every process a test starts goes through here: compositors, X servers, buses, portals, input methods,
    /// agents and the programs under test. When the test process exits, crashes or is killed, the kernel sends
    /// each of them `signal`, so a failed or killed run leaves nothing behind (`scripts/test` names anything that
    /// is still running afterwards). The process keeps its pid (setpriv execs the program) and its argv[0].
    /// Set `executableURL` and `arguments` as for `run()` first.
    /// - Parameters:
    ///   - signal: what the process gets when the test process dies: `SIGKILL`, or `SIGTERM` for a program that
    ///     must take its own children down (sway).
    ///   - setprivOptions: more of setpriv's options, such as `--reuid` for a compositor that refuses root.
    /// - Throws: ``TiedProcessError`` when setpriv (util-linux) is missing, or what `run()` threw.
    public func runTiedToTestProcess(signal: String = "SIGKILL", setprivOptions: [String] = []) throws {
        guard let program = executableURL?.path else {
            throw TiedProcessError(description: "runTiedToTestProcess: no executable set")
        }
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else {
            throw TiedProcessError(
                description: "\(setpriv) is not installed: install the Debian package util-linux (scripts/setup-test does)")
        }
        executableURL = URL(fileURLWithPath: setpriv)
        arguments = setprivOptions + ["--pdeathsig", signal, "--", program] + (arguments ?? [])
        try LifelineThread.shared.run(self)
    }

    /// Stops a harness's child: SIGTERM, then SIGKILL if it is still running after `grace`. Returns once it has
    /// exited (or after five more seconds). Does nothing when it is not running.
    func stop(grace: Duration) {
        guard isRunning else { return }
        Glibc.kill(processIdentifier, SIGTERM)
        if !waitUntil(timeout: grace, { hasEnded }) { kill() }
    }

    /// Sends SIGKILL and returns once the process has ended, or after `timeout`: never `waitUntilExit()`, which
    /// after a kill once waited for good in CI because Foundation never noticed the exit.
    public func kill(timeout: Duration = .seconds(5)) {
        guard isRunning else { return }
        Glibc.kill(processIdentifier, SIGKILL)
        waitUntil(timeout: timeout) { hasEnded }
    }

    /// Whether the process has ended, by Foundation's account or the kernel's: a zombie, or gone, has ended even
    /// when Foundation has not yet reaped it.
    var hasEnded: Bool {
        guard isRunning else { return true }
        guard let stat = try? String(contentsOfFile: "/proc/\(processIdentifier)/stat", encoding: .utf8) else {
            return true
        }
        // The state follows the command name, which is in parentheses and may itself hold them.
        guard let end = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).first == "Z"
    }
}

/// Why ``Foundation/Process/runTiedToTestProcess(signal:setprivOptions:)`` could not start a process.
public struct TiedProcessError: Error, CustomStringConvertible {
    public var description: String
}
