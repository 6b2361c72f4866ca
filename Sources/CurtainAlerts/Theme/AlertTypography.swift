import CurtainRendering

/// The fonts of an alert and how its text lines up.
///
/// A group of its own so a theme can change its type without restating its colours or sizes.
public struct AlertTypography: Sendable, Hashable {
    /// The title's font.
    public var titleFont: Font
    /// The message's font.
    public var messageFont: Font
    /// The buttons' font (each role picks its weight).
    public var buttonFont: Font
    /// How the text lines up: centred on iOS, leading in seed 000.
    public var textAlignment: TextAlignment

    /// Creates the fonts; the defaults are iOS's: a 17 px semibold title, a 13 px message, 17 px buttons, centred.
    public init(
        titleFont: Font = Font(size: 17, weight: .semibold), messageFont: Font = Font(size: 13),
        buttonFont: Font = Font(size: 17), textAlignment: TextAlignment = .center
    ) {
        self.titleFont = titleFont
        self.messageFont = messageFont
        self.buttonFont = buttonFont
        self.textAlignment = textAlignment
    }

    /// iOS's alert text.
    public static let standard = AlertTypography()

    /// The fonts this typography draws with, each once: what a ``FontWarmup`` should load before the first frame.
    public var fonts: [Font] {
        [titleFont, messageFont, buttonFont].reduce(into: []) { fonts, font in
            if !fonts.contains(font) { fonts.append(font) }
        }
    }

    /// The bounce popup's plain 17 px text, aligned to the leading edge.
    public static let bouncePopup = AlertTypography(
        titleFont: Font(size: 17), messageFont: Font(size: 15), buttonFont: Font(size: 17), textAlignment: .leading)
}
