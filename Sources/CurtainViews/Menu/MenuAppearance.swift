import CurtainRendering

/// The colours and font of menus and combo boxes.
///
/// ``light`` and ``dark`` match the alert themes of the same names (the light and dark cards, iOS's blue
/// and its brighter dark-mode blue for the highlight). Copy one and change what you need:
///
/// ```swift
/// var look = MenuAppearance.dark
/// look.highlight = Color(hex: 0x30D158)
/// menu.appearance = look
/// ```
public struct MenuAppearance: Sendable, Hashable {
    /// The menu's fill.
    public var background: Color
    /// The hairline around the menu and the separators.
    public var border: Color
    /// The item titles.
    public var text: Color
    /// The titles of disabled items.
    public var disabledText: Color
    /// The highlighted item's fill.
    public var highlight: Color
    /// The highlighted item's title, check mark and arrow.
    public var highlightedText: Color
    /// The item font.
    public var font: Font

    /// Creates an appearance; every value has a light default.
    public init(
        background: Color = Color(white: 0.97), border: Color = Color(white: 0, alpha: 0.2),
        text: Color = .label, disabledText: Color = Color(white: 0.6), highlight: Color = .systemBlue,
        highlightedText: Color = .white, font: Font = .body
    ) {
        self.background = background
        self.border = border
        self.text = text
        self.disabledText = disabledText
        self.highlight = highlight
        self.highlightedText = highlightedText
        self.font = font
    }

    /// A near-white menu with black titles and a blue highlight, as the light alert card.
    public static let light = MenuAppearance()

    /// A dark grey menu with white titles and the dark theme's brighter blue, as the dark alert card.
    public static let dark = MenuAppearance(
        background: .darkCardBackground, border: .darkSeparator, text: .white,
        disabledText: .darkDisabledText, highlight: .darkSystemBlue, highlightedText: .white)
}
