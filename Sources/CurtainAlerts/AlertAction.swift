import CurtainRendering
import CurtainViews

/// One button of an ``AlertController``: a title, a role and what to do when chosen.
/// Curtain's `UIAlertAction`.
///
/// The handler runs after the alert's dismissal transition has completed, exactly once, and
/// only for the action that ended the alert (an action that ``keepsAlertOpen`` runs it at once instead, and
/// ends nothing). Disabling an action (``isEnabled``) greys its
/// button at once and makes clicks, Return and Escape skip it.
///
/// ```swift
/// let delete = AlertAction(title: "Delete", style: .destructive) { _ in trash(file) }
/// let save = AlertAction(title: "Save", style: .default) { _ in save(file) }
/// save.isEnabled = !nameField.text.isEmpty
/// ```
@MainActor public final class AlertAction {
    /// What kind of action it is, which decides its look and its keyboard role.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// An ordinary action: blue text (semibold when it is the preferred action).
        case `default`
        /// The way out: Escape chooses it. An alert holds at most one; alerts list it first in
        /// a row of two and last in a column, action sheets set it apart in its own card.
        case cancel
        /// An action that destroys something: red text.
        case destructive
    }

    /// The button's text as given. An underscore marks the mnemonic, as in GTK: `_Save` shows "Save" with the
    /// S underlined and Alt+S chooses it; `__` shows one underscore; a title without underscores shows as is.
    /// It is kept as given (the command prints it, as zenity prints its labels).
    public let title: String
    /// The action's role.
    public let style: Style
    /// Runs once the alert has been dismissed because this action was chosen.
    let handler: (@MainActor (AlertAction) -> Void)?

    /// Whether choosing the action leaves the alert up: its handler runs at once, every time it is chosen, and the
    /// alert goes on waiting for an answer. For a button that does something beside the question (Help, Details,
    /// yad's `--button=LABEL:CMD`), not for an answer. Off by default, as in UIKit; a `.cancel` action always ends
    /// the alert, whatever this says.
    public var keepsAlertOpen = false

    /// Whether the action can be chosen; observed by its button, which updates at once.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            button?.isEnabled = isEnabled
        }
    }

    /// The button showing this action, set by the content view that made it.
    weak var button: Button?

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The button's text.
    ///   - style: The role; at most one `.cancel` action per alert.
    ///   - handler: Runs after the dismissal completes, with this action.
    public init(title: String, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// The button look of this action with flat, tinted buttons (iOS's look).
    ///
    /// Each role looks different: default regular blue, cancel semibold blue, destructive red.
    /// As on iOS, an explicitly set preferred action takes the semibold weight and the cancel
    /// action gives it up, so the emphasis shows what Return does.
    /// - Parameter emphasis: Whether to add (`true`), remove (`false`) or keep (`nil`) the
    ///   role's semibold emphasis.
    func flatButtonStyle(emphasis: Bool?) -> ButtonStyle {
        switch (style, emphasis) {
        case (.destructive, _): .destructive
        case (_, true?), (.cancel, nil): .cancel
        default: .default
        }
    }

    /// The button look of this action with rounded buttons: the preferred action is a pill of
    /// `accent` (of `destructive` when the action is destructive); the others keep their flat role look.
    func roundedButtonStyle(isPreferred: Bool, accent: Color, destructive: Color) -> ButtonStyle {
        guard isPreferred else { return flatButtonStyle(emphasis: nil) }
        return .filled(style == .destructive ? destructive : accent)
    }
}
