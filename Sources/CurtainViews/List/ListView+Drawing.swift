import CurtainRendering

/// Measuring and drawing: only the rows in the visible band are drawn.
extension ListView {
    static let selectionColor = Color.systemBlue.withAlpha(0.22)
    static let headerColor = Color(white: 0.96)

    /// The x range of each column; hidden columns are empty, the last shown one takes the rest.
    func columnRects() -> [(x: Double, width: Double)] {
        var x = 0.0
        let lastShown = columns.indices.last { !columns[$0].isHidden }
        return columns.indices.map { index in
            guard !columns[index].isHidden else { return (x, 0) }
            var width = index < columnWidths.count ? columnWidths[index] : 0
            if index == lastShown { width = max(width, bounds.width - x) }
            defer { x += width }
            return (x, width)
        }
    }

    /// Widths from the headers and the first ``measuredRowLimit`` rows, capped so that one
    /// long cell cannot push the other columns out.
    func measureColumns() -> [Double] {
        let sample = rows.prefix(Self.measuredRowLimit)
        return columns.indices.map { index in
            if columns[index].isHidden { return 0 }
            if index == 0 && selection.mode.hasIndicators {
                headerLayout.setText(columns[index].title)
                return max(ToggleIndicator.standardSide, headerLayout.size.width) + 2 * Self.cellPadding
            }
            headerLayout.setText(columns[index].title)
            var width = headerLayout.size.width
            for cells in sample where index < cells.count {
                cellLayout.setText(cells[index])
                width = max(width, cellLayout.size.width)
            }
            return min(width, 320).rounded(.up) + 2 * Self.cellPadding
        }
    }

    /// Draws the header and the rows in the visible band only.
    func drawList(in context: GraphicsContext) {
        let rects = columnRects()
        let first = max(0, Int(contentOffset / rowHeight))
        let last = min(rows.count, Int(((contentOffset + visibleRowsHeight) / rowHeight).rounded(.up)))
        drawnRows = first..<max(first, last)
        context.save()
        context.clip(to: Rect(x: 0, y: headerHeight, width: bounds.width, height: visibleRowsHeight))
        for row in drawnRows {
            drawRow(row, y: headerHeight + Double(row) * rowHeight - contentOffset, columns: rects, in: context)
        }
        context.restore()
        if !isHeaderHidden { drawHeader(columns: rects, in: context) }
        drawScrollIndicator(in: context)
    }

    private func drawRow(_ row: Int, y: Double, columns rects: [(x: Double, width: Double)], in context: GraphicsContext) {
        let band = Rect(x: 0, y: y, width: bounds.width, height: rowHeight)
        let indicators = selection.mode.hasIndicators
        if !indicators && selection.isSelected(row) { context.fill(band, with: Self.selectionColor) }
        if row == selection.cursor {
            if indicators { context.fill(band, with: Self.selectionColor.withAlpha(0.12)) }
            if isFocused { context.stroke(roundedRect: band.insetBy(dx: 1, dy: 1), radius: 2, with: Color.systemBlue.withAlpha(0.6)) }
        }
        for (index, column) in rects.enumerated() where column.width > 0 {
            if index == 0 && indicators {
                let side = ToggleIndicator.standardSide
                let box = Rect(x: column.x + Self.cellPadding, y: y + (rowHeight - side) / 2, width: side, height: side)
                let kind: ToggleIndicator = selection.mode == .checkBoxes ? .checkBox : .radioButton
                kind.draw(in: context, rect: box, isOn: selection.isSelected(row))
                continue
            }
            cellLayout.width = max(1, column.width - 2 * Self.cellPadding)
            cellLayout.setText(cell(row, index))
            let textY = y + (rowHeight - cellLayout.size.height) / 2
            cellLayout.draw(in: context, at: Point(x: column.x + Self.cellPadding, y: textY), color: .label)
        }
    }

    private func drawHeader(columns rects: [(x: Double, width: Double)], in context: GraphicsContext) {
        let band = Rect(x: 0, y: 0, width: bounds.width, height: rowHeight)
        context.fill(band, with: Self.headerColor)
        context.strokeLine(from: Point(x: 0, y: rowHeight - 0.5), to: Point(x: bounds.width, y: rowHeight - 0.5), with: .separator)
        for (index, column) in rects.enumerated() where column.width > 0 {
            headerLayout.width = max(1, column.width - 2 * Self.cellPadding)
            headerLayout.setText(columns[index].title)
            let textY = (rowHeight - headerLayout.size.height) / 2
            headerLayout.draw(in: context, at: Point(x: column.x + Self.cellPadding, y: textY), color: .label)
        }
    }

    private func drawScrollIndicator(in context: GraphicsContext) {
        let total = Double(rows.count) * rowHeight
        let visible = visibleRowsHeight
        guard maximumContentOffset > 0.5, visible > 8 else { return }
        let length = max(24, visible * visible / total)
        let y = headerHeight + 2 + (visible - length - 4) * contentOffset / maximumContentOffset
        context.fill(roundedRect: Rect(x: bounds.width - 5, y: y, width: 3, height: length), radius: 1.5,
                     with: Color(white: 0, alpha: 0.35))
    }
}
