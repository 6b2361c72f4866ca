/// What a ``Window`` last knew of the seats' keyboards and the compositor's `activated` state.
///
/// Both are counted or remembered only to report changes (``Window/hasKeyboardFocus``,
/// ``Window/onActivationChange``), and both reset when the window closes.
struct WindowInputState {
    /// How many seats' keyboards are focused on the window.
    var keyboardFocusCount = 0
    /// The `activated` state as last reported through ``Window/onActivationChange``.
    var reportedActivation = false
}
