import CurtainRendering

/// How a ``Button`` looks, after the roles of `UIAlertAction.Style` plus a filled look.
///
/// `.default`, `.cancel` and `.destructive` are the flat, tinted buttons of an alert's button row
/// (cancel in semibold, destructive in red), tinted by the button's ``Button/tintColor`` and
/// ``Button/destructiveColor``. `.filled(color)` is a rounded pill of `color` with
/// white text, for a prominent confirm button such as a green OK.
public enum ButtonStyle: Sendable, Hashable {
    /// Blue text, regular weight.
    case `default`
    /// Blue text, semibold: the safe way out.
    case cancel
    /// Red text: the action destroys something.
    case destructive
    /// A pill of the given colour with white (or, on light colours, black) semibold text.
    case filled(Color)

    /// The title colour when enabled, given the button's flat tints (``Button/tintColor`` and
    /// ``Button/destructiveColor``).
    func titleColor(tint: Color, destructive: Color) -> Color {
        switch self {
        case .default, .cancel: tint
        case .destructive: destructive
        case .filled(let fill): fill.isLight ? .label : .white
        }
    }

    /// The title weight.
    var titleWeight: Font.Weight {
        switch self {
        case .cancel, .filled: .semibold
        case .default, .destructive: .regular
        }
    }
}

extension Color {
    /// Whether dark text reads better than white on this colour (luminance above 0.8: white stays on saturated fills like green).
    var isLight: Bool {
        0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.8
    }
}
