#if canImport(Glibc)
import Glibc
#endif

extension CalendarView {
    /// The words and the week a calendar shows: month names, short weekday names, and the day a week starts on.
    ///
    /// ``current`` reads them from the C library's locale (`LC_TIME`, once the program has called `setlocale`), as
    /// GTK's calendar does: Sunday first in the United States, Monday in Germany, Saturday in Egypt.
    public struct Names: Sendable, Hashable {
        /// January to December.
        public var months: [String]
        /// Short weekday names, Sunday first (`Sun`, `Mon`, ...), whatever ``firstWeekday`` is.
        public var weekdays: [String]
        /// The weekday the grid's first column shows: 0 for Sunday to 6 for Saturday.
        public var firstWeekday: Int

        /// Creates a set of names.
        ///
        /// - Parameters:
        ///   - months: twelve month names, January first.
        ///   - weekdays: seven short weekday names, Sunday first.
        ///   - firstWeekday: the weekday of the first column, 0 for Sunday.
        public init(months: [String], weekdays: [String], firstWeekday: Int) {
            self.months = months
            self.weekdays = weekdays
            self.firstWeekday = (firstWeekday % 7 + 7) % 7
        }

        /// English names with Sunday first, the C locale's.
        public static let english = Names(
            months: [
                "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                "November", "December",
            ], weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], firstWeekday: 0)

        /// The names and first weekday of the locale's `LC_TIME` now (`nl_langinfo`).
        public static var current: Names {
            let months = (0..<12).map { langinfo(nl_item(MON_1 + $0)) }
            let weekdays = (0..<7).map { langinfo(nl_item(ABDAY_1 + $0)) }
            return Names(months: months, weekdays: weekdays, firstWeekday: localeFirstWeekday())
        }

        /// glibc's first weekday: `_NL_TIME_WEEK_1STDAY` is a date (19971130, a Sunday) whose weekday is day 1, and
        /// `_NL_TIME_FIRST_WEEKDAY` counts from it, 1 for that day itself. Both come as numbers in the pointer.
        private static func localeFirstWeekday() -> Int {
            guard let first = nl_langinfo(nl_item(_NL_TIME_FIRST_WEEKDAY)),
                let origin = nl_langinfo(nl_item(_NL_TIME_WEEK_1STDAY))
            else { return 0 }
            let word = Int(UInt(bitPattern: origin) & 0xFFFF_FFFF)
            let originDate = CalendarDate(year: word / 10_000, month: word / 100 % 100, day: word % 100)
            return originDate.weekday + Int(first[0]) - 1
        }

        private static func langinfo(_ item: nl_item) -> String {
            nl_langinfo(item).map { String(cString: $0) } ?? ""
        }
    }
}
