import Curtain

/// The window's content for a scale: the text, the slider below it, then the buttons at the bottom right (Cancel, OK,
/// then the extra buttons), as zenity's scale dialog is laid out.
///
/// The slider has the focus first; Tab moves on to the buttons.
@MainActor final class ScaleDialogView: View {
    static let margin = 12.0
    static let spacing = 8.0
    static let buttonSpacing = 8.0
    /// The narrowest dialog, zenity's scale width.
    static let minimumWidth = 300.0

    let textLabel: Label
    let slider: Slider
    let cancelButton: Button
    let okButton: Button
    let extraButtons: [Button]
    private let buttonRow: StackView
    private let stack: StackView

    init(request: ScaleRequest) {
        textLabel = Label(text: "", font: .body)
        textLabel.maximumNumberOfLines = 0
        if request.usesMarkup { textLabel.markup = request.text } else { textLabel.text = request.text }
        textLabel.isHidden = textLabel.displayedText.isEmpty
        slider = Slider(
            value: Double(request.value), in: Double(request.minimum)...Double(max(request.maximum, request.minimum)),
            step: Double(max(1, request.step)))
        slider.pageStep = Double(max(1, request.step))
        slider.showsValue = !request.hidesValue
        slider.accessibilityLabel = textLabel.displayedText
        cancelButton = Button(title: request.dialog.cancelLabel, style: .cancel, font: .body)
        okButton = Button(title: request.dialog.okLabel, style: .filled(.systemBlue), font: .body)
        extraButtons = request.extraLabels.map { Button(title: $0, style: .default, font: .body) }
        buttonRow = StackView(axis: .horizontal, arrangedSubviews: [Spacer(), cancelButton, okButton] + extraButtons)
        buttonRow.spacing = Self.buttonSpacing
        let bottom = Spacer()
        stack = StackView(axis: .vertical, arrangedSubviews: [textLabel, slider, bottom, buttonRow])
        stack.spacing = Self.spacing
        stack.insets = EdgeInsets(all: Self.margin)
        stack.setCustomSpacing(0, after: bottom)
        super.init()
        addSubview(stack)
    }

    /// At least `proposal`'s width and zenity's; the text wraps to that width.
    override func sizeThatFits(_ proposal: Size) -> Size {
        let natural = buttonRow.sizeThatFits(.unbounded).width + 2 * Self.margin
        let width = max(proposal.width.isFinite ? proposal.width : 0, natural, Self.minimumWidth)
        return Size(width: width, height: stack.sizeThatFits(Size(width: width, height: .infinity)).height)
    }

    override func layoutSubviews() {
        stack.frame = bounds
    }
}
