#if canImport(Glibc)
import Glibc
#endif

/// A calendar day, written `YYYY-MM-DD` in a form's date field and printed with a `strftime` pattern.
struct FormDate: Equatable, Sendable {
    var year: Int
    var month: Int
    var day: Int

    /// Today, in the local time zone.
    static var today: FormDate {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return FormDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    /// `YYYY-MM-DD`, as the field shows it.
    var isoText: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Reads `YYYY-MM-DD` (blanks around it allowed); `nil` for anything else, or a day the month lacks.
    init?(isoText text: String) {
        let parts = text.trimmingWhiteSpace().split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
        guard formatted("%Y-%m-%d") == isoText else { return nil }  // mktime moved a 31 April on
    }

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date through `strftime(pattern)`, as zenity prints it (`%m/%d/%y`, the C locale's date, by default).
    func formatted(_ pattern: String) -> String {
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = 12
        parts.tm_isdst = -1
        _ = timegm(&parts)  // fills in the weekday and the day of the year, and normalises the date
        var buffer = [CChar](repeating: 0, count: 128)
        let count = strftime(&buffer, buffer.count, pattern, &parts)
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
