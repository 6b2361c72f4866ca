import CurtainRendering

/// Measuring and drawing: only the rows in the visible band are drawn.
extension ListView {
    static let selectionColor = Color.systemBlue.withAlpha(0.22)
    static let headerColor = Color(white: 0.96)

    /// The x range of each column; hidden columns are empty, the last shown one takes the rest. Right to left the
    /// first column is the rightmost, as in GTK's tree views (the check boxes of a check list on the right).
    func columnRects() -> [(x: Double, width: Double)] {
        let rects = columnLayout.rects(of: columns, width: bounds.width)
        guard isRightToLeft else { return rects }
        return rects.map { (bounds.width - $0.x - $0.width, $0.width) }
    }

    /// Draws the header and the rows in the visible band only.
    func drawList(in context: GraphicsContext) {
        let rects = columnRects()
        drawnRows = rowLayout.visibleRows(in: bounds.height, scrolledBy: contentOffset, rowCount: rowCount)
        let viewport = Rect(x: 0, y: headerHeight, width: bounds.width, height: visibleRowsHeight)
        context.save()
        context.clip(to: viewport)
        for row in drawnRows {
            drawRow(row, y: rowLayout.y(of: row, scrolledBy: contentOffset), columns: rects, in: context)
        }
        context.restore()
        if !isHeaderHidden { drawHeader(columns: rects, in: context) }
        scrollPosition.drawIndicator(
            in: context, viewport: viewport, contentHeight: rowLayout.contentHeight(rowCount: rowCount),
            isRightToLeft: isRightToLeft)
    }

    private func drawRow(_ row: Int, y: Double, columns rects: [(x: Double, width: Double)], in context: GraphicsContext) {
        let band = Rect(x: 0, y: y, width: bounds.width, height: rowHeight)
        let indicators = selection.mode.hasIndicators
        if !indicators && selection.isSelected(row) { context.fill(band, with: Self.selectionColor) }
        if row == selection.cursor {
            if indicators { context.fill(band, with: Self.selectionColor.withAlpha(0.12)) }
            if isFocused {
                context.stroke(roundedRect: band.insetBy(dx: 1, dy: 1), radius: 2, with: Color.systemBlue.withAlpha(0.6))
            }
        }
        for (index, column) in rects.enumerated() where column.width > 0 {
            if index == 0 && indicators {
                let side = ToggleIndicator.standardSide
                let box = Rect(x: column.x + Self.cellPadding, y: y + (rowHeight - side) / 2, width: side, height: side)
                let kind: ToggleIndicator = selection.mode == .checkBoxes ? .checkBox : .radioButton
                kind.draw(in: context, rect: box, isOn: selection.isSelected(row))
                continue
            }
            let cellLayout = columnLayout.cellLayout
            applyDirection(to: cellLayout)
            cellLayout.width = max(1, column.width - 2 * Self.cellPadding)
            cellLayout.setText(cell(atRow: row, column: index))
            let textY = y + (rowHeight - cellLayout.size.height) / 2
            let text = Rect(x: column.x + Self.cellPadding, y: textY, width: cellLayout.width ?? 0, height: 0)
            cellLayout.draw(in: context, at: leadingOrigin(of: cellLayout, in: text), color: .label)
        }
    }

    private func drawHeader(columns rects: [(x: Double, width: Double)], in context: GraphicsContext) {
        let band = Rect(x: 0, y: 0, width: bounds.width, height: rowHeight)
        context.fill(band, with: Self.headerColor)
        context.strokeLine(
            from: Point(x: 0, y: rowHeight - 0.5), to: Point(x: bounds.width, y: rowHeight - 0.5), with: .separator)
        let headerLayout = columnLayout.headerLayout
        applyDirection(to: headerLayout)
        for (index, column) in rects.enumerated() where column.width > 0 {
            headerLayout.width = max(1, column.width - 2 * Self.cellPadding)
            headerLayout.setText(columns[index].title)
            let textY = (rowHeight - headerLayout.size.height) / 2
            let text = Rect(x: column.x + Self.cellPadding, y: textY, width: headerLayout.width ?? 0, height: 0)
            headerLayout.draw(in: context, at: leadingOrigin(of: headerLayout, in: text), color: .label)
        }
    }
}
