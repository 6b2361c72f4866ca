import CurtainInput
import CurtainRendering

/// A month grid the user picks a day from, as GTK's calendar shows one.
///
/// A header names the month and year between a previous and a next button; below it, the weekday names and six weeks
/// of days, the neighbouring months' days faded. Weeks start on the locale's first weekday (``Names/current``); right
/// to left (``View/effectiveLayoutDirection``), the days run from the right and the buttons swap sides.
///
/// As in GTK, the keyboard moves a cursor (``cursorDate``, ringed while the calendar has the focus) and Space chooses
/// the day under it: the arrows move the cursor by a day (Left and Right mirrored right to left) or a week, Home and
/// End to the month's first and last day. The month follows the cursor: when it leaves the month, the calendar turns
/// to the next or previous one, and the chosen day moves with it to the same day of that month, as GTK's does.
/// Page Up and Page Down (or Control with Left and Right) turn the month, Control with Up and Down the year. Pointer:
/// a click on a day chooses it, on the header's buttons turns the month; the wheel turns the month. Each change of
/// the chosen day the user makes runs ``onChange``.
///
/// ```swift
/// let calendar = CalendarView(date: CalendarDate(year: 2026, month: 12, day: 24))
/// calendar.onChange = { date in print(date) }   // 2026-12-25 after Right and Space
/// ```
@MainActor open class CalendarView: View {
    /// The colours a calendar paints with.
    public struct Colors: Sendable, Hashable {
        /// The chosen day's fill and the focus ring.
        public var tint: Color
        /// The chosen day's number.
        public var selectedText: Color
        /// The days of the shown month, the header and the weekday names.
        public var text: Color
        /// The neighbouring months' days and the weekday names.
        public var secondaryText: Color
        /// The ring around today.
        public var today: Color

        /// Creates a colour set; every value has a light default.
        ///
        /// - Parameters:
        ///   - tint: the chosen day's fill and the focus ring.
        ///   - selectedText: the chosen day's number.
        ///   - text: the month's days and the header.
        ///   - secondaryText: other months' days and the weekday names.
        ///   - today: the ring around today.
        public init(
            tint: Color = .systemBlue, selectedText: Color = .white, text: Color = .label,
            secondaryText: Color = Color(white: 0.55), today: Color = Color(white: 0, alpha: 0.35)
        ) {
            self.tint = tint
            self.selectedText = selectedText
            self.text = text
            self.secondaryText = secondaryText
            self.today = today
        }

        /// Black days, a blue chosen day.
        public static let light = Colors()

        /// White days and a brighter blue, for dark windows and cards.
        public static let dark = Colors(
            tint: .darkSystemBlue, selectedText: .white, text: .white, secondaryText: Color(white: 0.5),
            today: Color(white: 1, alpha: 0.4))
    }

    // MARK: - State

    /// The chosen day; the grid shows its month. Setting it draws and tells assistive tools, but does not run
    /// ``onChange``, which only the user's changes run.
    public var date: CalendarDate {
        didSet {
            guard date != oldValue else { return }
            cursorDate = date
            setNeedsDisplay()
            postAccessibilityEvent(.nameChanged)
        }
    }

    /// The day under the keyboard's cursor, in the shown month: Space chooses it. Choosing a day puts the cursor on it.
    public private(set) var cursorDate: CalendarDate

    /// Runs after the user chose another day (a key, a click, the header's buttons or the wheel), with the new day.
    public var onChange: (@MainActor (CalendarDate) -> Void)?

    /// The month and weekday names and the first weekday; ``Names/current`` by default.
    public var names: Names {
        didSet { setNeedsDisplay() }
    }

    /// The day ringed as today; ``CalendarDate/today`` when the calendar was made.
    public var today: CalendarDate? = CalendarDate.today {
        didSet { setNeedsDisplay() }
    }

    /// Disabled calendars are drawn faded, ignore input and leave the focus chain.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled && isFocused { rootView?.focus(nil) }
            setNeedsDisplay()
        }
    }

    /// The colours; ``Colors/light`` by default.
    public var colors = Colors.light {
        didSet { setNeedsDisplay() }
    }

    let textLayout = TextLayout(font: .body)
    let headerLayout = TextLayout(font: Font(size: 14, weight: .bold))

    /// Creates a calendar showing `date`'s month with `date` chosen.
    ///
    /// - Parameters:
    ///   - date: the day chosen at first; today by default.
    ///   - names: the month and weekday names and the first weekday; the locale's by default.
    public init(date: CalendarDate = .today, names: Names = .current) {
        self.date = date
        cursorDate = date
        self.names = names
        super.init()
    }

    /// Chooses `newDate` as the user does: ``onChange`` runs when the day changed.
    ///
    /// - Parameter newDate: the day to choose; the grid turns to its month.
    public func setDateAsUser(_ newDate: CalendarDate) {
        guard newDate != date else { return }
        date = newDate
        onChange?(newDate)
    }

    /// Moves the keyboard's cursor to `day`; a day of another month turns the calendar to it, taking the chosen day
    /// to the same day of that month (GTK's calendar moves so), which runs ``onChange``.
    ///
    /// - Parameter day: the day to put the cursor on.
    public func moveCursor(to day: CalendarDate) {
        if day.month != date.month || day.year != date.year {
            setDateAsUser(CalendarDate(year: day.year, month: day.month, day: date.day))
        }
        cursorDate = day
        setNeedsDisplay()
    }

    /// Turns the calendar by `months`, the chosen day going along to the same day of that month, and the cursor too.
    func turn(byMonths months: Int) {
        let cursorDay = cursorDate.day
        setDateAsUser(date.adding(months: months))
        cursorDate = CalendarDate(year: date.year, month: date.month, day: cursorDay)
        setNeedsDisplay()
    }

    // MARK: - Input (CalendarView+Input.swift)

    public override var canBecomeFocused: Bool { isEnabled }

    /// Takes the focus on a click, as GTK's calendar does.
    public override var focusesOnClick: Bool { isEnabled }

    open override func handleKey(_ event: KeyEvent) -> Bool { handleCalendarKey(event) }

    open override func handlePointer(_ event: PointerEvent) -> Bool { handleCalendarPointer(event) }

    // MARK: - The grid

    /// The days the grid shows, six weeks row by row from the week of the month's first day, in reading order (the
    /// first column is the locale's first weekday).
    public var visibleDays: [CalendarDate] {
        let first = date.firstOfMonth
        let lead = (first.weekday - names.firstWeekday + 7) % 7
        let start = first.adding(days: -lead)
        return (0..<42).map { start.adding(days: $0) }
    }

    /// The short weekday names in the order of the grid's columns.
    public var columnWeekdayNames: [String] {
        (0..<7).map {
            names.weekdays.indices.contains(($0 + names.firstWeekday) % 7) ? names.weekdays[($0 + names.firstWeekday) % 7] : ""
        }
    }

    /// The header's text: the month's name and the year.
    public var monthTitle: String {
        let name = names.months.indices.contains(date.month - 1) ? names.months[date.month - 1] : String(date.month)
        return "\(name) \(date.year)"
    }

    // MARK: - Layout

    /// The size of a day's cell.
    static let cellSize = Size(width: 34, height: 26)
    /// The header's height, with the month and the buttons.
    static let headerHeight = 30.0
    /// The weekday names' row.
    static let namesHeight = 22.0
    /// Room around the grid for the focus ring.
    static let inset = 3.0

    /// Seven cells wide, at least; the header, the names and six weeks tall.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        if let preferredSize { return preferredSize }
        let natural = 7 * Self.cellSize.width + 2 * Self.inset
        let width = max(natural, proposal.width.isFinite ? min(proposal.width, 2 * natural) : natural)
        return Size(width: width, height: Self.headerHeight + Self.namesHeight + 6 * Self.cellSize.height + 2 * Self.inset)
    }

    /// The width of one column: the bounds shared by seven.
    var columnWidth: Double { max(0, bounds.width - 2 * Self.inset) / 7 }

    /// The rectangle of the cell at `index` (0 to 41, reading order), in the view's direction.
    func cellRect(at index: Int) -> Rect {
        let column = index % 7, row = index / 7
        let rect = Rect(
            x: Self.inset + Double(column) * columnWidth,
            y: Self.inset + Self.headerHeight + Self.namesHeight + Double(row) * Self.cellSize.height,
            width: columnWidth, height: Self.cellSize.height)
        return directional(rect)
    }

    /// The weekday name's rectangle above column `column`.
    func nameRect(at column: Int) -> Rect {
        directional(
            Rect(
                x: Self.inset + Double(column) * columnWidth, y: Self.inset + Self.headerHeight, width: columnWidth,
                height: Self.namesHeight))
    }

    /// The previous-month button at the header's leading end, the next-month button at its trailing end.
    func headerButtonRect(next: Bool) -> Rect {
        let side = Self.headerHeight - 4
        let leading = Rect(x: Self.inset, y: Self.inset + 2, width: side, height: side)
        let trailing = Rect(x: bounds.width - Self.inset - side, y: Self.inset + 2, width: side, height: side)
        return directional(next ? trailing : leading)
    }

    // MARK: - Drawing

    /// Draws the header with its buttons, the weekday names and the days, the chosen one filled and today ringed.
    open override func draw(in context: GraphicsContext) {
        let look = colors
        let text = isEnabled ? look.text : look.secondaryText
        headerLayout.setText(monthTitle)
        let titleSize = headerLayout.size
        headerLayout.draw(
            in: context,
            at: Point(
                x: (bounds.width - titleSize.width) / 2, y: Self.inset + (Self.headerHeight - titleSize.height) / 2),
            color: text)
        for next in [false, true] {
            drawChevron(in: context, rect: headerButtonRect(next: next), pointsRight: next != isRightToLeft, color: text)
        }
        for (column, name) in columnWeekdayNames.enumerated() {
            drawCentered(name, in: nameRect(at: column), context: context, color: look.secondaryText)
        }
        for (index, day) in visibleDays.enumerated() {
            let cell = cellRect(at: index)
            let inMonth = day.month == date.month
            let mark = cell.insetBy(dx: 2, dy: 1)
            if day == date {
                context.fill(roundedRect: mark, radius: 5, with: isEnabled ? look.tint : look.secondaryText)
            } else if day == today {
                context.stroke(roundedRect: mark.insetBy(dx: 0.5, dy: 0.5), radius: 5, with: look.today)
            }
            if isFocused && day == cursorDate {
                context.stroke(
                    roundedRect: mark.insetBy(dx: -1.5, dy: -1.5), radius: 6.5, with: look.tint.withAlpha(0.6),
                    lineWidth: 2)
            }
            let color = day == date ? look.selectedText : (inMonth ? text : look.secondaryText)
            drawCentered(String(day.day), in: cell, context: context, color: color)
        }
    }

    private func drawCentered(_ string: String, in rect: Rect, context: GraphicsContext, color: Color) {
        textLayout.setText(string)
        let size = textLayout.size
        textLayout.draw(
            in: context, at: Point(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2), color: color)
    }

    private func drawChevron(in context: GraphicsContext, rect: Rect, pointsRight: Bool, color: Color) {
        let half = 4.0
        let tip = pointsRight ? rect.midX + half / 2 : rect.midX - half / 2
        let back = pointsRight ? tip - half : tip + half
        context.strokeLine(
            from: Point(x: back, y: rect.midY - half), to: Point(x: tip, y: rect.midY), with: color, lineWidth: 1.5)
        context.strokeLine(
            from: Point(x: tip, y: rect.midY), to: Point(x: back, y: rect.midY + half), with: color, lineWidth: 1.5)
    }
}

/// A calendar reads as a `table` named by its month, as GTK's does: seven column headers (the weekday names), then
/// the 42 days row by row as `table cell`s named by their number, the chosen one `selected`.
extension CalendarView: AccessibleItemContainer {
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .table, name: monthTitle, isEnabled: isEnabled)
    }

    package var accessibleItemCount: Int { 7 + 42 }

    package func accessibleItem(at index: Int) -> AccessibilityElement {
        guard index >= 7 else {
            return AccessibilityElement(role: .tableColumnHeader, name: columnWeekdayNames[index])
        }
        let day = visibleDays[index - 7]
        var states: AccessibilityStates = [.selectable]
        if day == date { states.insert(.selected) }
        return AccessibilityElement(
            role: .tableCell, name: String(day.day), actionName: "click", isEnabled: isEnabled, states: states)
    }

    package func accessibleItemFrame(at index: Int) -> Rect? {
        index < 7 ? nameRect(at: index) : cellRect(at: index - 7)
    }

    /// `click` on a day chooses it, as a click does.
    package func performAccessibleItemAction(at index: Int) {
        guard index >= 7, isEnabled else { return }
        setDateAsUser(visibleDays[index - 7])
    }
}
