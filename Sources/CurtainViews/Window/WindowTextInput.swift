import CurtainInput
import CurtainRendering

/// A window's link to its seats' input methods (`zwp_text_input_v3`): it follows the focused
/// ``TextField`` and keeps the input method told about it, and applies the input method's edits to it.
///
/// The field followed is the focused one of the topmost text root: the window's own root view, or the
/// root of a card presented over it (an alert's field), which the presentation adds with
/// ``addRoot(_:origin:)`` while it takes the window's keys and removes with ``removeRoot(_:)`` when it ends. The link:
/// - enables text input on each seat whose text-input focus is on the window when a field gains focus
///   (or the focus arrives while one has it), with the field's content type, surrounding text and
///   cursor rectangle;
/// - disables it when the field loses focus, when no field is focused, and when the window loses the
///   keyboard;
/// - reports every change of the field's text, selection or composing text (cause `other`), and after
///   applying a current `done` answers with the new state (cause `input_method`).
///
/// The roots and fields it follows may outlive it (an application keeps a field after its window has gone), so
/// they hold it weakly (``RootView/textInputLink``, ``TextField/textInputLink``).
@MainActor package final class WindowTextInput: TextInputClient {
    /// One view tree whose focused field may take input-method text.
    private struct TextRoot {
        weak var root: RootView?
        /// The root's top-left corner on the window's surface.
        let origin: @MainActor () -> Point
    }

    private unowned let window: Window
    private var roots: [TextRoot] = []
    /// The seats' text inputs whose focus is on this window, between `enter` and `leave`.
    private var textInputs: [TextInput] = []
    /// The field being followed.
    private weak var field: TextField?
    /// Set while an input method's edit is applied, so the field's own change reports stay quiet.
    private var isApplyingEdit = false

    init(window: Window) {
        self.window = window
        addRoot(window.rootView) { .zero }
    }

    /// Follows focus in `root`, placed on the window's surface at `origin()`, above the earlier roots.
    package func addRoot(_ root: RootView, origin: @escaping @MainActor () -> Point) {
        roots.removeAll { $0.root == nil || $0.root === root }
        roots.append(TextRoot(root: root, origin: origin))
        root.textInputLink = self
        refresh()
    }

    /// Stops following `root` (the card was dismissed).
    package func removeRoot(_ root: RootView) {
        roots.removeAll { $0.root == nil || $0.root === root }
        if root.textInputLink === self { root.textInputLink = nil }
        refresh()
    }

    /// The focused, enabled text field of the topmost root, if any.
    private var focusedField: TextField? {
        guard let top = roots.last(where: { $0.root != nil })?.root, let field = top.focusedView as? TextField,
            field.isEnabled
        else { return nil }
        return field
    }

    /// Where the followed field's root sits on the surface.
    private func state(of field: TextField) -> TextInputState {
        let root = roots.last { $0.root != nil && field.isDescendant(of: $0.root!) }
        return field.textInputState(surfaceOrigin: root?.origin() ?? .zero)
    }

    /// Re-reads which field is focused; on a change, disables for the old one and enables for the new.
    func refresh() {
        let current = focusedField
        guard current !== field else { return }
        if let old = field {
            if old.textInputLink === self { old.textInputLink = nil }
            old.preedit = nil
            for textInput in textInputs { textInput.disable() }
        }
        field = current
        guard let current else { return }
        current.textInputLink = self
        reenable()
    }

    /// Sends `enable` with the whole state to every text input focused here; the followed field calls it when it
    /// became secure or plain, which changes the content type only a new `enable` can tell.
    func reenable() {
        guard let field else { return }
        let state = state(of: field)
        for textInput in textInputs { textInput.enable(state) }
    }

    /// The field changed by typing, the pointer or code (its text, selection or composing text): tell the input
    /// methods.
    func fieldDidChange() {
        guard !isApplyingEdit, let field else { return }
        let state = state(of: field)
        for textInput in textInputs { textInput.update(state, cause: .other) }
    }

    /// The window lost `seat`'s keyboard: text input is off there, and composing text goes.
    func keyboardDidLeave(seat: Seat) {
        for textInput in textInputs where textInput.seat === seat.proxy { textInput.disable() }
        field?.preedit = nil
    }

    /// The window got `seat`'s keyboard: enable again if the text-input focus is already here.
    func keyboardDidEnter(seat: Seat) {
        refresh()
        guard let field else { return }
        for textInput in textInputs where textInput.seat === seat.proxy && !textInput.isEnabled {
            textInput.enable(state(of: field))
        }
    }

    // MARK: - TextInputClient

    package func textInputDidEnter(_ textInput: TextInput) {
        refresh()
        if !textInputs.contains(where: { $0 === textInput }) { textInputs.append(textInput) }
        if let field { textInput.enable(state(of: field)) }
    }

    package func textInputDidLeave(_ textInput: TextInput) {
        textInputs.removeAll { $0 === textInput }
        field?.preedit = nil
    }

    package func textInput(_ textInput: TextInput, didReceive edit: TextInputEdit) {
        guard let field, textInput.isEnabled else { return }
        isApplyingEdit = true
        field.applyInputMethodEdit(edit)
        isApplyingEdit = false
        textInput.update(state(of: field), cause: .inputMethod)
        // Other seats' input methods hear of the change as any other edit.
        for other in textInputs where other !== textInput { other.update(state(of: field), cause: .other) }
    }
}
