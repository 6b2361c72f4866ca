import CurtainRendering
import CurtainInput

/// A single-line editable text field with caret, selection, placeholder and secure entry.
///
/// Editing follows ``TextEditingModel`` (grapheme-safe). The window layer provides the clipboard:
/// ``onCopy`` receives copied text and ``requestPaste`` is asked for text to insert. A secure field
/// shows one bullet per character; its text never reaches Pango and is never copied.
///
/// A secure field keeps its text in a ``SecretBuffer`` (locked memory, wiped at every edit), never in a `String`:
/// its ``model`` holds the bullets it shows, and so does what ``onChange`` hears and the accessibility bus reads.
/// ``withSecureText(_:)`` reads the text without a copy; ``text`` makes one, which the program then owns.
///
/// ```swift
/// let field = TextField(placeholder: "Password")
/// field.isSecureTextEntry = true
/// field.onSubmit = { login(field.text) }
/// ```
@MainActor public final class TextField: View {
    /// The text and selection.
    public internal(set) var model = TextEditingModel() {
        didSet {
            guard model != oldValue else { return }
            if model.text != oldValue.text { textDidChange() }
            if model.caret != oldValue.caret, preedit != nil { needsTextUpdate = true }
            if let bridge = rootView?.accessibilityBridge, bridge.isEnabled {
                bridge.textDidChange(in: self, from: accessibleText(of: oldValue))
            }
            setNeedsDisplay()
            textInputLink?.fieldDidChange()
        }
    }

    /// The input method's composing text, shown underlined at the caret but not part of ``text`` until the
    /// input method commits it; `nil` when nothing is being composed. Secure fields never show one.
    public internal(set) var preedit: TextInputEdit.Preedit? {
        didSet {
            guard preedit != oldValue else { return }
            needsTextUpdate = true
            setNeedsDisplay()
            textInputLink?.fieldDidChange()
        }
    }

    // MARK: The field's ways out
    // Everything the field does beyond drawing itself goes through one of these closures: the application's,
    // and the two of the window's input-method link, which are set and cleared together as focus moves.

    /// Runs after the user changed the text (not the selection): typing, deleting, cutting, pasting, an input
    /// method or a screen reader. Setting ``text`` in code does not run it, as on every control (UIKit's
    /// `.editingChanged`). A secure field passes what it shows, one bullet per character, so that no copy of the
    /// secret is made at every key: read the text itself with ``withSecureText(_:)``.
    public var onChange: (@MainActor (String) -> Void)?
    /// Whether ``text`` is being set in code, which ``onChange`` does not report.
    var isSettingText = false
    /// Runs on Return; when `nil`, Return is left for the root (an alert's default action).
    public var onSubmit: (@MainActor () -> Void)?
    /// Receives text for the clipboard on Ctrl+C / Ctrl+X; never called for secure fields.
    public var onCopy: (@MainActor (String) -> Void)?
    /// Called on Ctrl+V with a closure to call with the clipboard text (possibly later).
    public var requestPaste: (@MainActor (@escaping (String) -> Void) -> Void)?
    /// The window's input-method link while it follows this field: told when the text, selection or composing
    /// text changed, and when ``isSecureTextEntry`` did.
    weak var textInputLink: WindowTextInput?

    // MARK: What is shown, and where
    // The text layout holds what is drawn, not the model's text (bullets for a secure field, the composing
    // text spliced in at the caret), so it is rebuilt lazily when `needsTextUpdate` says the model, the
    // preedit or the secure flag changed; the scroll then follows the caret.

    /// The displayed text: bullets for a secure field, with the input method's composing text.
    let textLayout: TextLayout
    /// The placeholder, which also sets the field's height.
    let placeholderLayout: TextLayout
    /// Whether ``textLayout`` must be rebuilt from the model before it is measured or drawn.
    var needsTextUpdate = true
    /// Horizontal scroll of the text, in logical px, keeping the caret visible.
    var scrollX = 0.0
    /// Whether a left-button drag is selecting.
    var isSelectingWithPointer = false

    /// The colours of the well, border, ring, text and placeholder; ``TextFieldColors/light`` by default.
    public var colors = TextFieldColors.light {
        didSet { if colors != oldValue { setNeedsDisplay() } }
    }

    /// Padding between the border and the text.
    public var textInsets = EdgeInsets(horizontal: 10, vertical: 8) {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Creates an empty field.
    public init(text: String = "", placeholder: String = "", font: Font = .body) {
        textLayout = TextLayout(font: font)
        placeholderLayout = TextLayout(text: placeholder, font: font)
        super.init()
        model = TextEditingModel(text: TextField.filtered(text))
    }

    /// The text; setting it moves the caret to the end.
    ///
    /// Reading a secure field's text makes a `String` of its secret, which cannot be wiped: a program that must
    /// leave no copy reads it with ``withSecureText(_:)`` instead. Setting it to `""` wipes the secret.
    public var text: String {
        get { secret.map { $0.withUnsafeBytes { String(decoding: $0, as: UTF8.self) } } ?? model.text }
        set {
            isSettingText = true
            defer { isSettingText = false }
            if let secret {
                secret.wipe()
                secret.append(contentsOf: TextField.filtered(newValue).utf8)
                showSecret(caretAt: secret.count)
            } else {
                model.setText(TextField.filtered(newValue))
            }
        }
    }

    /// A secure field's text, in locked memory; `nil` while the field is not secure.
    var secret: SecretBuffer?

    /// Grey text shown while the field is empty.
    public var placeholder: String {
        get { placeholderLayout.text }
        set {
            placeholderLayout.setText(newValue)
            setNeedsDisplay()
        }
    }

    /// The font of the text and placeholder.
    public var font: Font {
        get { textLayout.font }
        set {
            textLayout.font = newValue
            placeholderLayout.font = newValue
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Whether the text is shown as bullets (passwords). Copying is disabled while on.
    ///
    /// Turned on, the text moves into locked memory (``SecretBuffer``) and the model keeps only bullets; turned
    /// off, the text comes back into the model and the secret is wiped.
    public var isSecureTextEntry = false {
        didSet {
            guard isSecureTextEntry != oldValue else { return }
            moveText(secure: isSecureTextEntry)
            needsTextUpdate = true
            setNeedsDisplay()
            textInputLink?.reenable()
        }
    }

    /// Disabled fields are greyed out and take neither focus nor input.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isFocused { rootView?.focus(nil) }
            setNeedsDisplay()
        }
    }

    public override var canBecomeFocused: Bool { isEnabled }
    public override var cursor: CursorShape { isEnabled ? .text : .default }

    /// As wide as it is given, as tall as its one line of text: it stretches sideways in a stack or a grid.
    public override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? .defaultLow : .defaultHigh
    }

    public override func sizeThatFits(_ proposal: Size) -> Size {
        if let preferredSize { return preferredSize }
        let lineHeight = placeholderLayout.size.height.rounded(.up)
        let width = proposal.width.isFinite ? proposal.width : 240
        return Size(width: width, height: lineHeight + textInsets.top + textInsets.bottom)
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return false }
        return handleEditingKey(event)
    }

    /// Gaining focus selects the whole text, as a GTK entry does (`gtk-entry-select-on-focus`): a dialog that
    /// opens with a suggested text, or a field reached with Tab, is replaced by what the user types. A click
    /// that focuses the field places the caret where it lands, after this.
    public override func focusDidChange() {
        if isFocused { model.selectAll() }
        super.focusDidChange()
    }

    public override func handlePointer(_ event: PointerEvent) -> Bool {
        guard isEnabled else { return false }
        return handleSelectionPointer(event)
    }

    public override func draw(in context: GraphicsContext) {
        TextFieldRenderer(field: self).draw(in: context)
    }

    /// `string` with line breaks turned into spaces and other control characters removed.
    static func filtered(_ string: String) -> String {
        let flattened = string.map { $0.isNewline || $0 == "\t" ? " " : $0 }
        return TextSystem.sanitized(String(flattened))
    }
}
