import Curtain

/// The window's content for a form: the text, then one row per field with its label on the left and its
/// control on the right (zenity's grid), then the buttons at the bottom right.
///
/// The Tab order is the fields top to bottom, then the buttons left to right, as in zenity.
final class FormDialogView: View {
    static let margin = 12.0
    static let rowSpacing = 8.0
    static let columnSpacing = 10.0
    static let buttonSpacing = 8.0
    /// The width the controls get at least.
    static let controlWidth = 240.0

    let textLabel: Label
    let labels: [Label]
    let controls: [FormFieldControl]
    let cancelButton: Button
    let okButton: Button
    let extraButtons: [Button]
    /// Every button in display order.
    let buttons: [Button]

    init(request: FormRequest) {
        textLabel = Label(text: "", font: request.heading.isBold ? Font(size: 14, weight: .bold) : .body)
        textLabel.maximumNumberOfLines = 0
        if request.heading.usesMarkup { textLabel.markup = request.heading.text } else { textLabel.text = request.heading.text }
        controls = request.fields.map { FormFieldControl($0, showsHeader: request.showsHeader) }
        labels = zip(request.fields, controls).map { field, control in Label(text: control.showsOwnLabel ? "" : field.label) }
        cancelButton = Button(title: request.dialog.cancelLabel, style: .cancel, font: .body)
        okButton = Button(title: request.dialog.okLabel, style: .filled(.systemBlue), font: .body)
        extraButtons = request.buttons.extraLabels.map { Button(title: $0, style: .default, font: .body) }
        buttons =
            request.buttons.extrasLead
            ? extraButtons + [cancelButton, okButton] : [cancelButton, okButton] + extraButtons
        super.init()
        for button in buttons { button.usesMnemonic = request.buttons.usesMnemonics }
        addSubview(textLabel)
        for (label, control) in zip(labels, controls) {
            addSubview(label)
            addSubview(control.view)
        }
        for button in buttons { addSubview(button) }
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

    private var labelColumnWidth: Double {
        labels.map { $0.sizeThatFits(.unbounded).width.rounded(.up) }.max() ?? 0
    }

    private func rowHeight(_ index: Int, controlWidth: Double) -> Double {
        let control = controls[index].view.sizeThatFits(Size(width: controlWidth, height: .infinity)).height
        return max(labels[index].sizeThatFits(.unbounded).height, control)
    }

    private var buttonRowWidth: Double {
        buttons.map { $0.sizeThatFits(.unbounded).width }.reduce(0, +) + Double(max(0, buttons.count - 1)) * Self.buttonSpacing
    }

    /// The size that shows the text, every row and the buttons, at least `proposal`'s width.
    override func sizeThatFits(_ proposal: Size) -> Size {
        let controlsWidth = controls.map { $0.view.sizeThatFits(.unbounded).width }.max() ?? 0
        let labelWidth = labelColumnWidth
        let natural = 2 * Self.margin + labelWidth + Self.columnSpacing + min(max(controlsWidth, Self.controlWidth), 600)
        let width = max(proposal.width.isFinite ? proposal.width : 0, natural, buttonRowWidth + 2 * Self.margin, 300)
        let controlWidth = width - 2 * Self.margin - labelWidth - Self.columnSpacing
        var height = Self.margin + textHeight(width: width)
        for index in controls.indices { height += rowHeight(index, controlWidth: controlWidth) + Self.rowSpacing }
        height += Self.rowSpacing + (buttons.first?.sizeThatFits(.unbounded).height ?? 0) + Self.margin
        return Size(width: width, height: height)
    }

    /// The text's height, with the gap below it; nothing for no text (`curtain form` without `--text`).
    private func textHeight(width: Double) -> Double {
        guard !textLabel.displayedText.isEmpty else { return 0 }
        return textLabel.sizeThatFits(Size(width: width - 2 * Self.margin, height: .infinity)).height + Self.rowSpacing
    }

    override func layoutSubviews() {
        let inner = bounds.width - 2 * Self.margin
        let text = textHeight(width: bounds.width)
        textLabel.frame = Rect(x: Self.margin, y: Self.margin, width: inner, height: max(0, text - Self.rowSpacing))
        let labelWidth = labelColumnWidth
        let controlX = Self.margin + labelWidth + Self.columnSpacing
        let controlWidth = bounds.width - Self.margin - controlX
        var y = Self.margin + text
        for index in controls.indices {
            let height = rowHeight(index, controlWidth: controlWidth)
            let label = labels[index].sizeThatFits(.unbounded).height
            labels[index].frame = Rect(x: Self.margin, y: y + (height - label) / 2, width: labelWidth, height: label)
            controls[index].view.frame = Rect(x: controlX, y: y, width: controlWidth, height: height)
            y += height + Self.rowSpacing
        }
        var x = bounds.width - Self.margin
        for button in buttons.reversed() {
            let size = button.sizeThatFits(.unbounded)
            x -= size.width
            button.frame = Rect(x: x, y: bounds.height - Self.margin - size.height, width: size.width, height: size.height)
            x -= Self.buttonSpacing
        }
    }
}
