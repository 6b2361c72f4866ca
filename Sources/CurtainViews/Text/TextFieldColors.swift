import CurtainRendering

/// The colours a ``TextField`` paints with: its well, border, focus ring, text, placeholder,
/// caret and selection.
///
/// ``light`` is the default (a white well with a hairline border and a blue ring); ``dark`` suits
/// dark cards. Copy one and change what you need:
///
/// ```swift
/// var colors = TextFieldColors.dark
/// colors.tint = Color(hex: 0x30D158)
/// field.colors = colors
/// ```
public struct TextFieldColors: Sendable, Hashable {
    /// The well's fill.
    public var background: Color
    /// The well's fill while the field is disabled.
    public var disabledBackground: Color
    /// The hairline around the well when not focused.
    public var border: Color
    /// The focus ring, the caret and (faded) the selection.
    public var tint: Color
    /// The text.
    public var text: Color
    /// The text while the field is disabled.
    public var disabledText: Color
    /// The placeholder shown while the field is empty.
    public var placeholder: Color
    /// The selection highlight while the field is not focused.
    public var inactiveSelection: Color

    /// Creates a colour set; every value has a light default.
    public init(
        background: Color = .fieldBackground, disabledBackground: Color = Color(white: 0.93),
        border: Color = Color(white: 0, alpha: 0.18), tint: Color = .systemBlue, text: Color = .label,
        disabledText: Color = Color(white: 0.55), placeholder: Color = Color(white: 0.24, alpha: 0.45),
        inactiveSelection: Color = Color(white: 0, alpha: 0.1)
    ) {
        self.background = background
        self.disabledBackground = disabledBackground
        self.border = border
        self.tint = tint
        self.text = text
        self.disabledText = disabledText
        self.placeholder = placeholder
        self.inactiveSelection = inactiveSelection
    }

    /// A white well with black text and a blue ring.
    public static let light = TextFieldColors()

    /// A near-black well with white text, a faint light border and a brighter blue ring, for dark cards.
    public static let dark = TextFieldColors(
        background: .darkFieldBackground, disabledBackground: .darkCardBackground,
        border: .darkSeparator, tint: .darkSystemBlue, text: .white,
        disabledText: Color(white: 0.5), placeholder: Color(white: 0.92, alpha: 0.3),
        inactiveSelection: Color(white: 1, alpha: 0.12))
}
