import Curtain

/// The window's content for a calendar: the text, the month grid below it, then the buttons at the bottom right
/// (Cancel, OK, then the extra buttons), as zenity's calendar dialog is laid out.
///
/// The calendar has the focus first; Tab moves on to the buttons.
@MainActor final class CalendarDialogView: View {
    static let margin = 12.0
    static let spacing = 8.0
    static let buttonSpacing = 8.0

    let textLabel: Label
    let calendar: CalendarView
    let cancelButton: Button
    let okButton: Button
    let extraButtons: [Button]
    private let buttonRow: StackView
    private let stack: StackView

    init(request: CalendarRequest, today: CalendarDate) {
        textLabel = Label(text: "", font: .body)
        textLabel.maximumNumberOfLines = 0
        if request.usesMarkup { textLabel.markup = request.text } else { textLabel.text = request.text }
        textLabel.isHidden = textLabel.displayedText.isEmpty
        calendar = CalendarView(date: request.initialDate(today: today))
        calendar.today = today
        cancelButton = Button(title: request.dialog.cancelLabel, style: .cancel, font: .body)
        okButton = Button(title: request.dialog.okLabel, style: .filled(.systemBlue), font: .body)
        extraButtons = request.extraLabels.map { Button(title: $0, style: .default, font: .body) }
        buttonRow = StackView(axis: .horizontal, arrangedSubviews: [Spacer(), cancelButton, okButton] + extraButtons)
        buttonRow.spacing = Self.buttonSpacing
        let bottom = Spacer()
        stack = StackView(axis: .vertical, arrangedSubviews: [textLabel, calendar, bottom, buttonRow])
        stack.spacing = Self.spacing
        stack.insets = EdgeInsets(all: Self.margin)
        stack.setCustomSpacing(0, after: bottom)
        super.init()
        addSubview(stack)
    }

    /// At least `proposal`'s width, wide enough for the calendar and the buttons; the text wraps to that width.
    override func sizeThatFits(_ proposal: Size) -> Size {
        let natural =
            max(calendar.sizeThatFits(.unbounded).width, buttonRow.sizeThatFits(.unbounded).width) + 2 * Self.margin
        let width = max(proposal.width.isFinite ? proposal.width : 0, natural)
        return Size(width: width, height: stack.sizeThatFits(Size(width: width, height: .infinity)).height)
    }

    override func layoutSubviews() {
        stack.frame = bounds
    }
}
