/// A view that copies and pastes through the window's clipboard: ``TextField`` and ``TextView``.
///
/// The window fills in whichever of the two closures the view's owner left `nil` (see `Window.connectClipboard(toFocusedFieldOn:)`).
@MainActor protocol ClipboardClient: View {
    /// Receives text for the clipboard on Ctrl+C / Ctrl+X.
    var onCopy: (@MainActor (String) -> Void)? { get set }
    /// Called on Ctrl+V with a closure to call with the clipboard text.
    var requestPaste: (@MainActor (@escaping (String) -> Void) -> Void)? { get set }
}

extension TextField: ClipboardClient {}
extension TextView: ClipboardClient {}
