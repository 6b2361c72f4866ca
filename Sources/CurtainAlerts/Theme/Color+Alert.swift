import CurtainRendering

extension Color {
    /// The alert card's surface in the light theme (``AlertTheme/light``), a shade off white so the card stands
    /// out over a white parent even without its shadow.
    public static let alertBackground = Color(white: 0.97)
}
