extension Color {
    // iOS's dark-appearance colours. The dark looks of alerts, menus and text fields are built from these, so
    // that a menu or a field on a dark alert card matches the card.

    /// The tint of buttons, highlights and focus rings on dark surfaces: iOS's dark-mode system blue.
    package static let darkSystemBlue = Color(hex: 0x0A84FF)
    /// The tint of destructive actions on dark surfaces: iOS's dark-mode system red.
    package static let darkSystemRed = Color(hex: 0xFF453A)
    /// The fill of dark cards and menus (iOS's dark tertiary background).
    package static let darkCardBackground = Color(hex: 0x2C2C2E)
    /// The well of a text field on a dark card (iOS's dark secondary background), a shade below the card.
    package static let darkFieldBackground = Color(hex: 0x1C1C1E)
    /// Hairlines and borders on dark surfaces.
    package static let darkSeparator = Color(white: 1, alpha: 0.16)
    /// The titles of disabled buttons and menu items on dark surfaces.
    package static let darkDisabledText = Color(white: 0.45)
}
