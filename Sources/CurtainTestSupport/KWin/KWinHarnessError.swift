/// Why ``KWinHarness`` could not start KWin.
///
/// Tests that need KWin fail with these, never skip: `.notInstalled` names the package `scripts/setup-test`
/// installs.
public enum KWinHarnessError: Error, CustomStringConvertible {
    /// A program the harness needs is missing.
    case notInstalled(program: String, debianPackage: String)
    /// Preparing the harness's directory, or starting a process, failed.
    case setupFailed(reason: String)
    /// KWin (or its D-Bus daemon) exited, or offered no usable connection in time; `log` is KWin's output.
    case startFailed(reason: String, log: String)
    /// KWin's screenshot API failed or gave an image this cannot read.
    case screenshotFailed(reason: String)

    public var description: String {
        switch self {
        case .notInstalled(let program, let package): Self.missing(program, package: package)
        case .setupFailed(let reason):
            "KWin harness setup failed: \(reason)"
        case .startFailed(let reason, let log): Self.notStarted("KWin", reason: reason, log: log)
        case .screenshotFailed(let reason):
            "KWin screenshot failed: \(reason)"
        }
    }
}
