import CurtainRendering
import CurtainViews

/// The colours, fonts and shapes of an alert or action sheet.
///
/// ``light`` and ``dark`` follow iOS; ``seed000`` reproduces seed 000's custom popup (an orange
/// card with plain black text and a green OK button). Themes are values: copy one and change
/// what you need.
///
/// ```swift
/// var theme = AlertTheme.dark
/// theme.accentColor = Color(hex: 0x30D158)
/// theme.buttonLook = .rounded
/// alert.theme = theme
/// ```
public struct AlertTheme: Sendable, Hashable {
    /// How the action buttons are drawn.
    public enum ButtonLook: Sendable, Hashable {
        /// iOS: flat tinted buttons filling the card's width, split by hairline separators.
        case separated
        /// Rounded buttons with gaps between them; the preferred action is a pill of
        /// ``AlertTheme/accentColor``.
        case rounded
    }

    /// The card's fill.
    public var backgroundColor: Color
    /// The title's colour.
    public var titleColor: Color
    /// The message's colour.
    public var messageColor: Color
    /// The fill of the preferred action's pill in the ``ButtonLook/rounded`` look.
    public var accentColor: Color
    /// The hairlines between the text and the buttons and between buttons.
    public var separatorColor: Color
    /// The card's corner radius.
    public var cornerRadius: Double
    /// The corner radius of button highlights and pills.
    public var buttonCornerRadius: Double
    /// The title's font.
    public var titleFont: Font
    /// The message's font.
    public var messageFont: Font
    /// The buttons' font (each role picks its weight).
    public var buttonFont: Font
    /// How the text lines up: centred on iOS, leading in seed 000.
    public var textAlignment: TextAlignment
    /// The action buttons' look.
    public var buttonLook: ButtonLook
    /// The height of one action button.
    public var buttonHeight: Double
    /// The shadow under the card, or `nil` for none.
    public var shadowColor: Color?
    /// The alert's preferred width before clamping to 270–560 px and to the parent.
    public var preferredWidth: Double
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

    /// Creates a theme; every value has an iOS-light default.
    public init(
        backgroundColor: Color = .alertBackground, titleColor: Color = .label,
        messageColor: Color = Color(white: 0.2), accentColor: Color = .systemBlue,
        separatorColor: Color = .separator, cornerRadius: Double = 14, buttonCornerRadius: Double = 10,
        titleFont: Font = Font(size: 17, weight: .semibold), messageFont: Font = Font(size: 13),
        buttonFont: Font = Font(size: 17), textAlignment: TextAlignment = .center,
        buttonLook: ButtonLook = .separated, buttonHeight: Double = 44,
        shadowColor: Color? = Color(white: 0, alpha: 0.25), preferredWidth: Double = 270,
        tintColor: Color = .systemBlue, destructiveColor: Color = .systemRed, highlightColor: Color = .black,
        disabledButtonTitleColor: Color = Color(white: 0.55), fieldColors: TextFieldColors = .light
    ) {
        self.backgroundColor = backgroundColor
        self.titleColor = titleColor
        self.messageColor = messageColor
        self.accentColor = accentColor
        self.separatorColor = separatorColor
        self.cornerRadius = cornerRadius
        self.buttonCornerRadius = buttonCornerRadius
        self.titleFont = titleFont
        self.messageFont = messageFont
        self.buttonFont = buttonFont
        self.textAlignment = textAlignment
        self.buttonLook = buttonLook
        self.buttonHeight = buttonHeight
        self.shadowColor = shadowColor
        self.preferredWidth = preferredWidth
        self.tintColor = tintColor
        self.destructiveColor = destructiveColor
        self.highlightColor = highlightColor
        self.disabledButtonTitleColor = disabledButtonTitleColor
        self.fieldColors = fieldColors
    }

    /// iOS's light alert: a near-white card, black title, grey message, blue buttons.
    public static let light = AlertTheme()

    /// iOS's dark alert: a dark grey card with light text and lighter hairlines, iOS's brighter dark
    /// blue and red on the buttons, white highlights, and near-black text fields.
    public static let dark = AlertTheme(
        backgroundColor: Color(hex: 0x2C2C2E), titleColor: .white,
        messageColor: Color(white: 0.82), accentColor: Color(hex: 0x0A84FF),
        separatorColor: Color(white: 1, alpha: 0.16), shadowColor: Color(white: 0, alpha: 0.5),
        tintColor: Color(hex: 0x0A84FF), destructiveColor: Color(hex: 0xFF453A), highlightColor: .white,
        disabledButtonTitleColor: Color(white: 0.45), fieldColors: .dark)

    /// Seed 000's custom popup: an orange card with corner radius 5, plain black 17 px text
    /// aligned to the leading edge, and a full-width green OK button with corner radius 5 and a
    /// white title.
    ///
    /// The seed's card is as wide as the screen minus 20 px on each side, so this theme asks for
    /// the widest alert the layout allows.
    public static let seed000 = AlertTheme(
        backgroundColor: Color(red: 1, green: 0.5, blue: 0), titleColor: .black,
        messageColor: .black, accentColor: Color(red: 0, green: 1, blue: 0),
        separatorColor: .clear, cornerRadius: 5, buttonCornerRadius: 5,
        titleFont: Font(size: 17), messageFont: Font(size: 15), buttonFont: Font(size: 17),
        textAlignment: .leading, buttonLook: .rounded, buttonHeight: 40,
        shadowColor: nil, preferredWidth: 560)
}
