/// The owner of a surface that takes text from input methods: a window with text fields.
///
/// ``TextInput`` calls it on the event loop's thread, for the surface the seat's text-input focus is on
/// (the keyboard focus): ``textInputDidEnter(_:)`` when it arrives, ``textInput(_:didReceive:)`` for each
/// `done`, ``textInputDidLeave(_:)`` when it goes. In between, the client enables text input while one
/// of its text fields is focused (``TextInput/enable(_:)``) and disables it when none is.
@MainActor public protocol TextInputClient: AnyObject {
    /// `zwp_text_input_v3.enter`: text-input focus is on the client's surface; enable now if a field is
    /// focused (the compositor forgot all earlier state).
    func textInputDidEnter(_ textInput: TextInput)

    /// `zwp_text_input_v3.leave`: focus went elsewhere; drop any composing text. The compositor ignores
    /// requests until the next enter.
    func textInputDidLeave(_ textInput: TextInput)

    /// `zwp_text_input_v3.done`: apply `edit` to the focused field, then report its new state with
    /// ``TextInput/update(_:cause:)`` (which sends nothing while the edit is not current).
    func textInput(_ textInput: TextInput, didReceive edit: TextInputEdit)
}
