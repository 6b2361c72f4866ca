import Curtain

/// What every dialog that is not an alert has around its content: the window's title and size, the OK and Cancel
/// labels, and the timeout.
///
/// zenity's general options (`--title`, `--width`, `--height`, `--timeout`, `--ok-label`, `--cancel-label`) set these
/// for each dialog type alike, and `curtain list`, `text`, `form` and `progress` spell them the same way, so each
/// request keeps one of these instead of six fields of its own.
struct DialogOptions: Equatable, Sendable {
    /// The window title.
    var title: String
    /// The window width in logical pixels; `nil`: the dialog's own.
    var width: Int?
    /// The window height in logical pixels; `nil`: the dialog's own (a progress dialog always takes its own).
    var height: Int?
    /// How long before the dialog closes on its own, exit 5.
    var timeout: Duration?
    /// Whether the timeout stops once anything is typed into a field, as pinentry's `SETTIMEOUT` does.
    var timeoutStopsOnInput = false
    /// Whether the dialog is a system prompt: a question another program asks (gpg-agent, ssh, sudo, polkitd), whose
    /// texts are that program's and whose answer is a secret typed for it. Such a dialog reads in the direction of the
    /// user's locale alone, never of its text (right-to-left text chosen by someone else must not mirror the prompt or
    /// swap its buttons; a right-to-left locale still mirrors it), and it says so when its window does not have the
    /// keyboard (``KeyboardFocusWarning``), since a password typed elsewhere goes to another program. One flag for
    /// both: a prompt that had one without the other would be unsafe.
    var isSystemPrompt = false
    /// Whether OK is GTK's default button, which Return presses wherever the focus is but in a text (zenity's
    /// dialogs); without one, as in yad's, Return presses the focused button only and Ctrl+Return is OK.
    var hasDefaultButton = true
    /// Whether Escape ends the dialog as closing its window does; yad's `--no-escape` turns it off.
    var escapeCloses = true
    /// Where the window goes when the script chose (yad's `--posx`, `--geometry`, `--on-top`): a layer surface there
    /// where the compositor has layer-shell (``DialogHost/role(for:on:)``); `nil` lets the compositor place it.
    var placement: WindowPlacement?
    /// The label of OK.
    var okLabel = localized("OK")
    /// The label of Cancel.
    var cancelLabel = localized("Cancel")
    /// The dialog's own buttons, left to right, in place of Cancel and OK (yad's `--button`; ``DialogButtons``);
    /// empty: no buttons at all (`--no-buttons`); `nil`: Cancel and OK.
    var ownButtons: [DialogButton]?

    init(title: String) {
        self.title = title
    }

    /// A system prompt's window (``isSystemPrompt``): `title`, and OK and Cancel as GTK labels them, with their
    /// mnemonics, in the user's language.
    static func systemPrompt(title: String) -> DialogOptions {
        var options = DialogOptions(title: title)
        options.okLabel = localized("_OK")
        options.cancelLabel = localized("_Cancel")
        options.isSystemPrompt = true
        return options
    }
}
