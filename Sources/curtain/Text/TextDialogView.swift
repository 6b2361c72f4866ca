import Curtain

/// The window's content for a text dialog, laid out as zenity's: the text in a framed, scrolling pane
/// filling the window, the optional check box under it, then Cancel and OK at the bottom right.
///
/// To assistive tools it is a `dialog` named by the title, as GTK's dialog in zenity.
@MainActor final class TextDialogView: View, AccessibleView {
    static let margin = 10.0
    static let spacing = 8.0

    let frameView: TextPaneView
    let textView: TextView
    let checkBox: CheckBox?
    /// Cancel and OK, or the dialog's own row (``DialogOptions/ownButtons``).
    let row: DialogButtons
    var cancelButton: Button { row.cancel }
    var okButton: Button { row.ok }
    private let title: String
    private let stack: StackView

    var accessibilityElement: AccessibilityElement { AccessibilityElement(role: .dialog, name: title) }

    init(request: TextRequest) {
        title = request.dialog.title
        let font = request.font.map { Font(description: $0) } ?? .body
        textView = TextView(font: font)
        textView.isEditable = request.isEditable
        frameView = TextPaneView(textView: textView)
        // The check box's title is the user's text, shown as written: no mnemonics.
        checkBox = request.checkbox.map { CheckBox(title: $0) }
        row = DialogButtons(request.dialog)
        row.ok.isEnabled = request.checkbox == nil
        let buttons = StackView(axis: .horizontal, arrangedSubviews: [Spacer()] + row.shown)
        buttons.isHidden = row.shown.isEmpty
        buttons.spacing = Self.spacing
        // The check box sits on the left at its own width, as zenity's.
        let checkBoxRow = checkBox.map { StackView(axis: .horizontal, arrangedSubviews: [$0, Spacer()]) }
        stack = StackView(axis: .vertical, arrangedSubviews: [frameView, checkBoxRow, buttons].compactMap { $0 })
        stack.spacing = Self.spacing
        stack.insets = EdgeInsets(all: Self.margin)
        super.init()
        checkBox?.onChange = { [unowned okButton = row.ok] checked in okButton.isEnabled = checked }
        addSubview(stack)
    }

    /// Return on the focused check box toggles it, as GTK activates the focused widget when OK, the default
    /// button, is disabled (while OK is enabled the session takes Return first).
    override func handleKey(_ event: KeyEvent) -> Bool {
        guard let checkBox, checkBox.isFocused, [.return, .keypadEnter].contains(event.keysym),
            event.modifiers.isDisjoint(with: [.control, .alt, .logo])
        else { return false }
        if !event.isRepeat { checkBox.toggle() }
        return true
    }

    override func layoutSubviews() {
        stack.frame = bounds
    }
}

/// The frame around the text: a hairline border, and the AT-SPI `scroll pane` that holds the text, as GTK's
/// scrolled window does.
@MainActor final class TextPaneView: View, AccessibleView {
    let textView: TextView

    init(textView: TextView) {
        self.textView = textView
        super.init()
        backgroundColor = .white
        addSubview(textView)
    }

    var accessibilityElement: AccessibilityElement { AccessibilityElement(role: .scrollPane, name: "") }

    override func layoutSubviews() {
        textView.frame = bounds.insetBy(dx: 1, dy: 1)
    }

    override func drawOverlay(in context: GraphicsContext) {
        context.stroke(
            roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), radius: 0,
            with: textView.isFocused ? Color.systemBlue.withAlpha(0.8) : Color.separator)
    }
}
