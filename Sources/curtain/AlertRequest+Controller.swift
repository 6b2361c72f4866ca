import Curtain

/// Turning a parsed ``AlertRequest`` into the library's ``AlertController``.
///
/// | Request | Controller |
/// |---------|------------|
/// | `title`, `message`, `usesMarkup` | `title`, `message`, `usesMarkup` |
/// | `style` alert / sheet | `preferredStyle` `.alert` / `.actionSheet` |
/// | `buttons` (label, role) | one ``AlertAction`` each, `.default` / `.cancel` / `.destructive` |
/// | `preferredIndex` | `preferredAction`, set explicitly only when it differs from the default rule |
/// | `entry` (text, placeholder, secure) | one text field |
/// | `theme` light / dark / seed000 | ``AlertTheme/light`` / ``AlertTheme/dark`` / ``AlertTheme/seed000`` |
/// | `width` | the theme's `preferredWidth` |
/// | `transition`, `prefersReducedMotion` | `transitionStyle`, `prefersReducedMotion` (reduced motion fades) |
/// | `icon` | `icon` (drawn on alerts; sheets have none) |
extension AlertRequest {
    /// A new alert controller showing this request; `onAction` runs with the chosen button's
    /// index after the dismissal completes.
    ///
    /// - Parameter onAction: Called once, with the index into ``buttons`` of the chosen action.
    func makeAlertController(onAction: @escaping (Int) -> Void) -> AlertController {
        var theme: AlertTheme = switch self.theme {
        case .light: .light
        case .dark: .dark
        case .seed000: .seed000
        }
        if let width { theme.preferredWidth = Double(width) }
        let alert = AlertController(
            title: title, message: message,
            preferredStyle: style == .sheet ? .actionSheet : .alert, theme: theme)
        alert.usesMarkup = usesMarkup
        alert.icon = icon.flatMap { Curtain.AlertIcon(rawValue: $0.rawValue) }
        for (index, button) in buttons.enumerated() {
            let style: AlertAction.Style = switch button.role {
            case .default: .default
            case .cancel: .cancel
            case .destructive: .destructive
            }
            alert.addAction(AlertAction(title: button.label, style: style) { _ in onAction(index) })
        }
        if preferredIndex != AlertRequest.defaultPreferredIndex(for: buttons) {
            alert.preferredAction = alert.actions[preferredIndex]
        }
        if let entry, style == .alert {
            alert.addTextField { field in
                field.text = entry.text
                field.placeholder = entry.placeholder ?? ""
                field.isSecureTextEntry = entry.isSecure
            }
        }
        alert.transitionStyle = transitionStyle
        alert.prefersReducedMotion = prefersReducedMotion || ViewController.environmentPrefersReducedMotion
        return alert
    }

    /// The library's transition for ``transition``.
    var transitionStyle: TransitionStyle {
        switch transition {
        case .bounce: .bounce
        case .slide: .slide
        case .zoom: .zoom
        case .fade: .fade
        case .none: .none
        }
    }
}
