import Curtain

/// Everything the GUI needs to show one alert, parsed and validated: the one model behind
/// `curtain alert` and zenity mode.
///
/// The option tables write straight into it, and its properties are the library's own types
/// (``AlertIcon``, ``AlertAction/Style``, and in its ``AlertAppearance``
/// ``AlertController/Style``, ``TransitionStyle`` and ``AlertTheme``), so an option is spelled once, in its table. A request is valid when a
/// parser hands it over: `buttons` is non-empty, labels are non-empty single lines, at most one
/// button has the cancel role, and `preferredIndex` is a valid index. A ``DialogPresenter`` shows
/// it and reports an ``AlertOutcome``.
///
/// ```swift
/// // curtain alert --title "Delete?" --button Cancel:cancel --button Delete:destructive
/// var request = AlertRequest(title: "Delete?")
/// request.buttons = [ButtonSpec("Cancel", role: .cancel), ButtonSpec("Delete", role: .destructive)]
/// request.preferredIndex = AlertRequest.defaultPreferredIndex(for: request.buttons)   // 1
/// ```
struct AlertRequest: Equatable, Sendable {
    /// The window and card title (`--title`); `nil` shows none.
    var title: String?
    /// The body text (`--message`); Pango markup only when ``usesMarkup`` is set.
    var message: String?
    /// The actions, in the order they are added to the alert (the cancel button then moves as ``cancelPlacement``
    /// says); never empty.
    var buttons: [ButtonSpec] = [.standardOK]
    /// The button Return triggers (`--preferred`); always a valid index into ``buttons``.
    var preferredIndex: Int = 0
    /// A symbolic icon for the card (`--icon`, and zenity's dialog types).
    var icon: AlertIcon?
    /// The text field, when the alert has one (`--entry` and friends).
    var entry: EntryConfiguration?
    /// How long before the alert closes on its own (`--timeout`); `nil` waits forever.
    var timeout: Duration?
    /// Whether the timeout stops once anything is typed into a field, as pinentry's `SETTIMEOUT` does: a prompt
    /// never closes under a user who is typing.
    var timeoutStopsOnInput = false
    /// Whether the alert is a system prompt (``DialogOptions/isSystemPrompt``): it reads in the direction of the
    /// user's locale alone, never of its text, and says so when it does not have the keyboard.
    var isSystemPrompt = false
    /// Whether Escape ends the alert; yad's `--no-escape` turns it off (closing the window still does).
    var escapeEnds = true
    /// Whether ``title`` and ``message`` are Pango markup (`--markup`) rather than plain text.
    var usesMarkup = false
    /// Whether the message is a Tab stop the user can select and copy, as in GTK's message dialogs (zenity mode).
    var isMessageSelectable = false
    /// Where the cancel button sits: iOS's place, or where it was added, as GTK lays out zenity's buttons.
    var cancelPlacement = AlertController.CancelPlacement.automatic
    /// Whether the result is printed as plain lines or one JSON object (`--json`).
    var outputFormat = OutputFormat.plain
    /// The button Ctrl+Return chooses wherever the focus is: yad's, the one answering 0 (its default response,
    /// OK); `nil` leaves Ctrl+Return to the focused control.
    var controlReturnIndex: Int?
    /// How the card looks and moves: style, transition, theme, width, reduced motion.
    var appearance = AlertAppearance()

    /// The index of the cancel-role button, which Escape and closing the window trigger.
    var cancelIndex: Int? { buttons.firstIndex { $0.role == .cancel } }

    /// The first non-cancel button, or the first button when every button cancels (the library's
    /// own rule for ``AlertController/preferredAction``).
    static func defaultPreferredIndex(for buttons: [ButtonSpec]) -> Int {
        buttons.firstIndex { $0.role != .cancel } ?? 0
    }
}

/// One button of an alert: what it says and what kind of action it is.
struct ButtonSpec: Equatable, Sendable {
    /// The text printed on stdout when the button is chosen, and the name `--preferred` matches.
    var label: String
    /// The text on the button: ``label``, or for `curtain alert`'s default OK its translation (``standardOK``).
    var title: String
    /// What kind of action the button is: `.cancel` exits 1, the others 0.
    var role: AlertAction.Style
    /// A command line the button starts, leaving the dialog up (yad's `--button=LABEL:CMD`, ``ButtonCommand``);
    /// `nil` for a button that answers.
    var command: String?

    /// Creates a button titled with its label.
    init(_ label: String, role: AlertAction.Style = .default) {
        self.label = label
        self.title = label
        self.role = role
    }

    /// `curtain alert`'s button when none is given: it reads "OK" in the user's language, and prints `OK` whatever
    /// the language, so that a script's test of the output does not depend on the user's locale.
    static var standardOK: ButtonSpec {
        var button = ButtonSpec("OK")
        button.title = localized("OK")
        return button
    }
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

extension AlertRequest {
    /// Changes the text field, adding it first: every option that configures the field implies `--entry`.
    mutating func editEntry(_ change: (inout EntryConfiguration) -> Void = { _ in }) {
        var field = entry ?? EntryConfiguration()
        change(&field)
        entry = field
    }
}

extension AlertRequest: CommandAction {
    /// Shows the alert and prints the chosen button in the requested format.
    func run(with backends: DialogBackends) -> CommandResult {
        AlertOutcome.present(self, with: backends.presenter) { outcome in
            AlertResult(request: self, outcome: outcome).map { ($0.formatted(as: outputFormat), $0.exitCode) }
        }
    }
}
