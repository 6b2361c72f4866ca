import Curtain

/// When Return chooses a dialog's OK: each of zenity's dialogs takes the key its own way, and this value says which,
/// so that one ``DialogHost/dialogWindow(_:title:size:content:returnKey:onClose:)`` serves them all.
///
/// ```swift
/// .whenUnhandled(chosen)                                              // a list: the list activates its row first
/// .defaultButton(ok, keptBy: [cancel, ok])                            // progress: a focused button keeps Return
/// .defaultButton(ok, keptBy: [textView], acceptsControlReturn: true)  // text-info: the text keeps Return
/// ```
enum ReturnKeyPolicy {
    /// Return is left to the views and never chooses OK by itself (zenity's forms).
    case none
    /// Return calls `accept` when no view takes it, after the focused view and the mnemonics have had it.
    case whenUnhandled(_ accept: @MainActor () -> Void)
    /// Return belongs to OK, GTK's default button, before any view sees it: see ``DefaultButton``.
    case defaultButton(DefaultButton)

    /// Return presses `ok` while it is enabled, unless the focused view keeps plain Return.
    static func defaultButton(_ ok: Button, keptBy keepers: [View], acceptsControlReturn: Bool = false) -> Self {
        .defaultButton(
            DefaultButton(ok: ok, keepers: keepers.map(ObjectIdentifier.init), acceptsControlReturn: acceptsControlReturn))
    }

    /// OK as GTK's default button: Return presses it while it is enabled, before the focused view sees the key.
    struct DefaultButton {
        /// The button Return presses.
        weak var ok: Button?
        /// The views that keep plain Return while focused (a button presses itself, an editable text breaks the line).
        let keepers: [ObjectIdentifier]
        /// Whether Ctrl+Return presses OK whatever has the focus: text-info's accelerator, since its text keeps Return.
        let acceptsControlReturn: Bool

        /// Takes a Return press in `window` before its views; returns whether it consumed it. A key left alone goes
        /// on to the focused view, as every key does while OK is disabled (a focused check box then toggles).
        @MainActor func handle(_ event: KeyEvent, in window: Window) -> Bool {
            guard !event.isRepeat, event.keysym == .return || event.keysym == .keypadEnter, let ok else { return false }
            if acceptsControlReturn && event.modifiers.contains(.control) {
                ok.activate()
                return true
            }
            if let focused = window.rootView.focusedView, keepers.contains(ObjectIdentifier(focused)) { return false }
            guard ok.isEnabled else { return false }
            ok.activate()
            return true
        }
    }
}
