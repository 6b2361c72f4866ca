/// Everything the GUI needs to show one alert, parsed and validated.
///
/// A request is always valid when the parser hands it over: `buttons` is non-empty, labels are
/// non-empty single lines, at most one button has the cancel role, and `preferredIndex` is a
/// valid index. A ``DialogPresenter`` shows it and reports an ``AlertOutcome``.
///
/// ```swift
/// // curtain alert --title "Delete?" --button Cancel:cancel --button Delete:destructive
/// let request = AlertRequest(
///     title: "Delete?",
///     buttons: [ButtonSpec("Cancel", role: .cancel), ButtonSpec("Delete", role: .destructive)])
/// request.preferredIndex // 1, the first non-cancel button
/// ```
struct AlertRequest: Equatable, Sendable {
    /// The window and card title (`--title`); `nil` shows none.
    var title: String?
    /// The body text (`--message`); Pango markup only when ``usesMarkup`` is set.
    var message: String?
    /// The actions, in display order; never empty.
    var buttons: [ButtonSpec]
    /// The button Return triggers (`--preferred`); always a valid index into ``buttons``.
    var preferredIndex: Int
    /// How the card sits over its parent (`--style`).
    var style: AlertStyle
    /// How the card arrives and leaves (`--transition`); the style's default when not given.
    var transition: Transition
    /// A symbolic icon for the card (`--icon`, and zenity's dialog types).
    var icon: AlertIcon?
    /// The text field, when the alert has one (`--entry` and friends).
    var entry: EntryConfiguration?
    /// How long before the alert closes on its own (`--timeout`); `nil` waits forever.
    var timeout: Duration?
    /// Whether ``title`` and ``message`` are Pango markup (`--markup`) rather than plain text.
    var usesMarkup: Bool
    /// Whether the result is printed as plain lines or one JSON object (`--json`).
    var outputFormat: OutputFormat
    /// The colour scheme (`--theme`).
    var theme: Theme
    /// Whether transitions should be replaced by a short fade (`--reduced-motion`).
    var prefersReducedMotion: Bool
    /// The card width in logical pixels (`--width`); `nil` lets the layout decide.
    var width: Int?

    /// Creates a request; `preferredIndex` defaults to the first non-cancel button.
    init(
        title: String? = nil,
        message: String? = nil,
        buttons: [ButtonSpec] = [ButtonSpec("OK")],
        preferredIndex: Int? = nil,
        style: AlertStyle = .alert,
        transition: Transition? = nil,
        icon: AlertIcon? = nil,
        entry: EntryConfiguration? = nil,
        timeout: Duration? = nil,
        usesMarkup: Bool = false,
        outputFormat: OutputFormat = .plain,
        theme: Theme = .light,
        prefersReducedMotion: Bool = false,
        width: Int? = nil
    ) {
        precondition(!buttons.isEmpty, "an alert needs at least one button")
        self.title = title
        self.message = message
        self.buttons = buttons
        self.preferredIndex = preferredIndex ?? AlertRequest.defaultPreferredIndex(for: buttons)
        self.style = style
        self.transition = transition ?? style.defaultTransition
        self.icon = icon
        self.entry = entry
        self.timeout = timeout
        self.usesMarkup = usesMarkup
        self.outputFormat = outputFormat
        self.theme = theme
        self.prefersReducedMotion = prefersReducedMotion
        self.width = width
    }

    /// The index of the cancel-role button, which Escape and closing the window trigger.
    var cancelIndex: Int? { buttons.firstIndex { $0.role == .cancel } }

    /// The first non-cancel button, or the first button when every button cancels.
    static func defaultPreferredIndex(for buttons: [ButtonSpec]) -> Int {
        buttons.firstIndex { $0.role != .cancel } ?? 0
    }
}

/// One button of an alert: what it says and what kind of action it is.
struct ButtonSpec: Equatable, Sendable {
    /// The kind of action, mirroring `AlertAction.Style`.
    enum Role: String, CaseIterable, Sendable {
        /// An ordinary action (exit 0).
        case `default`
        /// The action Escape triggers; choosing it exits 1.
        case cancel
        /// An action that destroys something, drawn in a warning colour (exit 0).
        case destructive
    }

    /// The text on the button, printed on stdout when it is chosen.
    var label: String
    /// What kind of action the button is.
    var role: Role

    /// Creates a button.
    init(_ label: String, role: Role = .default) {
        self.label = label
        self.role = role
    }
}

/// How an alert's card is placed over its parent.
enum AlertStyle: String, CaseIterable, Sendable {
    /// Centred over the parent.
    case alert
    /// An action sheet anchored to the parent's bottom edge.
    case sheet

    /// The transition used when `--transition` is not given.
    var defaultTransition: Transition {
        switch self {
        case .alert: .bounce
        case .sheet: .slide
        }
    }
}

/// How a card arrives (present) and leaves (dismiss).
enum Transition: String, CaseIterable, Sendable {
    /// Scale up past 1 and settle, with a spring.
    case bounce
    /// Slide up from below the parent into the resting place (seed 002).
    case slide
    /// Scale up from small, no overshoot.
    case zoom
    /// Fade only.
    case fade
    /// Appear and disappear at once.
    case none
}

/// A symbolic icon shown on the card.
enum AlertIcon: String, CaseIterable, Sendable {
    case info, warning, error, question
}

/// The colour scheme of the card.
enum Theme: String, CaseIterable, Sendable {
    case light
    case dark
    /// The seed 000 card: orange and green.
    case seed000
}

/// How `curtain` prints the result of an alert.
enum OutputFormat: String, Sendable {
    /// The chosen label on one line, then the field text on the next (with an entry).
    case plain
    /// One JSON object: `action`, `index`, `text`, `reason`.
    case json
}

/// The text field of an alert.
struct EntryConfiguration: Equatable, Sendable {
    /// The initial text (`--entry-text`).
    var text: String = ""
    /// Grey text shown while the field is empty (`--placeholder`).
    var placeholder: String?
    /// Whether typed characters are hidden (`--secure`, zenity's `--hide-text`).
    var isSecure: Bool = false
}
