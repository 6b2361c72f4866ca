import Curtain

/// The window's content for a dialog that picks one value: the text, the control below it (a ``Slider``, a
/// ``CalendarView``), then the buttons at the bottom right (Cancel, OK, then the extra buttons), as zenity's scale
/// and calendar dialogs are laid out.
///
/// The control has the focus first; Tab moves on to the buttons.
@MainActor final class PickerDialogView: View, AccessibleView {
    static let margin = 12.0
    static let spacing = 8.0
    static let buttonSpacing = 8.0

    let textLabel: Label
    let control: View
    /// Cancel, OK and the extra buttons, or the dialog's own row (``DialogOptions/ownButtons``).
    let row: DialogButtons
    var cancelButton: Button { row.cancel }
    var okButton: Button { row.ok }
    var extraButtons: [Button] { row.extras }
    /// The narrowest the dialog gets.
    let minimumWidth: Double
    /// The view that has the focus when the dialog opens: the control, or a part of it.
    private let initialFocus: () -> View
    /// Parts of the control that keep Return while focused, as GTK's colour swatches do (Return chooses one).
    private let returnKeepers: [View]
    private let title: String
    private let buttonRow: StackView
    private let stack: StackView

    /// A screen reader reads the dialog as zenity's: a `dialog` named by the window's title.
    var accessibilityElement: AccessibilityElement { AccessibilityElement(role: .dialog, name: title) }

    /// - Parameters:
    ///   - text: the text above the control, Pango markup when `usesMarkup`.
    ///   - control: the control that picks the value.
    ///   - dialog: the title (the accessible name) and the OK and Cancel labels.
    ///   - extraLabels: the extra buttons, after OK.
    ///   - minimumWidth: the narrowest the dialog gets (zenity's scale is 300 wide).
    ///   - initialFocus: the view focused when the dialog opens, when not the control itself (a colour picker's
    ///     palette or field).
    ///   - returnKeepers: parts of the control that take Return themselves while focused, before OK does.
    init(
        text: String, usesMarkup: Bool, control: View, dialog: DialogOptions, extraLabels: [String], minimumWidth: Double,
        initialFocus: (() -> View)? = nil, returnKeepers: [View] = []
    ) {
        textLabel = Label(text: "", font: .body)
        textLabel.maximumNumberOfLines = 0
        if usesMarkup { textLabel.markup = text } else { textLabel.text = text }
        textLabel.isHidden = textLabel.displayedText.isEmpty
        self.control = control
        self.minimumWidth = minimumWidth
        self.initialFocus = initialFocus ?? { control }
        self.returnKeepers = returnKeepers
        title = dialog.title
        row = DialogButtons(dialog, extraLabels: extraLabels)
        buttonRow = StackView(axis: .horizontal, arrangedSubviews: [Spacer()] + row.shown)
        buttonRow.isHidden = row.shown.isEmpty
        buttonRow.spacing = Self.buttonSpacing
        let bottom = Spacer()
        stack = StackView(axis: .vertical, arrangedSubviews: [textLabel, control, bottom, buttonRow])
        stack.spacing = Self.spacing
        stack.insets = EdgeInsets(all: Self.margin)
        stack.setCustomSpacing(0, after: bottom)
        super.init()
        addSubview(stack)
    }

    /// At least `proposal`'s width, ``minimumWidth``, and wide enough for the control and the buttons; the text wraps
    /// to that width.
    override func sizeThatFits(_ proposal: Size) -> Size {
        let natural =
            max(control.sizeThatFits(.unbounded).width, buttonRow.sizeThatFits(.unbounded).width) + 2 * Self.margin
        let width = max(proposal.width.isFinite ? proposal.width : 0, natural, minimumWidth)
        return Size(width: width, height: stack.sizeThatFits(Size(width: width, height: .infinity)).height)
    }

    override func layoutSubviews() {
        stack.frame = bounds
    }

    /// Shows the dialog in a window of its own and waits for OK, Cancel, Escape, an extra button or the timeout.
    ///
    /// Keys follow zenity's scale and calendar, compared live: the control has the focus; Return chooses OK wherever
    /// the focus is, on Cancel too (GTK's default button), but presses a focused extra button; Space presses the
    /// focused button; Escape cancels; Tab moves to the buttons, Cancel, OK, then the extras.
    ///
    /// - Parameters:
    ///   - title: the window title.
    ///   - text: the text shown, as plain text, for the dialog's direction.
    ///   - dialog: the size and timeout.
    ///   - value: reads the value from the control.
    /// - Throws: ``DisplayError`` when there is no display, or it is lost.
    func run<Value>(
        on application: Application, text: String, dialog: DialogOptions, value: @escaping () -> Value
    ) throws -> PickerOutcome<Value> {
        var outcome: PickerOutcome<Value>?
        okButton.action = { if outcome == nil { outcome = .ok(value()) } }
        cancelButton.action = { if outcome == nil { outcome = .cancelled } }
        for (index, button) in extraButtons.enumerated() {
            button.action = { if outcome == nil { outcome = .extraButton(index) } }
        }
        row.connect(dialog, on: application) { id in if outcome == nil { outcome = .response(id, value()) } }
        var size = sizeThatFits(Size(width: dialog.width.map(Double.init) ?? 0, height: .infinity))
        if let height = dialog.height { size.height = max(Double(height), size.height) }
        let window = DialogHost.dialogWindow(
            application, title: dialog.title, size: size, content: self, showing: [text],
            escapeCloses: dialog.escapeCloses, placement: dialog.placement,
            returnKey: .defaultButton(
                okButton,
                keptBy: extraButtons + returnKeepers + (dialog.hasDefaultButton ? [] : [control] + row.shown),
                acceptsControlReturn: !dialog.hasDefaultButton),
            onClose: { if outcome == nil { outcome = .dismissed } })
        try DialogHost.showDialog(
            window, onShow: { [initialFocus] in _ = initialFocus().becomeFocused() }, timeout: dialog.timeout,
            onTimeout: { if outcome == nil { outcome = .timedOut(value()) } }, until: { outcome != nil })
        return outcome ?? .cancelled
    }
}
