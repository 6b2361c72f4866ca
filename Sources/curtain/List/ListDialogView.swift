import Curtain

/// The window's content for a list dialog: the text, the list, then Cancel and OK at the
/// bottom right, as zenity lays its list dialog out.
@MainActor final class ListDialogView: View {
    static let margin = 12.0
    static let spacing = 10.0

    let label: Label
    let list: ListView
    let cancelButton: Button
    let okButton: Button

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
            for (index, row) in rows.enumerated() where ListRequest.isChecked(row[0]) { list.selection.setSelected(index, true) }
        }
        list.isHeaderHidden = request.hidesHeader
        list.searchesWithinText = request.searchesWithinText
        cancelButton = Button(title: request.dialog.cancelLabel, style: .cancel, font: .body)
        okButton = Button(title: request.dialog.okLabel, style: .filled(.systemBlue), font: .body)
        super.init()
        for view in [label, list, cancelButton, okButton] as [View] { addSubview(view) }
    }

    /// The size that shows the text, the rows up to the list's limit, and the buttons.
    override func sizeThatFits(_ proposal: Size) -> Size {
        let listSize = list.sizeThatFits(.unbounded)
        let width = max(proposal.width.isFinite ? proposal.width : 0, min(max(listSize.width + 2 * Self.margin, 360), 900))
        let inner = width - 2 * Self.margin
        let text = label.sizeThatFits(Size(width: inner, height: .infinity)).height
        let buttons = okButton.sizeThatFits(.unbounded).height
        return Size(width: width, height: 2 * Self.margin + text + listSize.height + buttons + 2 * Self.spacing + 2)
    }

    override func layoutSubviews() {
        let inner = bounds.width - 2 * Self.margin
        let text = label.sizeThatFits(Size(width: inner, height: .infinity)).height
        label.frame = Rect(x: Self.margin, y: Self.margin, width: inner, height: text)
        let ok = okButton.sizeThatFits(.unbounded), cancel = cancelButton.sizeThatFits(.unbounded)
        let buttonY = bounds.height - Self.margin - ok.height
        okButton.frame = Rect(x: bounds.width - Self.margin - ok.width, y: buttonY, width: ok.width, height: ok.height)
        cancelButton.frame = Rect(
            x: okButton.frame.minX - Self.spacing - cancel.width, y: buttonY,
            width: cancel.width, height: cancel.height)
        let listY = label.frame.maxY + Self.spacing
        list.frame = Rect(x: Self.margin, y: listY, width: inner, height: max(0, buttonY - Self.spacing - listY))
    }
}
