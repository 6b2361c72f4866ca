import CurtainRendering
import CurtainViews
import CurtainDesktop

/// The colours, fonts and shapes of an alert or action sheet.
///
/// ``light`` and ``dark`` follow iOS; ``bouncePopup`` reproduces the bounce popup, the first of the
/// designs Curtain was built from (an orange card with plain black text and a green OK button). Themes are values: copy one and change
/// what you need.
///
/// A theme is three groups and the buttons' look: its ``palette``, its ``typography`` and its
/// ``metrics``. It reads and writes like one flat value all the same (`theme.accentColor` is
/// `theme.palette.accentColor`), so a change of colour need not name the group it lives in.
///
/// ```swift
/// var theme = AlertTheme.dark
/// theme.accentColor = Color(hex: 0x30D158)
/// theme.buttonLook = .rounded
/// alert.theme = theme
/// ```
@dynamicMemberLookup
public struct AlertTheme: Sendable, Hashable {
    /// How the action buttons are drawn.
    public enum ButtonLook: Sendable, Hashable {
        /// iOS: flat tinted buttons filling the card's width, split by hairline separators.
        case separated
        /// Rounded buttons with gaps between them; the preferred action is a pill of
        /// ``AlertPalette/accentColor``.
        case rounded
    }

    /// The colours of the card, the text, the buttons and the text fields.
    public var palette: AlertPalette
    /// The fonts and the text's alignment.
    public var typography: AlertTypography
    /// The width, the corners and the buttons' height.
    public var metrics: AlertMetrics
    /// The action buttons' look.
    public var buttonLook: ButtonLook

    /// Creates a theme; every group has an iOS-light default.
    public init(
        palette: AlertPalette = .light, typography: AlertTypography = .standard, metrics: AlertMetrics = .standard,
        buttonLook: ButtonLook = .separated
    ) {
        self.palette = palette
        self.typography = typography
        self.metrics = metrics
        self.buttonLook = buttonLook
    }

    /// A colour of the ``palette``, such as `theme.accentColor`.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<AlertPalette, Value>) -> Value {
        get { palette[keyPath: keyPath] }
        set { palette[keyPath: keyPath] = newValue }
    }

    /// A font or the alignment of the ``typography``, such as `theme.titleFont`.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<AlertTypography, Value>) -> Value {
        get { typography[keyPath: keyPath] }
        set { typography[keyPath: keyPath] = newValue }
    }

    /// A size of the ``metrics``, such as `theme.preferredWidth`.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<AlertMetrics, Value>) -> Value {
        get { metrics[keyPath: keyPath] }
        set { metrics[keyPath: keyPath] = newValue }
    }

    /// iOS's light alert: a near-white card, black title, grey message, blue buttons.
    public static let light = AlertTheme()

    /// iOS's dark alert: the light alert's fonts and sizes in the ``AlertPalette/dark`` palette.
    public static let dark = AlertTheme(palette: .dark)

    /// The bounce popup's look (an iOS tutorial's `CustomPopUp`, which pops in with a bounce): an orange card
    /// with corner radius 5, plain black 17 px text aligned to the leading edge, and a full-width green OK
    /// button with corner radius 5 and a white title.
    ///
    /// The original card is as wide as the screen minus 20 px on each side, so this theme asks for
    /// the widest alert the layout allows.
    public static let bouncePopup = AlertTheme(
        palette: .bouncePopup, typography: .bouncePopup, metrics: .bouncePopup, buttonLook: .rounded)
}

extension AlertTheme {
    /// The theme the desktop asks for through the settings portal: ``dark`` when its colour scheme is dark,
    /// ``light`` otherwise (no preference, or no portal), with the desktop's accent colour on the buttons where it
    /// offers one.
    ///
    /// - Parameter settings: What the portal reported; nil when it has not (yet) answered.
    public static func following(_ settings: DesktopSettings?) -> AlertTheme {
        var theme: AlertTheme = settings?.colorScheme == .dark ? .dark : .light
        if let accent = settings?.accentColor {
            let color = Color(red: accent.red, green: accent.green, blue: accent.blue)
            theme.accentColor = color
            theme.tintColor = color
        }
        return theme
    }
}
