import Curtain

/// The views of a progress dialog: the label, the bar, the time remaining, and OK / Cancel.
///
/// zenity's layout: text above the bar, buttons at the bottom right; OK stays disabled until
/// 100 % or the end of stdin, and Cancel is disabled from then on. With several bars (yad's `--multi-progress`),
/// each has its name before it, its text after it, and is named by it for a screen reader; upright bars stand side
/// by side, their names and texts below.
@MainActor final class ProgressContentView: View {
    let label: Label
    /// The one bar, or each of several (``ProgressRequest/bars``).
    let bars: [ProgressBar]
    /// Each of several bars' text, set by a `N:#TEXT` line; none for the one bar, whose text is ``label``.
    private let barTexts: [Label]
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
        let middle: View
        if let specs = request.bars {
            bars = specs.map { spec in Self.bar(spec, axis: request.barAxis) }
            barTexts = specs.map { _ in Label(text: "", font: .footnote, color: .secondaryLabel) }
            middle = Self.grid(names: specs.map(Self.name), bars: bars, texts: barTexts, request: request)
            label.isHidden = request.text.isEmpty
        } else {
            let bar = ProgressBar()
            bar.progress = Double(request.percentage) / 100
            bar.isPulsating = request.isPulsating
            (bars, barTexts, middle) = ([bar], [], bar)
        }
        let buttons = StackView(axis: .horizontal, arrangedSubviews: row.shown)
        buttons.isHidden = row.shown.isEmpty
        buttons.distribution = .fillEqually
        buttons.spacing = 8
        stack = StackView(axis: .vertical, arrangedSubviews: [label, middle, timeLabel, buttons])
        stack.spacing = 14
        stack.insets = EdgeInsets(all: 18)
        super.init(frame: .zero)
        addSubview(stack)
    }

    /// A `#` line: the new label, or the new text of one of several bars.
    func setText(_ text: String, ofBar index: Int? = nil) {
        if let index { barTexts[index].text = text } else { label.text = text }
        setNeedsLayout()
    }

    /// One of several bars, where its line left it, named for a screen reader by its name's text.
    private static func bar(_ spec: ProgressRequest.Bar, axis: LayoutAxis) -> ProgressBar {
        let bar = ProgressBar()
        bar.axis = axis
        bar.isInverted = spec.kind == .rightToLeft
        bar.progress = Double(spec.percentage) / 100
        bar.accessibilityLabel = name(spec).displayedText
        return bar
    }

    /// A bar's name, as markup or as it is.
    private static func name(_ spec: ProgressRequest.Bar) -> Label {
        let label = Label()
        if spec.usesMarkup { label.markup = spec.name } else { label.text = spec.name }
        return label
    }

    /// Several bars in a grid, as yad's: a row each, its name first and its text last; or upright, a column each,
    /// the bars above their names and texts. The names sit by ``ProgressRequest/barNameAlignment``.
    private static func grid(names: [Label], bars: [ProgressBar], texts: [Label], request: ProgressRequest) -> GridView {
        let grid: GridView
        switch request.barAxis {
        case .horizontal:
            grid = GridView(rows: names.indices.map { [names[$0], bars[$0], texts[$0]] })
            if !grid.columns.isEmpty { grid.columns[0].alignment = request.barNameAlignment }
        case .vertical:
            grid = GridView(rows: [bars, names, texts])
            for index in grid.columns.indices { grid.columns[index].alignment = request.barNameAlignment }
        }
        grid.rowSpacing = 6
        grid.columnSpacing = 8
        return grid
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
