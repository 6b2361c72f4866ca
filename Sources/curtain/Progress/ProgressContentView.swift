import Curtain

/// The views of a progress dialog: the label, the bar, the time remaining, and OK / Cancel.
///
/// zenity's layout: text above the bar, buttons at the bottom right; OK stays disabled until
/// 100 % or the end of stdin, and Cancel is disabled from then on.
@MainActor final class ProgressContentView: View {
    let label: Label
    let bar = ProgressBar()
    let timeLabel = Label(text: "", font: .footnote, color: .secondaryLabel)
    /// OK and Cancel (or yad's Close), or the dialog's own row (``DialogOptions/ownButtons``).
    let row: DialogButtons
    var okButton: Button { row.ok }
    var cancelButton: Button { row.cancel }
    private let stack: StackView

    init(request: ProgressRequest) {
        label = Label(text: request.text)
        row = DialogButtons(request.dialog, okStyle: .default, font: Font(size: 16))
        row.ok.isEnabled = request.hasCloseButtonOnly
        row.cancel.isHidden = !request.hasCancel || request.hasCloseButtonOnly
        timeLabel.isHidden = !request.showsTimeRemaining
        bar.isPulsating = request.isPulsating
        let buttons = StackView(axis: .horizontal, arrangedSubviews: row.shown)
        buttons.isHidden = row.shown.isEmpty
        buttons.distribution = .fillEqually
        buttons.spacing = 8
        stack = StackView(axis: .vertical, arrangedSubviews: [label, bar, timeLabel, buttons])
        stack.spacing = 14
        stack.insets = EdgeInsets(all: 18)
        super.init(frame: .zero)
        addSubview(stack)
    }

    /// A `#` line: the new label.
    func setText(_ text: String) {
        label.text = text
        setNeedsLayout()
    }

    /// `--time-remaining`: `Time remaining: H:MM:SS`, as zenity prints it.
    func setTimeRemaining(_ remaining: Duration?) {
        guard let remaining else { return }
        let seconds = Int(remaining.components.seconds)
        // TRANSLATORS: %s is hours:minutes:seconds, e.g. 0:02:05.
        let text = localized("Time remaining: %s", "\(seconds / 3600):" + pad(seconds / 60 % 60) + ":" + pad(seconds % 60))
        timeLabel.text = text
    }

    /// 100 % or end of input: OK enabled and the one choice, Cancel disabled.
    func enableOK() {
        okButton.isEnabled = true
        cancelButton.isEnabled = false
        _ = okButton.becomeFocused()
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        stack.sizeThatFits(proposal)
    }

    override func layoutSubviews() {
        stack.frame = bounds
    }

    private func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
