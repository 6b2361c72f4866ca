import CurtainRendering

/// Rows of views in aligned columns: a form's labels in one column and its fields in the next, as SwiftUI's
/// `Grid` or GTK's `GtkGrid` line them up.
///
/// Each column is as wide as its widest view; each row as tall as its tallest. Room to spare or missing is
/// shared by priority as in a ``StackView``: a column stretches when one of its views hugs its content less
/// than the views of the other columns (a text field beside labels), a row likewise (a list beside a label).
/// A view that stretches fills its cell; one that hugs its content is placed in it by the column's alignment
/// and ``rowAlignment``. `nil` leaves a cell empty; hidden views leave theirs empty too, and a row with nothing
/// visible takes no room.
/// In a right-to-left layout the first column is the rightmost.
///
/// ```swift
/// let form = GridView(rows: [
///     [Label(text: "Name"), nameField],
///     [Label(text: "Email"), emailField],
/// ])
/// form.columns[0].alignment = .trailing     // labels flush against their fields
/// ```
@MainActor public final class GridView: View {
    /// How one column sizes and places its views.
    public struct Column: Sendable, Hashable {
        /// Placement of each view within the column's width; `.fill` (the default) gives it the whole width.
        public var alignment: StackView.Alignment
        /// The narrowest the column gets when measuring.
        public var minimumWidth: Double
        /// The widest the column gets when measuring (room to spare can still widen it).
        public var maximumWidth: Double

        /// Creates a column description.
        public init(alignment: StackView.Alignment = .fill, minimumWidth: Double = 0, maximumWidth: Double = .infinity) {
            self.alignment = alignment
            self.minimumWidth = minimumWidth
            self.maximumWidth = maximumWidth
        }
    }

    /// The views, row by row; a row may be shorter than others.
    public private(set) var rows: [[View?]]
    /// One description per column, as many as the longest row.
    public var columns: [Column] { didSet { invalidateArrangement() } }
    /// Placement of each view within its row's height: `.center` by default, so a label sits level with the
    /// middle of its field; `.leading` is the top.
    public var rowAlignment = StackView.Alignment.center { didSet { setNeedsLayout() } }
    /// The gap between rows.
    public var rowSpacing = 8.0 { didSet { invalidateArrangement() } }
    /// The gap between columns.
    public var columnSpacing = 8.0 { didSet { invalidateArrangement() } }
    /// Padding between the grid's edges and its cells.
    public var insets = EdgeInsets.zero { didSet { invalidateArrangement() } }

    /// Creates a grid of `rows`, each a list of cells left to right (leading to trailing).
    public init(rows: [[View?]]) {
        self.rows = rows
        columns = Array(repeating: Column(), count: rows.map(\.count).max() ?? 0)
        super.init()
        for view in rows.joined() { if let view { addSubview(view) } }
    }

    /// Appends a row of cells; the grid gains columns if the row is longer than any before.
    public func addRow(_ cells: [View?]) {
        rows.append(cells)
        if cells.count > columns.count { columns += Array(repeating: Column(), count: cells.count - columns.count) }
        for view in cells { if let view { addSubview(view) } }
    }

    /// The grid stretches along an axis when one of its views does.
    public override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        visibleCells.map { $0.contentHuggingPriority(for: axis) }.min() ?? .defaultLow
    }

    public override func defaultContentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        visibleCells.map { $0.contentCompressionResistancePriority(for: axis) }.min() ?? .defaultHigh
    }

    private var visibleCells: [View] { visibleRows.joined().compactMap { $0 } }

    private func invalidateArrangement() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: - Measuring

    /// The rows that take room (something visible in them), with their visible cells by column.
    private var visibleRows: [[View?]] {
        rows.map { row in row.map { view in view.flatMap { $0.isHidden || $0.superview !== self ? nil : $0 } } }
            .filter { row in row.contains { $0 != nil } }
    }

    /// Each column's width: its widest view's, within the column's limits.
    private func columnWidths(_ rows: [[View?]]) -> [Double] {
        columns.indices.map { column in
            let widest =
                rows.compactMap { $0.indices.contains(column) ? $0[column] : nil }
                .map { $0.sizeThatFits(.unbounded).width.rounded(.up) }.max() ?? 0
            return min(max(widest, columns[column].minimumWidth), columns[column].maximumWidth)
        }
    }

    /// Each row's height, its views measured at their columns' widths.
    private func rowHeights(_ rows: [[View?]], widths: [Double]) -> [Double] {
        rows.map { row in
            row.indices.compactMap { column in
                row[column]?.sizeThatFits(Size(width: widths[column], height: .infinity)).height.rounded(.up)
            }.max() ?? 0
        }
    }

    private func spacing(_ count: Int, _ gap: Double) -> Double { gap * Double(max(0, count - 1)) }

    public override func sizeThatFits(_ proposal: Size) -> Size {
        if let preferredSize { return preferredSize }
        let rows = visibleRows
        var widths = columnWidths(rows)
        if proposal.width.isFinite {
            widths = share(widths, room: proposal.width - insets.left - insets.right - spacing(widths.count, columnSpacing)) {
                self.cells(inColumn: $0, of: rows)
            }
        }
        let heights = rowHeights(rows, widths: widths)
        return Size(
            width: widths.reduce(0, +) + spacing(widths.count, columnSpacing) + insets.left + insets.right,
            height: heights.reduce(0, +) + spacing(heights.count, rowSpacing) + insets.top + insets.bottom)
    }

    private func cells(inColumn column: Int, of rows: [[View?]]) -> [View] {
        rows.compactMap { $0.indices.contains(column) ? $0[column] : nil }
    }

    /// `lengths` stretched or squeezed to fill `room`, each line (column or row) by the least hugging and
    /// least resisting of its views along `axis`.
    private func share(
        _ lengths: [Double], room: Double, axis: LayoutAxis = .horizontal, views: (Int) -> [View]
    ) -> [Double] {
        let claims = lengths.indices.map { index in
            let members = views(index)
            return RoomSharing.Claim(
                length: lengths[index],
                hugging: members.map { $0.contentHuggingPriority(for: axis) }.min() ?? .required,
                resistance: members.map { $0.contentCompressionResistancePriority(for: axis) }.min() ?? .required)
        }
        return RoomSharing.lengths(claims, filling: max(0, room))
    }

    // MARK: - Layout

    public override func layoutSubviews() {
        let rows = visibleRows
        let content = bounds.inset(by: insets)
        let widths = share(columnWidths(rows), room: content.width - spacing(columns.count, columnSpacing)) {
            self.cells(inColumn: $0, of: rows)
        }
        let heights = share(
            rowHeights(rows, widths: widths), room: content.height - spacing(rows.count, rowSpacing), axis: .vertical
        ) {
            rows[$0].compactMap { $0 }
        }
        let mirrored = effectiveLayoutDirection == .rightToLeft
        var y = content.minY
        for (rowIndex, row) in rows.enumerated() {
            var x = content.minX
            for column in columns.indices {
                defer { x += widths[column] + columnSpacing }
                guard row.indices.contains(column), let view = row[column] else { continue }
                let cell = Rect(x: x, y: y, width: widths[column], height: heights[rowIndex])
                var frame = place(view, in: cell, alignment: columns[column].alignment)
                if mirrored { frame.origin.x = content.minX + content.maxX - frame.maxX }
                view.frame = frame
            }
            y += heights[rowIndex] + rowSpacing
        }
    }

    /// `view`'s frame in `cell`: across by the column's alignment, down by ``rowAlignment``. A view that
    /// stretches along an axis (hugging below ``LayoutPriority/defaultHigh``: a text field sideways, a list both
    /// ways) fills its cell along it, as a flexible view fills a SwiftUI grid's cell.
    private func place(_ view: View, in cell: Rect, alignment: StackView.Alignment) -> Rect {
        let fitted = view.sizeThatFits(Size(width: cell.width, height: .infinity))
        let stretches = { (axis: LayoutAxis) in view.contentHuggingPriority(for: axis) < .defaultHigh }
        let fillsWidth = alignment == .fill || stretches(.horizontal)
        let fillsHeight = rowAlignment == .fill || stretches(.vertical)
        let width = fillsWidth ? cell.width : min(fitted.width.rounded(.up), cell.width)
        let height = fillsHeight ? cell.height : min(fitted.height.rounded(.up), cell.height)
        return Rect(
            x: cell.minX + offset(of: width, in: cell.width, alignment),
            y: cell.minY + offset(of: height, in: cell.height, rowAlignment),
            width: width, height: height)
    }

    private func offset(of length: Double, in extent: Double, _ alignment: StackView.Alignment) -> Double {
        switch alignment {
        case .fill, .leading: 0
        case .center: ((extent - length) / 2).rounded()
        case .trailing: extent - length
        }
    }
}
