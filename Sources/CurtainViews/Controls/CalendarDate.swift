#if canImport(Glibc)
import Glibc
#endif

/// A day of the Gregorian calendar, without a time or a time zone: what a ``CalendarView`` shows and picks.
///
/// Its arithmetic is the calendar's own: ``adding(days:)`` crosses months and years, ``adding(months:)`` keeps the
/// day of the month where the new month has it and otherwise takes its last day (31 January and one month is
/// 28 February, or 29 in a leap year), as GTK's calendar moves.
///
/// ```swift
/// let due = CalendarDate(year: 2024, month: 1, day: 31).adding(months: 1)  // 2024-02-29
/// print(due.weekday)                                                       // 4: a Thursday
/// ```
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public private(set) var year: Int
    /// The month, 1 (January) to 12.
    public private(set) var month: Int
    /// The day of the month, 1 to the month's length.
    public private(set) var day: Int

    /// Creates a date, brought into range: the year into 1...9999, the month into 1...12 and the day into the month.
    ///
    /// - Parameters:
    ///   - year: the year.
    ///   - month: the month, 1 for January.
    ///   - day: the day of the month.
    public init(year: Int, month: Int, day: Int) {
        self.year = min(max(year, 1), 9999)
        self.month = min(max(month, 1), 12)
        self.day = min(max(day, 1), Self.numberOfDays(inMonth: self.month, year: self.year))
    }

    /// Today in the local time zone.
    public static var today: CalendarDate {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    /// Whether `year` has a 29 February: every fourth year, but not a century unless it divides by 400.
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// How many days `month` (1 to 12) has in `year`.
    public static func numberOfDays(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// How many days the date's month has.
    public var numberOfDaysInMonth: Int { Self.numberOfDays(inMonth: month, year: year) }

    /// The first day of the date's month.
    public var firstOfMonth: CalendarDate { CalendarDate(year: year, month: month, day: 1) }

    /// The day of the week, 0 for Sunday to 6 for Saturday, as `tm_wday` counts.
    public var weekday: Int {
        // 1 January of year 1 was a Monday (day number 0).
        ((dayNumber + 1) % 7 + 7) % 7
    }

    /// The date `count` days later (earlier when negative), kept within the years 1 to 9999.
    public func adding(days count: Int) -> CalendarDate {
        Self(dayNumber: dayNumber + count)
    }

    /// The same day of the month `count` months later (earlier when negative), or that month's last day when it is
    /// shorter; kept within the years 1 to 9999.
    public func adding(months count: Int) -> CalendarDate {
        let index = year * 12 + (month - 1) + count
        let newYear = index >= 0 ? index / 12 : (index - 11) / 12
        return CalendarDate(year: newYear, month: index - newYear * 12 + 1, day: day)
    }

    /// The same day and month `count` years later, 28 February for a 29 February in a common year.
    public func adding(years count: Int) -> CalendarDate {
        adding(months: 12 * count)
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    // MARK: - Day numbers

    /// Days since 1 January of year 1 (day 0), counted in the proleptic Gregorian calendar.
    var dayNumber: Int {
        let y = year - 1
        let daysBeforeYear = 365 * y + y / 4 - y / 100 + y / 400
        var daysBeforeMonth = 0
        for earlier in 1..<month { daysBeforeMonth += Self.numberOfDays(inMonth: earlier, year: year) }
        return daysBeforeYear + daysBeforeMonth + day - 1
    }

    /// The date of day number `number`, clamped to the years 1 to 9999.
    init(dayNumber number: Int) {
        let last = CalendarDate(year: 9999, month: 12, day: 31).dayNumber
        var remaining = min(max(number, 0), last)
        // 146,097 days make 400 years; then centuries, four-year cycles and years, as the Gregorian rules nest.
        let cycles = remaining / 146_097
        remaining %= 146_097
        let centuries = min(remaining / 36_524, 3)
        remaining -= centuries * 36_524
        let quads = remaining / 1461
        remaining %= 1461
        let years = min(remaining / 365, 3)
        remaining -= years * 365
        let year = cycles * 400 + centuries * 100 + quads * 4 + years + 1
        var month = 1
        while remaining >= Self.numberOfDays(inMonth: month, year: year) {
            remaining -= Self.numberOfDays(inMonth: month, year: year)
            month += 1
        }
        self.init(year: year, month: month, day: remaining + 1)
    }
}
