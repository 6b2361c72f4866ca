import CurtainDBus

/// Why ``MutterHarness`` could not start mutter or drive its input.
///
/// Tests that need mutter fail with these, never skip: `.notInstalled` names the package `scripts/setup-test`
/// installs.
public enum MutterHarnessError: Error, CustomStringConvertible {
    /// A program the harness needs is missing.
    case notInstalled(program: String, debianPackage: String)
    /// The private bus or mutter exited, or mutter made no socket in time; `log` is their output.
    case startFailed(reason: String, log: String)
    /// mutter's RemoteDesktop API refused a request.
    case remoteDesktopFailed(DBusConnectionError)

    public var description: String {
        switch self {
        case .notInstalled(let program, let package): Self.missing(program, package: package)
        case .startFailed(let reason, let log): Self.notStarted("mutter", reason: reason, log: log)
        case .remoteDesktopFailed(let error): "mutter's RemoteDesktop API failed: \(error)"
        }
    }
}
