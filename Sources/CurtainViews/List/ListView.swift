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
@MainActor public final class ListView: View, ContentScrolling {
    /// The columns; in a check or radio list the first one holds the indicators.
    public var columns: [ListColumn] {
        didSet { columnsDidChange() }
    }
    /// The rows, one cell per column; missing cells show empty. Lists of the app's own values use
    /// ``setItems(_:columns:)`` instead, and read here as the text their columns give.
    public var rows: [[String]] {
        get { content.rows(columnCount: columns.count) }
        set { content = .strings(newValue) }
    }
    /// What the list shows: its strings or the app's items, read a cell at a time.
    var content: ListContent {
        didSet {
            selection.rowCount = content.rowCount
            columnsDidChange()
        }
    }
    /// How many rows the list has.
    public var rowCount: Int { content.rowCount }
    /// The selection and cursor.
    public var selection: ListSelection {
        didSet {
            guard selection != oldValue else { return }
            setNeedsDisplay()
            if isChoosing { onChange?(selection) }
            if selection.selectedRows != oldValue.selectedRows { postAccessibilityEvent(.selectionChanged) }
        }
    }
    /// Whether the header row is left out (zenity's `--hide-header`).
    public var isHeaderHidden: Bool {
        get { rowLayout.isHeaderHidden }
        set { rowLayout.isHeaderHidden = newValue }
    }
    /// Type-ahead matches text anywhere in a cell, not only at its start (zenity's `--mid-search`).
    public var searchesWithinText: Bool {
        get { typeAhead.matchesAnywhere }
        set { typeAhead.matchesAnywhere = newValue }
    }
    /// Called with the cursor row on Return or a double click.
    public var onActivate: (@MainActor (Int) -> Void)?
    /// Called with the new selection after the user changed it or moved its cursor, with keys, the pointer or an
    /// assistive technology; setting ``selection`` in code does not call it, as on every control.
    public var onChange: (@MainActor (ListSelection) -> Void)?
    /// Whether the user is changing the selection, which ``onChange`` reports.
    private var isChoosing = false

    /// Runs `change` as the user's, so that the selection it changes reaches ``onChange``.
    func asUser<Result>(_ change: () -> Result) -> Result {
        isChoosing = true
        defer { isChoosing = false }
        return change()
    }
    /// The font of cells and headers.
    public var font: Font {
        get { columnLayout.font }
        set { columnLayout.font = newValue; columnsDidChange() }
    }
    /// The height of one row.
    public var rowHeight: Double {
        get { rowLayout.rowHeight }
        set { rowLayout.rowHeight = newValue }
    }
    /// How many rows the preferred height shows at most before the list scrolls.
    public var maximumVisibleRows: Int {
        get { rowLayout.maximumVisibleRows }
        set { rowLayout.maximumVisibleRows = newValue }
    }
    /// How far the rows are scrolled, in points; kept between 0 and ``maximumContentOffset``.
    public var contentOffset: Double {
        get { scrollPosition.offset }
        set { scroll(to: newValue) }
    }

    /// How many rows column widths are measured on: enough to be right for short lists, few
    /// enough that opening costs the same for any length.
    public static let measuredRowLimit = 200
    /// Space on either side of a cell's text.
    public static let cellPadding = ListColumnLayout.cellPadding

    /// The row height, the header and the mapping between rows and y.
    var rowLayout = ListRowLayout() {
        didSet { if rowLayout != oldValue { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    }
    var scrollPosition = ScrollPosition()
    /// The column widths and the layouts cells and headers are drawn with.
    var columnLayout = ListColumnLayout()
    var typeAhead = ListTypeAhead()
    var doubleClick = DoubleClick()
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
        content = .strings(rows)
        selection = ListSelection(mode: selectionMode, rowCount: rows.count)
        super.init()
        backgroundColor = .white
        clipsToBounds = true
        columnsDidChange()
    }

    /// The chosen rows (selected or checked), in row order.
    public var selectedRows: [Int] { selection.selectedRows }

    /// The text of the cell at `row` and `column`, empty where the row is short.
    public func cell(atRow row: Int, column: Int) -> String { content.text(row: row, column: column) }

    /// The height of the header row, 0 when hidden.
    public var headerHeight: Double { rowLayout.headerHeight }

    /// The height the rows area shows.
    var visibleRowsHeight: Double { rowLayout.viewportHeight(in: bounds.height) }

    /// How far the rows can scroll.
    public var maximumContentOffset: Double {
        ScrollPosition.maximumOffset(
            contentHeight: rowLayout.contentHeight(rowCount: rowCount),
            viewportHeight: visibleRowsHeight)
    }

    /// How many whole rows fit, at least one: the step of Page Up and Page Down.
    public var rowsPerPage: Int { rowLayout.rowsPerPage(in: bounds.height) }

    /// Scrolls as little as possible to show `row` whole.
    public func scrollToRow(_ row: Int) {
        let top = rowLayout.top(of: row)
        contentOffset = scrollPosition.offset(showing: top, to: top + rowHeight, viewportHeight: visibleRowsHeight)
    }

    /// The row under a point in the view's coordinates, if any.
    public func row(at point: Point) -> Int? {
        rowLayout.row(atY: point.y, scrolledBy: contentOffset, rowCount: rowCount)
    }

    /// Wide enough for every shown column, tall enough for the rows up to ``maximumVisibleRows``.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        if let preferredSize { return preferredSize }
        return Size(width: columnLayout.totalWidth, height: rowLayout.preferredHeight(rowCount: rowCount))
    }

    public override var canBecomeFocused: Bool { true }

    public override func draw(in context: GraphicsContext) { drawList(in: context) }

    public override func handleKey(_ event: KeyEvent) -> Bool { asUser { handleListKey(event) } }

    public override func handlePointer(_ event: PointerEvent) -> Bool { asUser { handleListPointer(event) } }

    public override func layoutSubviews() {
        contentOffset = min(contentOffset, maximumContentOffset)
    }

    private func columnsDidChange() {
        columnLayout.measure(
            columns, rows: min(content.rowCount, Self.measuredRowLimit), hasIndicators: selection.mode.hasIndicators,
            text: content.text(row:column:))
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
