import Curtain

/// How an alert looks and moves: part of an ``AlertRequest``.
///
/// Kept apart from what the alert says (its text, buttons and field) because this part is still settled after
/// parsing: the default transition depends on `--style`, and without `--theme` the desktop's colour scheme
/// picks the theme when the alert is shown.
struct AlertAppearance: Equatable, Sendable {
    /// How the card sits over its parent (`--style`).
    var style: AlertController.Style = .alert
    /// How the card arrives and leaves (`--transition`); the style's ``AlertController/Style/commandDefaultTransition`` when not given.
    var transition: TransitionStyle = .bounce
    /// The colour scheme (`--theme`).
    var theme = AlertTheme.light
    /// Whether `--theme` chose ``theme``; otherwise the desktop's dark or light preference decides it.
    var isThemeChosen = false
    /// Whether transitions should be replaced by a short fade (`--reduced-motion`).
    var prefersReducedMotion = false
    /// The card width in logical pixels (`--width`); `nil` lets the layout decide.
    var width: Int?
    /// Whether the alert covers the screen, over a dimmed output and holding the keyboard (`--overlay`), where
    /// the compositor has layer-shell; elsewhere it is a dialog window as without it.
    var isOverlay = false
    /// Where the window goes when the script chose (yad's placement options), as ``DialogOptions/placement``.
    var placement: WindowPlacement?
}

extension AlertAppearance {
    /// The transition `curtain` uses when `--transition` is not given: the style's own, except that an alert over
    /// the whole screen (`--overlay`) takes seed 004's zoom, whose 0.5 dim darkens everything behind it (the
    /// default bounce, seed 000's, dims nothing, and a screen-wide prompt that darkens nothing reads as a window).
    var commandDefaultTransition: TransitionStyle {
        isOverlay && style == .alert ? .zoom : style.commandDefaultTransition
    }
}

extension AlertController.Style {
    /// The transition `curtain` uses when `--transition` is not given: seed 000's bounce for an
    /// alert, seed 002's slide for a sheet.
    var commandDefaultTransition: TransitionStyle {
        switch self {
        case .alert: .bounce
        case .actionSheet: .slide
        }
    }
}
