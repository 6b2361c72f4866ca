/// Why the harness could not start weston, build its module or take a screenshot.
///
/// Every case says what to do: tests never skip because weston is missing, they fail with the package to install.
public enum WestonHarnessError: Error, CustomStringConvertible {
    /// A program the harness needs is not installed.
    case notInstalled(program: String, debianPackages: [String])
    /// `Weston/TestInputModule/build.sh` failed; `output` is what it printed.
    case moduleBuildFailed(output: String)
    /// weston exited during start-up.
    case westonExited(status: Int32, log: String)
    /// weston's socket did not accept a client (or the module did not report ready) before the deadline.
    case startTimedOut(after: Duration, log: String)
    /// weston-screenshooter failed or wrote no readable PNG before the deadline.
    case screenshotFailed(reason: String)
    /// A system call failed while preparing weston's private directory.
    case setupFailed(reason: String)

    public var description: String {
        switch self {
        case .notInstalled(let program, let packages):
            return "\(program) is not installed: install the Debian package(s) \(packages.joined(separator: " ")) "
                + "(apt-get install \(packages.joined(separator: " ")))"
        case .moduleBuildFailed(let output):
            return "building the curtain-test-input weston module failed:\n\(output)"
        case .westonExited(let status, let log):
            return "weston exited with status \(status) while starting; its log:\n\(log)"
        case .startTimedOut(let timeout, let log):
            return "weston did not accept clients within \(timeout); its log:\n\(log)"
        case .screenshotFailed(let reason):
            return "screenshot failed: \(reason)"
        case .setupFailed(let reason):
            return "cannot prepare weston: \(reason)"
        }
    }
}
