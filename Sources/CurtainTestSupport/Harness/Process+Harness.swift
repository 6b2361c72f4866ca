import Foundation

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

    /// Stops a harness's child: SIGTERM, then SIGKILL if it is still running after `grace`. Returns once it has
    /// exited (or after five more seconds). Does nothing when it is not running.
    func stop(grace: Duration) {
        guard isRunning else { return }
        kill(processIdentifier, SIGTERM)
        if !waitUntil(timeout: grace, { !isRunning }) {
            kill(processIdentifier, SIGKILL)
            waitUntil(timeout: .seconds(5)) { !isRunning }
        }
    }
}
