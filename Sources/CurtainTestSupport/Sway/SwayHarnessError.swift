/// Why ``SwayHarness`` could not start sway, take a screenshot or run a command.
///
/// Tests that need sway fail with these, never skip: `.notInstalled` names the package `scripts/setup-test`
/// installs.
public enum SwayHarnessError: Error, CustomStringConvertible {
    /// A program the harness needs is missing.
    case notInstalled(program: String, debianPackage: String)
    /// sway exited or made no socket in time; `log` is its output.
    case startFailed(reason: String, log: String)
    /// grim failed or wrote no readable PNG.
    case screenshotFailed(reason: String)
    /// swaymsg failed or sway refused the command; `output` is what swaymsg printed.
    case commandFailed(command: String, output: String)

    public var description: String {
        switch self {
        case .notInstalled(let program, let package): Self.missing(program, package: package)
        case .startFailed(let reason, let log): Self.notStarted("sway", reason: reason, log: log)
        case .screenshotFailed(let reason): "sway screenshot failed: \(reason)"
        case .commandFailed(let command, let output): "swaymsg '\(command)' failed: \(output)"
        }
    }
}
