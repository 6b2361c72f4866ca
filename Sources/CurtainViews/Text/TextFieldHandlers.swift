/// The closures a ``TextField`` calls: the application's, for its edits and the clipboard, and the window's
/// input-method link's, which follows the focused field.
///
/// One value because they are the field's only ways out: everything the field does beyond drawing itself
/// goes through one of these. The link's two are set and cleared together as focus moves between fields.
struct TextFieldHandlers {
    /// ``TextField/onChange``.
    var onChange: ((String) -> Void)?
    /// ``TextField/onSubmit``.
    var onSubmit: (() -> Void)?
    /// ``TextField/onCopy``.
    var onCopy: ((String) -> Void)?
    /// ``TextField/requestPaste``.
    var requestPaste: ((@escaping (String) -> Void) -> Void)?
    /// Reports text, selection or preedit changes to the input method (``WindowTextInput``).
    var onTextInputStateChange: (() -> Void)?
    /// Tells the input method that the content type changed, which only a new `enable` can.
    var onSecureTextEntryChange: (() -> Void)?
}
