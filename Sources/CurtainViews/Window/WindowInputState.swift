/// What a ``Window`` last knew of the seats' keyboards, the compositor's `activated` state and a press that
/// closed a menu.
///
/// Each is counted or remembered only to report a change (``Window/hasKeyboardFocus``,
/// ``Window/onActivationChange``) or to finish what an earlier event began, and all reset when the window
/// closes.
struct WindowInputState {
    /// How many seats' keyboards are focused on the window.
    var keyboardFocusCount = 0
    /// The `activated` state as last reported through ``Window/onActivationChange``.
    var reportedActivation = false
    /// Whether the press that closed a menu is still down: its release goes nowhere.
    var isSwallowingClick = false
}
