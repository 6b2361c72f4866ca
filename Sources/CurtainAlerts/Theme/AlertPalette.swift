import CurtainRendering
import CurtainViews

/// The colours of an alert: its card, its text, its buttons and its text fields.
///
/// Kept apart from the theme's fonts and sizes because a desktop's colour scheme changes only these: the dark
/// theme is the light one with another palette, and a desktop's accent colour lands here too.
public struct AlertPalette: Sendable, Hashable {
    /// The card's fill.
    public var backgroundColor: Color
    /// The title's colour.
    public var titleColor: Color
    /// The message's colour.
    public var messageColor: Color
    /// The hairlines between the text and the buttons and between buttons.
    public var separatorColor: Color
    /// The shadow under the card, or `nil` for none.
    public var shadowColor: Color?
    /// The fill of the preferred action's pill in the ``AlertTheme/ButtonLook/rounded`` look.
    public var accentColor: Color
    /// The title colour of flat default and cancel buttons (``Button/tintColor``).
    public var tintColor: Color
    /// The title colour of destructive buttons (``Button/destructiveColor``).
    public var destructiveColor: Color
    /// The base of flat buttons' hover and press highlight (``Button/highlightColor``).
    public var highlightColor: Color
    /// The title colour of disabled flat buttons.
    public var disabledButtonTitleColor: Color
    /// The colours of the alert's text fields (``TextField/colors``).
    public var fieldColors: TextFieldColors

    /// Creates a palette; every colour has an iOS-light default.
    public init(
        backgroundColor: Color = .alertBackground, titleColor: Color = .label, messageColor: Color = Color(white: 0.2),
        separatorColor: Color = .separator, shadowColor: Color? = Color(white: 0, alpha: 0.25),
        accentColor: Color = .systemBlue, tintColor: Color = .systemBlue, destructiveColor: Color = .systemRed,
        highlightColor: Color = .black, disabledButtonTitleColor: Color = Color(white: 0.55),
        fieldColors: TextFieldColors = .light
    ) {
        self.backgroundColor = backgroundColor
        self.titleColor = titleColor
        self.messageColor = messageColor
        self.separatorColor = separatorColor
        self.shadowColor = shadowColor
        self.accentColor = accentColor
        self.tintColor = tintColor
        self.destructiveColor = destructiveColor
        self.highlightColor = highlightColor
        self.disabledButtonTitleColor = disabledButtonTitleColor
        self.fieldColors = fieldColors
    }

    /// iOS's light alert: a near-white card, black title, grey message, blue buttons.
    public static let light = AlertPalette()

    /// iOS's dark alert: a dark grey card with light text and lighter hairlines, iOS's brighter dark blue and red
    /// on the buttons, white highlights, and near-black text fields.
    public static let dark = AlertPalette(
        backgroundColor: .darkCardBackground, titleColor: .white, messageColor: Color(white: 0.82),
        separatorColor: .darkSeparator, shadowColor: Color(white: 0, alpha: 0.5),
        accentColor: .darkSystemBlue, tintColor: .darkSystemBlue, destructiveColor: .darkSystemRed,
        highlightColor: .white, disabledButtonTitleColor: .darkDisabledText, fieldColors: .dark)

    /// The bounce popup's colours: an orange card without shadow or hairlines, black text, a green OK button.
    public static let bouncePopup = AlertPalette(
        backgroundColor: Color(red: 1, green: 0.5, blue: 0), titleColor: .black, messageColor: .black,
        separatorColor: .clear, shadowColor: nil, accentColor: Color(red: 0, green: 1, blue: 0))
}

extension Color {
    /// The alert card's surface in the light theme (``AlertTheme/light``), a shade off white so the card stands
    /// out over a white parent even without its shadow.
    public static let alertBackground = Color(white: 0.97)
}
