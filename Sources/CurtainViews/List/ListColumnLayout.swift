import CurtainRendering

/// The widths of a ``ListView``'s columns, and the two Pango layouts (cells, and the semibold headers) that
/// measure them and then draw every cell.
///
/// Widths are measured once, on the headers and the first ``ListView/measuredRowLimit`` rows, when the
/// columns, rows or font change, and never while drawing; so opening and scrolling cost the same for any
/// length of list. The layouts are reused for every cell rather than made per cell, so this value shares
/// them with its copies: only the list that owns it should draw with it.
@MainActor struct ListColumnLayout {
    /// Space on either side of a cell's text.
    static let cellPadding = 8.0
    /// The widest a column is measured, so that one long cell cannot push the other columns out.
    static let maximumMeasuredWidth = 320.0

    /// The font of cells; headers use its semibold weight.
    var font: Font {
        didSet { cellLayout.font = font; headerLayout.font = font.withWeight(.semibold) }
    }
    /// The layout every cell is drawn with, ellipsised at the end.
    let cellLayout: TextLayout
    /// The layout every header is drawn with.
    let headerLayout: TextLayout
    /// The measured width of each column, padding included (0 when hidden).
    private(set) var widths: [Double] = []

    init(font: Font = .body) {
        self.font = font
        cellLayout = TextLayout(font: font)
        cellLayout.ellipsis = .end
        headerLayout = TextLayout(font: font.withWeight(.semibold))
        headerLayout.ellipsis = .end
    }

    /// The sum of the measured widths: what the list asks for.
    var totalWidth: Double { widths.reduce(0, +) }

    /// Measures `columns` on their titles and on the first `rows` rows, whose cells `text` gives; the first
    /// column of a check or radio list (`hasIndicators`) holds the indicator and its title only.
    mutating func measure(
        _ columns: [ListColumn], rows: Int, hasIndicators: Bool, text: (_ row: Int, _ column: Int) -> String
    ) {
        // Natural widths: drawing leaves each layout at the width of the last cell it drew.
        cellLayout.width = nil
        headerLayout.width = nil
        widths = columns.indices.map { index in
            if columns[index].isHidden { return 0 }
            headerLayout.setText(columns[index].title)
            if index == 0 && hasIndicators {
                return max(ToggleIndicator.standardSide, headerLayout.size.width) + 2 * Self.cellPadding
            }
            var width = headerLayout.size.width
            for row in 0..<rows {
                cellLayout.setText(text(row, index))
                width = max(width, cellLayout.size.width)
            }
            return min(width, Self.maximumMeasuredWidth).rounded(.up) + 2 * Self.cellPadding
        }
    }

    /// The x range of each of `columns` in a list `width` wide; hidden columns are empty, and the last
    /// shown one takes whatever room is left.
    func rects(of columns: [ListColumn], width: Double) -> [(x: Double, width: Double)] {
        var x = 0.0
        let lastShown = columns.indices.last { !columns[$0].isHidden }
        return columns.indices.map { index in
            guard !columns[index].isHidden else { return (x, 0) }
            var columnWidth = index < widths.count ? widths[index] : 0
            if index == lastShown { columnWidth = max(columnWidth, width - x) }
            defer { x += columnWidth }
            return (x, columnWidth)
        }
    }
}
