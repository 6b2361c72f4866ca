import CurtainInput
import CurtainRendering

/// A list of rows in columns, with headers, selection, check boxes or radio buttons, keyboard
/// navigation and type-ahead: the widget behind `curtain list` and zenity's `--list`.
///
/// Drawing is virtualised: only the rows inside the visible band are laid out and drawn, and
/// column widths are measured on the first ``measuredRowLimit`` rows, so a list of 100,000 rows
/// opens as fast as one of ten. The view scrolls itself (wheel, keys); put it in a plain
/// container, not a ``ScrollView``.
///
/// Keys (when focused): Up/Down, Page Up/Page Down, Home/End move the cursor; Shift extends and
/// Ctrl moves without selecting in a multiple selection; Space toggles the cursor row; Return
/// (and a double click) calls ``onActivate``; printable text jumps to the next row whose first
/// shown text column starts with it (or contains it, with ``searchesWithinText``).
///
/// ```swift
/// let list = ListView(columns: [ListColumn("Pick"), ListColumn("Fruit")],
///                     rows: [["", "Apple"], ["", "Pear"]], selectionMode: .checkBoxes)
/// list.onActivate = { _ in print(list.selectedRows) }
/// window.contentView.addSubview(list)
/// list.becomeFocused()
/// ```
public final class ListView: View, ContentScrolling {
    /// The columns; in a check or radio list the first one holds the indicators.
    public var columns: [ListColumn] {
        didSet { columnsDidChange() }
    }
    /// The rows, one cell per column; missing cells show empty.
    public var rows: [[String]] {
        didSet {
            selection.rowCount = rows.count
            columnsDidChange()
        }
    }
    /// The selection and cursor.
    public var selection: ListSelection {
        didSet {
            guard selection != oldValue else { return }
            setNeedsDisplay()
            onSelectionChange?()
            if selection.selectedRows != oldValue.selectedRows { postAccessibilityEvent(.selectionChanged) }
        }
    }
    /// Whether the header row is left out (zenity's `--hide-header`).
    public var isHeaderHidden = false {
        didSet { if isHeaderHidden != oldValue { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    }
    /// Type-ahead matches text anywhere in a cell, not only at its start (zenity's `--mid-search`).
    public var searchesWithinText = false
    /// Called with the cursor row on Return or a double click.
    public var onActivate: ((Int) -> Void)?
    /// Called after the selection or cursor changed.
    public var onSelectionChange: (() -> Void)?
    /// The font of cells and headers.
    public var font: Font = .body {
        didSet { cellLayout.font = font; headerLayout.font = font.withWeight(.semibold); columnsDidChange() }
    }
    /// The height of one row.
    public var rowHeight = 28.0 {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }
    /// How many rows the preferred height shows at most before the list scrolls.
    public var maximumVisibleRows = 10 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// How far the rows are scrolled, in points.
    public var contentOffset = 0.0 {
        didSet {
            let clamped = min(max(0, contentOffset), maximumContentOffset)
            if clamped != contentOffset { contentOffset = clamped }
            if contentOffset != oldValue { setNeedsDisplay() }
        }
    }

    /// How many rows column widths are measured on: enough to be right for short lists, few
    /// enough that opening costs the same for any length.
    public static let measuredRowLimit = 200
    /// Space on either side of a cell's text.
    public static let cellPadding = 8.0

    let cellLayout: TextLayout
    let headerLayout: TextLayout
    /// The measured width of each column (0 when hidden); the last shown one takes the rest.
    var columnWidths: [Double] = []
    var typeAhead = ListTypeAhead()
    var lastPress: (row: Int, time: ContinuousClock.Instant)?
    /// The rows drawn by the last ``draw(in:)``: the virtualisation's witness in tests.
    package var drawnRows: Range<Int> = 0..<0

    /// Creates a list.
    ///
    /// - Parameters:
    ///   - columns: the columns, at least one.
    ///   - rows: the rows, one cell per column.
    ///   - selectionMode: how rows are chosen.
    public init(columns: [ListColumn], rows: [[String]] = [], selectionMode: ListSelection.Mode = .single) {
        self.columns = columns
        self.rows = rows
        selection = ListSelection(mode: selectionMode, rowCount: rows.count)
        cellLayout = TextLayout(font: .body)
        cellLayout.ellipsis = .end
        headerLayout = TextLayout(font: Font.body.withWeight(.semibold))
        headerLayout.ellipsis = .end
        super.init()
        backgroundColor = .white
        clipsToBounds = true
        columnsDidChange()
    }

    /// The chosen rows (selected or checked), in row order.
    public var selectedRows: [Int] { selection.selectedRows }

    /// The cell at `row`, `column`, empty where the row is short.
    public func cell(_ row: Int, _ column: Int) -> String {
        let cells = rows[row]
        return column < cells.count ? cells[column] : ""
    }

    /// The height of the header row, 0 when hidden.
    public var headerHeight: Double { isHeaderHidden ? 0 : rowHeight }

    /// The height the rows area shows.
    var visibleRowsHeight: Double { max(0, bounds.height - headerHeight) }

    /// How far the rows can scroll.
    public var maximumContentOffset: Double {
        max(0, Double(rows.count) * rowHeight - visibleRowsHeight)
    }

    /// How many whole rows fit, at least one: the step of Page Up and Page Down.
    public var rowsPerPage: Int { max(1, Int(visibleRowsHeight / rowHeight)) }

    /// Scrolls as little as possible to show `row` whole.
    public func scrollToRow(_ row: Int) {
        let top = Double(row) * rowHeight
        if top < contentOffset { contentOffset = top }
        if top + rowHeight > contentOffset + visibleRowsHeight { contentOffset = top + rowHeight - visibleRowsHeight }
    }

    /// The row under a point in the view's coordinates, if any.
    public func row(at point: Point) -> Int? {
        guard point.y >= headerHeight else { return nil }
        let row = Int((point.y - headerHeight + contentOffset) / rowHeight)
        return row >= 0 && row < rows.count ? row : nil
    }

    /// Wide enough for every shown column, tall enough for the rows up to ``maximumVisibleRows``.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        if let preferredSize { return preferredSize }
        let width = columnWidths.reduce(0, +)
        let shown = Double(min(max(rows.count, 1), maximumVisibleRows))
        return Size(width: width, height: headerHeight + shown * rowHeight)
    }

    public override var canBecomeFocused: Bool { true }

    public override func draw(in context: GraphicsContext) { drawList(in: context) }

    public override func handleKey(_ event: KeyEvent) -> Bool { handleListKey(event) }

    public override func handlePointer(_ event: PointerEvent) -> Bool { handleListPointer(event) }

    public override func layoutSubviews() {
        contentOffset = min(contentOffset, maximumContentOffset)
    }

    private func columnsDidChange() {
        columnWidths = measureColumns()
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
