/// The sizes of an alert: its width, its corners and its buttons' height.
///
/// A group of its own because these decide the layout, which the colours and fonts of a theme never change.
public struct AlertMetrics: Sendable, Hashable {
    /// The card's corner radius.
    public var cornerRadius: Double
    /// The corner radius of button highlights and pills.
    public var buttonCornerRadius: Double
    /// The height of one action button.
    public var buttonHeight: Double
    /// The alert's preferred width before clamping to 270–560 px and to the parent.
    public var preferredWidth: Double

    /// Creates the sizes; the defaults are iOS's 270 px wide card with 14 px corners and 44 px buttons.
    public init(
        cornerRadius: Double = 14, buttonCornerRadius: Double = 10, buttonHeight: Double = 44,
        preferredWidth: Double = 270
    ) {
        self.cornerRadius = cornerRadius
        self.buttonCornerRadius = buttonCornerRadius
        self.buttonHeight = buttonHeight
        self.preferredWidth = preferredWidth
    }

    /// iOS's alert.
    public static let standard = AlertMetrics()

    /// The bounce popup's card: corner radius 5 on the card and its button, 40 px buttons, and the widest alert
    /// the layout allows, since the original card spans the screen less 20 px on each side.
    public static let bouncePopup = AlertMetrics(
        cornerRadius: 5, buttonCornerRadius: 5, buttonHeight: 40, preferredWidth: 560)
}
