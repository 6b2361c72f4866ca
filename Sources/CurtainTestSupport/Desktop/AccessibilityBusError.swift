/// Why the accessibility session could not be used.
public enum AccessibilityBusError: Error, CustomStringConvertible {
    /// A program is missing; the message names the Debian package.
    case notInstalled(program: String, debianPackages: [String])
    case failed(reason: String)

    public var description: String {
        switch self {
        case .notInstalled(let program, let packages): "\(program) is missing: install \(packages.joined(separator: " "))"
        case .failed(let reason): "accessibility bus: \(reason)"
        }
    }
}
