import Curtain

/// The window's content for a form: the text, then one row per field with its label on the left and its
/// control on the right (zenity's grid), then the buttons at the bottom right.
///
/// The Tab order is the fields top to bottom, then the buttons left to right, as in zenity.
@MainActor final class FormDialogView: View {
    static let margin = 12.0
    static let rowSpacing = 8.0
    static let columnSpacing = 10.0
    static let buttonSpacing = 8.0
    /// The width the controls get at least, and at most when measuring.
    static let controlWidths = 240.0...600.0
    /// The narrowest form.
    static let minimumWidth = 300.0

    let textLabel: Label
    /// The warning that the window does not have the keyboard, above everything; hidden until it lacks it
    /// (``DialogOptions/isSystemPrompt``).
    let keyboardWarning: Label?
    let labels: [Label]
    let controls: [FormFieldControl]
    /// Cancel, OK and the extra buttons, or the form's own row (``DialogOptions/ownButtons``).
    let row: DialogButtons
    var cancelButton: Button { row.cancel }
    var okButton: Button { row.ok }
    var extraButtons: [Button] { row.extras }
    /// The meter of ``FormRequest/qualityBarLabel``, in a row of its own under the fields.
    let qualityBar: ProgressBar?
    /// Every button in display order.
    let buttons: [Button]
    private let grid: GridView
    private let buttonRow: StackView
    private let stack: StackView

    init(request: FormRequest) {
        textLabel = Label(text: "", font: request.heading.isBold ? Font(size: 14, weight: .bold) : .body)
        textLabel.maximumNumberOfLines = 0
        if request.heading.usesMarkup { textLabel.markup = request.heading.text } else { textLabel.text = request.heading.text }
        textLabel.isHidden = textLabel.displayedText.isEmpty
        keyboardWarning =
            request.dialog.isSystemPrompt
            ? Label(text: KeyboardFocusWarning.text, font: .body, color: .systemRed) : nil
        keyboardWarning?.maximumNumberOfLines = 0
        keyboardWarning?.isHidden = true
        controls = request.fields.map { FormFieldControl($0, showsHeader: request.showsHeader) }
        labels = zip(request.fields, controls).map { field, control in Label(text: control.showsOwnLabel ? "" : field.label) }
        row = DialogButtons(
            request.dialog, extraLabels: request.buttons.extraLabels, extrasLead: request.buttons.extrasLead)
        buttons = row.shown
        if request.dialog.ownButtons == nil {
            for button in buttons { button.usesMnemonic = request.buttons.usesMnemonics }
        }

        qualityBar = request.qualityBarLabel.map { _ in ProgressBar() }
        let meterRow: [[View]] = zip([request.qualityBarLabel], [qualityBar]).compactMap { label, bar in
            guard let label, let bar else { return nil }
            return [Label(text: label), bar]
        }
        grid = GridView(rows: zip(labels, controls).map { [$0, $1.view] } + meterRow)
        grid.rowSpacing = Self.rowSpacing
        grid.isHidden = controls.isEmpty
        grid.columnSpacing = Self.columnSpacing
        if grid.columns.count == 2 {
            grid.columns[1].minimumWidth = Self.controlWidths.lowerBound
            grid.columns[1].maximumWidth = Self.controlWidths.upperBound
        }
        // Every control takes its row's width, a check box too, as in zenity's grid.
        for control in controls { control.view.setContentHuggingPriority(.defaultLow, for: .horizontal) }
        buttonRow = StackView(axis: .horizontal, arrangedSubviews: [Spacer()] + buttons)
        buttonRow.isHidden = buttons.isEmpty
        buttonRow.spacing = Self.buttonSpacing
        // The spacer above the buttons keeps them at the bottom of a window taller than the form.
        let bottom = Spacer()
        stack = StackView(
            axis: .vertical, arrangedSubviews: [keyboardWarning].compactMap { $0 } + [textLabel, grid, bottom, buttonRow])
        stack.spacing = Self.rowSpacing
        stack.insets = EdgeInsets(all: Self.margin)
        stack.setCustomSpacing(2 * Self.rowSpacing, after: grid)
        stack.setCustomSpacing(0, after: bottom)
        super.init()
        addSubview(stack)
        for case .commandButton(let button, let command) in controls {
            button.action = { [unowned self, commandLine = request.commandLine] in
                run(commandLine?.make(command, controls.map(\.value)) ?? command)
            }
        }
    }

    /// Starts a command button's command line, leaving the form up (``ButtonCommand``).
    private func run(_ commandLine: String) {
        guard let application = window?.application else { return }
        ButtonCommand.start(commandLine, on: application)
    }

    /// The view that has the focus first: the first field's control, or the first button, as in GTK.
    var initialFocus: View? { FocusChain(root: self).views.first }

    /// Focuses `view`; a list that gains the focus with no cursor yet selects its first row, as GTK's tree view does.
    func focus(_ view: View?) {
        guard let view, view.becomeFocused() else { return }
        if let list = view as? ListView, list.selection.cursor == nil, !list.rows.isEmpty { list.selection.moveCursor(to: 0) }
    }

    /// Tab and Shift+Tab move the focus as the root would, through ``focus(_:)``.
    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.keysym == .tab || event.keysym == .leftTab, let root = rootView else { return false }
        let chain = FocusChain(root: root)
        let forward = event.keysym == .tab && !event.modifiers.contains(.shift)
        focus(forward ? chain.view(after: root.focusedView) : chain.view(before: root.focusedView))
        return true
    }

    /// At least `proposal`'s width, wide enough for the grid and the buttons; the text wraps to that width.
    override func sizeThatFits(_ proposal: Size) -> Size {
        let natural = max(grid.sizeThatFits(.unbounded).width, buttonRow.sizeThatFits(.unbounded).width) + 2 * Self.margin
        let width = max(proposal.width.isFinite ? proposal.width : 0, natural, Self.minimumWidth)
        return Size(width: width, height: stack.sizeThatFits(Size(width: width, height: .infinity)).height)
    }

    override func layoutSubviews() {
        stack.frame = bounds
    }
}
