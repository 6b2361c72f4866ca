import CurtainRendering

/// A symbolic icon at the top of an alert's card, drawn with paths (no image files, crisp at any
/// scale): what kind of news the alert brings.
///
/// ```swift
/// let alert = AlertController(title: "Disk almost full", message: nil)
/// alert.icon = .warning
/// ```
public enum AlertIcon: String, CaseIterable, Sendable, Hashable {
    /// A blue circle with an “i”: information.
    case info
    /// An amber triangle with an “!”: something needs attention.
    case warning
    /// A red circle with a “×”: something failed.
    case error
    /// A blue circle with a “?”: the alert asks something.
    case question

    /// The icon's fill colour: the shape is this colour, the glyph is cut out in white.
    public var color: Color {
        switch self {
        case .info: Color(hex: 0x0A84FF)
        case .warning: Color(hex: 0xFF9F0A)
        case .error: Color(hex: 0xFF3B30)
        case .question: Color(hex: 0x5E5CE6)
        }
    }
}
