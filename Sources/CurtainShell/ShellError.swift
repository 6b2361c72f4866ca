/// Why the shell layer could not set up a window.
public enum ShellError: Error, CustomStringConvertible {
    /// The compositor does not advertise a global Curtain cannot work without.
    case missingGlobal(interface: String)

    public var description: String {
        switch self {
        case .missingGlobal(let interface):
            "the compositor does not offer \(interface), which Curtain needs; is this a desktop Wayland compositor?"
        }
    }
}
