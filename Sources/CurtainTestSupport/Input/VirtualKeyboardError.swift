/// Why a ``VirtualKeyboard`` could not share its keymap.
public enum VirtualKeyboardError: Error, CustomStringConvertible {
    case keymap(String)

    public var description: String {
        switch self {
        case .keymap(let reason): "virtual keyboard keymap: \(reason)"
        }
    }
}
