import Curtain

/// Turning a parsed ``AlertRequest`` into the library's ``AlertController``.
///
/// | Request | Controller |
/// |---------|------------|
/// | `title`, `message`, `usesMarkup` | `title`, `message`, `usesMarkup` |
/// | `appearance.style` | `preferredStyle` |
/// | `buttons` (title, role) | one ``AlertAction`` each, with the role as its style |
/// | `preferredIndex` | `preferredAction`, set explicitly only when it differs from the default rule |
/// | `entry` (text, placeholder, secure) | one text field |
/// | `appearance.theme`, `.width` | `theme`, with `width` as its `preferredWidth` |
/// | `appearance.transition`, `.prefersReducedMotion` | `transitionStyle`, `prefersReducedMotion` (reduced motion fades) |
/// | `icon` | `icon` (drawn on alerts; sheets have none) |
extension AlertRequest {
    /// A new alert controller showing this request; `onAction` runs with the chosen button's
    /// index after the dismissal completes.
    ///
    /// - Parameter onAction: Called once, with the index into ``buttons`` of the chosen action.
    @MainActor func makeAlertController(onAction: @escaping (Int) -> Void) -> AlertController {
        var theme = appearance.theme
        if let width = appearance.width { theme.preferredWidth = Double(width) }
        let alert = AlertController(
            title: title, message: message,
            preferredStyle: appearance.style, theme: theme)
        alert.usesMarkup = usesMarkup
        alert.icon = icon
        alert.isMessageSelectable = isMessageSelectable
        alert.cancelPlacement = cancelPlacement
        for (index, button) in buttons.enumerated() {
            let action = AlertAction(title: button.title, style: button.role) { _ in onAction(index) }
            action.keepsAlertOpen = button.command != nil
            alert.addAction(action)
        }
        if preferredIndex != AlertRequest.defaultPreferredIndex(for: buttons) {
            alert.preferredAction = alert.actions[preferredIndex]
        }
        if let entry, appearance.style == .alert {
            alert.addTextField { field in
                field.text = entry.text
                field.placeholder = entry.placeholder ?? ""
                field.isSecureTextEntry = entry.isSecure
            }
        }
        alert.transitionStyle = appearance.transition
        alert.prefersReducedMotion = appearance.prefersReducedMotion || ViewController.environmentPrefersReducedMotion
        return alert
    }
}

extension AlertRequest {
    /// Everything the alert's first frame shows, for the start-up font cache; `nil` with markup, which can ask
    /// for fonts of its own. A hidden field's text is left out: only its bullets show.
    var firstFrameTexts: [String]? {
        guard !usesMarkup else { return nil }
        var texts = [title, message].compactMap { $0 } + buttons.map(\.title)
        if let entry {
            texts += [entry.placeholder ?? "", entry.isSecure ? "•" : entry.text]
        }
        return texts
    }
}
