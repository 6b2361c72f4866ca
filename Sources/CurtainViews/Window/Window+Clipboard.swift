import CurtainShell
internal import Wayland

extension Window {
    /// Gives the focused ``TextField`` or ``TextView`` the seat's clipboard for Ctrl+C / Ctrl+X / Ctrl+V, unless
    /// its owner already set `onCopy` or `requestPaste`.
    ///
    /// Runs before each key reaches the views, so the copy quotes the serial of the key that asked for it.
    func connectClipboard(toFocusedFieldOn seat: WlSeat) {
        guard let field = rootView.focusedView as? ClipboardClient, let clipboard = application.clipboard(forSeat: seat) else {
            return
        }
        if field.onCopy == nil {
            field.onCopy = { [weak clipboard] text in clipboard?.copy(text) }
        }
        if field.requestPaste == nil {
            field.requestPaste = { [weak clipboard] insert in
                clipboard?.paste { text in
                    if let text { insert(text) }
                }
            }
        }
    }
}
