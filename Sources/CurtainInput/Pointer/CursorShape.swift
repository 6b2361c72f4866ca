/// The cursor images a dialog shows, by what the pointer is over.
///
/// Each shape has names to try in order: the X11 core name first (every theme has it), then the CSS name
/// newer themes use.
public enum CursorShape: Sendable, Hashable, CaseIterable {
    /// The arrow, over anything without a more specific shape.
    case `default`
    /// The hand, over buttons and links.
    case pointer
    /// The I-beam, over editable text.
    case text

    /// Theme names to try, best first.
    public var names: [String] {
        switch self {
        case .default: return ["left_ptr", "default"]
        case .pointer: return ["hand2", "pointer"]
        case .text: return ["xterm", "text"]
        }
    }
}
