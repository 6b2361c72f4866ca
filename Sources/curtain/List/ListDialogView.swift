import Curtain

/// The window's content for a list dialog: the text, the list, then Cancel, OK and the extra buttons at the
/// bottom right, as zenity lays its list dialog out (and so Tab goes through them).
@MainActor final class ListDialogView: View {
    static let margin = 12.0
    static let spacing = 10.0

    let label: Label
    let list: ListView
    /// Cancel, OK and the extra buttons, or the list's own row (``DialogOptions/ownButtons``).
    let row: DialogButtons
    var cancelButton: Button { row.cancel }
    var okButton: Button { row.ok }
    var extraButtons: [Button] { row.extras }
    private let stack: StackView

    init(request: ListRequest) {
        label = Label(text: request.text)
        label.maximumNumberOfLines = 0
        var columns = request.columns.map { ListColumn($0) }
        for number in request.hiddenColumns where number - 1 < columns.count { columns[number - 1].isHidden = true }
        let mode: ListSelection.Mode =
            switch request.kind {
            case .checklist: .checkBoxes
            case .radiolist: .radioButtons
            case .plain: request.allowsMultiple ? .multiple : .single
            }
        let rows = request.rows
        list = ListView(columns: columns, rows: rows, selectionMode: mode)
        if request.hasIndicators {
            for (index, row) in rows.enumerated() where ListRequest.isChecked(row[0]) {
                list.selection.setSelected(true, forRow: index)
            }
        }
        list.isHeaderHidden = request.hidesHeader
        list.searchesWithinText = request.searchesWithinText
        row = DialogButtons(request.dialog, extraLabels: request.extraLabels)
        let buttons = StackView(axis: .horizontal, arrangedSubviews: [Spacer()] + row.shown)
        buttons.isHidden = row.shown.isEmpty
        buttons.spacing = Self.spacing
        stack = StackView(axis: .vertical, arrangedSubviews: [label, list, buttons])
        stack.spacing = Self.spacing
        stack.insets = EdgeInsets(all: Self.margin)
        super.init()
        addSubview(stack)
    }

    /// At least `proposal`'s width, wide enough for the list's columns within 360–900 px; the text wraps to
    /// that width, and the list shows its rows up to its limit.
    override func sizeThatFits(_ proposal: Size) -> Size {
        let listWidth = list.sizeThatFits(.unbounded).width + 2 * Self.margin
        let width = max(proposal.width.isFinite ? proposal.width : 0, min(max(listWidth, 360), 900))
        // Two pixels more than the parts, as the list's frame has always had.
        return Size(width: width, height: stack.sizeThatFits(Size(width: width, height: .infinity)).height + 2)
    }

    override func layoutSubviews() {
        stack.frame = bounds
    }
}
