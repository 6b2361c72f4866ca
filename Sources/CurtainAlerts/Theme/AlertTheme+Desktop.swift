import CurtainDesktop
import CurtainRendering

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
