/// Where a ``ListView``'s rows sit: every row is one height, under a header row of the same height unless
/// it is hidden, so a row's place and the row at a place are arithmetic rather than a search, and a list of
/// 100,000 rows costs no more to draw or hit-test than one of ten.
///
/// Drawing, hit testing, paging and the preferred size all read the rows through this one mapping.
struct ListRowLayout: Equatable {
    /// The height of one row, and of the header.
    var rowHeight = 28.0
    /// Whether the header row is left out (zenity's `--hide-header`).
    var isHeaderHidden = false
    /// How many rows the preferred height shows at most before the list scrolls.
    var maximumVisibleRows = 10

    /// The height of the header row, 0 when hidden.
    var headerHeight: Double { isHeaderHidden ? 0 : rowHeight }

    /// The height of all of `rowCount` rows: what scrolls.
    func contentHeight(rowCount: Int) -> Double { Double(rowCount) * rowHeight }

    /// The height the rows get in a view `height` tall: what is left under the header.
    func viewportHeight(in height: Double) -> Double { max(0, height - headerHeight) }

    /// How many whole rows fit in a view `height` tall, at least one: the step of Page Up and Page Down.
    func rowsPerPage(in height: Double) -> Int { max(1, Int(viewportHeight(in: height) / rowHeight)) }

    /// The top of `row` in content coordinates (the rows' own, unscrolled).
    func top(of row: Int) -> Double { Double(row) * rowHeight }

    /// The y of `row`'s top in the view, scrolled by `offset`.
    func y(of row: Int, scrolledBy offset: Double) -> Double { headerHeight + top(of: row) - offset }

    /// The row at `y` in the view, scrolled by `offset`, if there is one of `rowCount` rows there.
    func row(atY y: Double, scrolledBy offset: Double, rowCount: Int) -> Int? {
        guard y >= headerHeight else { return nil }
        let row = Int((y - headerHeight + offset) / rowHeight)
        return row >= 0 && row < rowCount ? row : nil
    }

    /// The rows that show, even in part, in a view `height` tall scrolled by `offset`.
    func visibleRows(in height: Double, scrolledBy offset: Double, rowCount: Int) -> Range<Int> {
        let first = max(0, Int(offset / rowHeight))
        let last = min(rowCount, Int(((offset + viewportHeight(in: height)) / rowHeight).rounded(.up)))
        return first..<max(first, last)
    }

    /// The height that shows the header and up to ``maximumVisibleRows`` of `rowCount` rows (one at least,
    /// so that an empty list still looks like a list).
    func preferredHeight(rowCount: Int) -> Double {
        headerHeight + Double(min(max(rowCount, 1), maximumVisibleRows)) * rowHeight
    }
}
