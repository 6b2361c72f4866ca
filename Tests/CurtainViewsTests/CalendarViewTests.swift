import CurtainTestSupport
import CurtainViews
import Glibc
import Testing
import CurtainInput
import CurtainRendering

@Suite("CalendarView and CalendarDate")
@MainActor
struct CalendarViewTests {
    /// A calendar on 24 December 2026 (a Thursday) in a root, focused, recording what the user chooses.
    @MainActor private final class Fixture {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 300, height: 260))
        let calendar: CalendarView
        var changes: [String] = []

        init(
            _ date: CalendarDate = CalendarDate(year: 2026, month: 12, day: 24), names: CalendarView.Names = .english,
            direction: LayoutDirection = .leftToRight
        ) {
            calendar = CalendarView(date: date, names: names)
            calendar.today = nil
            root.clearColor = .white
            root.layoutDirection = direction
            calendar.frame = Rect(origin: Point(x: 10, y: 10), size: calendar.intrinsicContentSize)
            calendar.onChange = { [unowned self] in changes.append($0.description) }
            root.addSubview(calendar)
            _ = calendar.becomeFocused()
        }

        @discardableResult
        func key(_ keysym: Keysym, modifiers: KeyModifiers = []) -> Bool {
            root.handleKeyEvent(KeyEvent(keysym: keysym, modifiers: modifiers))
        }

        func click(cell index: Int) {
            let rect = calendar.convert(calendarCell(index), to: nil)
            root.handlePointerEvent(PointerEvent(kind: .press(.left), x: rect.midX, y: rect.midY))
            root.handlePointerEvent(PointerEvent(kind: .release(.left), x: rect.midX, y: rect.midY))
        }

        func calendarCell(_ index: Int) -> Rect {
            let item = calendar.accessibleItemFrame(at: 7 + index)
            return item ?? .zero
        }
    }

    @Test("leap years: every fourth, not centuries, but every fourth century")
    func leapYears() {
        #expect(CalendarDate.isLeapYear(2024) && CalendarDate.isLeapYear(2000) && CalendarDate.isLeapYear(1600))
        #expect(!CalendarDate.isLeapYear(2026) && !CalendarDate.isLeapYear(1900) && !CalendarDate.isLeapYear(2100))
        #expect(CalendarDate.numberOfDays(inMonth: 2, year: 2024) == 29)
        #expect(CalendarDate.numberOfDays(inMonth: 2, year: 1900) == 28)
        #expect(CalendarDate(year: 2023, month: 2, day: 29).description == "2023-02-28", "the day is brought into the month")
    }

    @Test("month arithmetic keeps the day, or takes the shorter month's last; days cross months and years")
    func arithmetic() {
        let january = CalendarDate(year: 2024, month: 1, day: 31)
        #expect(january.adding(months: 1).description == "2024-02-29")
        #expect(CalendarDate(year: 2025, month: 1, day: 31).adding(months: 1).description == "2025-02-28")
        #expect(january.adding(months: -1).description == "2023-12-31")
        #expect(january.adding(months: 13).description == "2025-02-28")
        #expect(january.adding(months: -25).description == "2021-12-31")
        #expect(CalendarDate(year: 2024, month: 2, day: 29).adding(years: 1).description == "2025-02-28")
        #expect(CalendarDate(year: 2024, month: 2, day: 28).adding(days: 1).description == "2024-02-29")
        #expect(CalendarDate(year: 2023, month: 2, day: 28).adding(days: 1).description == "2023-03-01")
        #expect(CalendarDate(year: 2026, month: 12, day: 31).adding(days: 1).description == "2027-01-01")
        #expect(CalendarDate(year: 2000, month: 3, day: 1).adding(days: -1).description == "2000-02-29")
        #expect(CalendarDate(year: 1, month: 1, day: 1).adding(days: -5).description == "0001-01-01", "kept in range")
        // Every day for 800 years survives the round trip through its day number, one after the other.
        var date = CalendarDate(year: 1700, month: 1, day: 1)
        var count = 0
        while date.year < 2500 {
            let next = date.adding(days: 1)
            #expect(next > date)
            date = next
            count += 1
        }
        #expect(count == 800 * 365 + 194, "194 leap days from 1700 to 2499")
    }

    @Test("weekdays, 0 for Sunday, as tm_wday counts")
    func weekdays() {
        #expect(CalendarDate(year: 2026, month: 12, day: 24).weekday == 4)
        #expect(CalendarDate(year: 2000, month: 1, day: 1).weekday == 6)
        #expect(CalendarDate(year: 1970, month: 1, day: 1).weekday == 4)
        #expect(CalendarDate(year: 2024, month: 2, day: 29).weekday == 4)
    }

    @Test("the grid starts on the first weekday: Sunday 29 November for December 2026, Monday 30 November from Monday")
    func gridStart() {
        let sunday = Fixture()
        #expect(sunday.calendar.visibleDays.first?.description == "2026-11-29")
        #expect(sunday.calendar.columnWeekdayNames.first == "Sun" && sunday.calendar.visibleDays.count == 42)
        var monday = CalendarView.Names.english
        monday.firstWeekday = 1
        let german = Fixture(names: monday)
        #expect(german.calendar.visibleDays.first?.description == "2026-11-30")
        #expect(german.calendar.columnWeekdayNames == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        var saturday = CalendarView.Names.english
        saturday.firstWeekday = 6
        #expect(Fixture(names: saturday).calendar.visibleDays.first?.description == "2026-11-28")
        #expect(Fixture(CalendarDate(year: 2026, month: 2, day: 1)).calendar.visibleDays.first?.description == "2026-02-01")
    }

    @Test("the locale's first weekday and names: Sunday in C, Monday in German, Saturday in Egyptian Arabic")
    func localeFirstWeekday() throws {
        #expect(CalendarView.Names.current.firstWeekday == 0, "the test process's locale is C")
        for (locale, first, january) in [("de_DE.UTF-8", 1, "Januar"), ("ar_EG.UTF-8", 6, "يناير")] {
            // uselocale changes this thread's locale only, so no other test's dates move meanwhile.
            guard let time = newlocale(LC_TIME_MASK, locale, nil) else {
                Issue.record("the locale \(locale) is missing: scripts/setup-test generates it")
                continue
            }
            let saved = uselocale(time)
            let names = CalendarView.Names.current
            uselocale(saved)
            freelocale(time)
            #expect(names.firstWeekday == first && names.months.first == january, "\(locale)")
        }
        #expect(CalendarView.Names.current == .english)
    }

    @Test("the arrows move the cursor and Space chooses its day; leaving the month turns it, taking the day along")
    func keys() {
        let f = Fixture()
        f.key(.right)
        #expect(f.calendar.cursorDate.description == "2026-12-25" && f.calendar.date.description == "2026-12-24")
        #expect(f.changes.isEmpty, "the cursor alone chooses nothing, as in GTK")
        f.key(.space)
        #expect(f.calendar.date.description == "2026-12-25")
        f.key(.down)
        #expect(f.calendar.cursorDate.description == "2027-01-01")
        #expect(f.calendar.date.description == "2027-01-25", "the month follows the cursor, the chosen day goes along")
        f.key(.space)
        f.key(.pageUp)
        #expect(f.calendar.date.description == "2026-12-01" && f.calendar.cursorDate == f.calendar.date)
        f.key(.pageDown, modifiers: .control)
        #expect(f.calendar.date.description == "2027-12-01")
        f.key(.end)
        #expect(f.calendar.cursorDate.description == "2027-12-31" && f.calendar.date.description == "2027-12-01")
        f.key(.space)
        f.key(.home)
        f.key(.left, modifiers: .control)
        #expect(f.calendar.date.description == "2027-11-30", "31 November is the 30th")
        f.key(.up, modifiers: .control)
        #expect(f.calendar.date.description == "2026-11-30")
        #expect(!f.key(.return), "Return goes on to the dialog")
        #expect(
            f.changes == [
                "2026-12-25", "2027-01-25", "2027-01-01", "2026-12-01", "2027-12-01", "2027-12-31", "2027-11-30",
                "2026-11-30",
            ])
    }

    @Test("leap days: 29 February 2024 and a year on is 28 February; a month before 31 March is 29 February")
    func leapDayKeys() {
        let f = Fixture(CalendarDate(year: 2024, month: 2, day: 29))
        f.key(.pageDown, modifiers: .control)
        #expect(f.calendar.date.description == "2025-02-28")
        let march = Fixture(CalendarDate(year: 2024, month: 3, day: 31))
        march.key(.pageUp)
        #expect(march.calendar.date.description == "2024-02-29")
    }

    @Test("right to left: Left is the next day and the first weekday's column is on the right")
    func rightToLeft() {
        let f = Fixture(direction: .rightToLeft)
        f.key(.left)
        f.key(.space)
        #expect(f.calendar.date.description == "2026-12-25")
        let first = f.calendar.accessibleItemFrame(at: 7)!, second = f.calendar.accessibleItemFrame(at: 8)!
        #expect(first.minX > second.minX)
    }

    @Test("a click chooses a day, a faded day of the next month too; the wheel turns the month")
    func pointer() {
        let f = Fixture()
        f.click(cell: 3)  // Wednesday 2 December
        #expect(f.calendar.date.description == "2026-12-02")
        f.click(cell: 41)  // Saturday 9 January
        #expect(f.calendar.date.description == "2027-01-09")
        let center = f.calendar.frame.midX
        f.root.handlePointerEvent(PointerEvent(kind: .scroll(dx: 0, dy: -10), x: center, y: f.calendar.frame.midY))
        #expect(f.calendar.date.description == "2026-12-09")
        #expect(f.changes == ["2026-12-02", "2027-01-09", "2026-12-09"])
    }

    @Test("setting the date in code runs no onChange and moves the cursor; a disabled calendar ignores keys")
    func codeAndDisabled() {
        let f = Fixture()
        f.calendar.date = CalendarDate(year: 2020, month: 5, day: 5)
        #expect(f.changes.isEmpty && f.calendar.cursorDate == f.calendar.date)
        f.calendar.isEnabled = false
        #expect(!f.key(.right) && f.calendar.date.description == "2020-05-05")
    }

    @Test("accessibility: a table named by the month, weekday column headers, then the days as cells, the chosen one selected")
    func accessibility() {
        let f = Fixture()
        #expect(f.calendar.accessibilityElement.role == .table)
        #expect(f.calendar.accessibilityElement.name == "December 2026")
        #expect(f.calendar.accessibleItemCount == 49)
        #expect(f.calendar.accessibleItem(at: 0).role == .tableColumnHeader && f.calendar.accessibleItem(at: 0).name == "Sun")
        let chosen = f.calendar.accessibleItem(at: 7 + 25)  // 24 December: the grid starts on Sunday 29 November
        #expect(chosen.role == .tableCell && chosen.name == "24" && chosen.states.contains(.selected))
        #expect(!f.calendar.accessibleItem(at: 7 + 26).states.contains(.selected))
        f.calendar.performAccessibleItemAction(at: 7 + 26)
        #expect(f.calendar.date.description == "2026-12-25")
    }

    @Test("drawn: the chosen day is filled with the tint, the others are not")
    func drawing() throws {
        let f = Fixture()
        f.calendar.colors.tint = .black
        let surface = try renderToSurface(f.root)
        let chosen = f.calendar.convert(f.calendarCell(25), to: nil)
        let other = f.calendar.convert(f.calendarCell(30), to: nil)
        #expect(surface.pixel(x: Int(chosen.minX) + 4, y: Int(chosen.midY)) & 0xFF_FFFF < 0x20_2020)
        #expect(surface.pixel(x: Int(other.minX) + 4, y: Int(other.midY)) & 0xFF_FFFF > 0xE0_E0E0)
    }
}
