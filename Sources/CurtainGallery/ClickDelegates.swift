/// Hears the buttons of a ``CustomPopUp``: seed 000's `ClickDelegates` protocol.
///
/// Both methods are optional, as in the seed (`@optional`); the defaults do nothing. They fire
/// when the button is activated, while the popup is still on screen; the delegate decides
/// whether to hide it (the seed's view controller calls `hide` from `okClicked`).
///
/// ```swift
/// final class Screen: ClickDelegates {
///     func okClicked() { popUp.hide() }
/// }
/// ```
@MainActor protocol ClickDelegates: AnyObject {
    /// The OK button was clicked (or Return pressed).
    func okClicked()
    /// The popup was cancelled (Escape).
    func cancelClicked()
}

// MARK: - Default implementations

extension ClickDelegates {
    /// Does nothing.
    func okClicked() {}
    /// Does nothing.
    func cancelClicked() {}
}
