import CurtainTestSupport
import Foundation
import Testing

/// `--calendar` through weston with real keys, run twice per case: once by zenity 3.44 itself and once by curtain,
/// whose stdout and exit status must be the same byte for byte. Every case names its day, so the date is fixed.
@Suite("zenity --calendar: curtain against zenity 3.44 on weston", .serialized, .integrationTimeLimit, .blocking)
struct CalendarModeIntegrationTests: CommandSuite {
    typealias Step = CommandFixture.Step

    typealias Case = ZenityCase

    static let christmasEve = ["--calendar", "--day", "24", "--month", "12", "--year", "2026"]
    static let enter = Step.key(.enter), escape = Step.key(.escape), space = Step.key(.space)

    /// zenity 3.44's calendar on weston takes no key into its grid (arrows, Space and Control with the arrows leave the
    /// date as it was), and after Tab, Return leaves it waiting: the cases compare what it prints (the Tab cases record
    /// that difference: curtain's Return is OK there), and curtain's keys, which follow GTK's calendar's own bindings,
    /// are tested by ``keysMoveTheCursorAndSpaceChooses()``.
    static let cases: [Case] = [
        Case(
            name: "Return prints the day given, in the C locale's %x", row: "--calendar", arguments: christmasEve, steps: [enter],
            witness: .return),
        Case(
            name: "--date-format", row: "--calendar", arguments: christmasEve + ["--date-format", "%Y-%m-%d %A"], steps: [enter]),
        Case(
            name: "Right moves no choice", row: "--calendar", arguments: christmasEve + ["--date-format", "%F"],
            steps: [.key(.right), enter], witness: .moving),
        Case(
            name: "Home moves no choice", row: "--calendar", arguments: christmasEve + ["--date-format", "%F"],
            steps: [.key(.home), enter]),
        Case(
            name: "Escape prints nothing", row: "--calendar", arguments: christmasEve, steps: [escape], witness: .escape),
        Case(
            name: "29 February of a leap year", row: "--calendar",
            arguments: ["--calendar", "--day", "29", "--month", "2", "--year", "2024"],
            steps: [enter]),
        Case(
            name: "--month alone keeps today's day and year", row: "--calendar",
            arguments: ["--calendar", "--month", "2", "--date-format", "%F"],
            steps: [enter]),
        Case(
            name: "--year alone", row: "--calendar", arguments: ["--calendar", "--year", "2020", "--date-format", "%F"],
            steps: [enter]),
        Case(
            name: "a timeout prints the date, exit 5", row: "--calendar", arguments: christmasEve + ["--timeout", "1"], steps: []),
        Case(
            name: "Space, Return", row: "--calendar", arguments: christmasEve + ["--date-format", "%F"], steps: [space, enter],
            witness: .space),
        Case(
            name: "Tab, Return, Escape", row: "--calendar", arguments: christmasEve + ["--date-format", "%F"],
            steps: [.key(.tab), enter, escape], witness: .tab, difference: .init(zenity: ("", 1), curtain: ("2026-12-24\n", 0))),
        Case(
            name: "Shift+Tab, Return, Escape", row: "--calendar", arguments: christmasEve + ["--date-format", "%F"],
            steps: [.key(.tab, holding: [.leftShift]), enter, escape], witness: .backTab,
            difference: .init(zenity: ("", 1), curtain: ("2026-12-24\n", 0))),
        Case(
            name: "Tab, Space", row: "--calendar", arguments: christmasEve + ["--date-format", "%F"],
            steps: [.key(.tab), space, escape]),
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatZenityPrints(_ testCase: Case) throws {
        try fixture.expect(testCase)
    }

    /// Without the de_DE locale both programs print the C locale's date and agree: the locale is required, and the
    /// date must be the one glibc's de_DE data gives (`strftime_l`'s `%x`), not the C one.
    @Test("the German date, the locale's %x (dd.mm.yyyy), as zenity prints it")
    func theGermanDate() throws {
        try CompiledCatalogs.require(locale: "de_DE.UTF-8")
        let result = try fixture.expectSameAsZenity(
            Self.christmasEve, environment: ["LANG": "de_DE.UTF-8"], steps: [Self.enter])
        let german = try #require(Self.christmasEve(format: "%x", locale: "de_DE.UTF-8"))
        let c = try #require(Self.christmasEve(format: "%x", locale: "C"))
        #expect(german != c, "de_DE and C write the date alike: \(german)")
        #expect(result.stdout == german + "\n", "in German: \(german.debugDescription)")
    }

    /// 24 December 2026 written with `format` in `locale`'s LC_TIME, by glibc in this thread only (`strftime_l`).
    static func christmasEve(format: String, locale: String) -> String? {
        guard let time = newlocale(LC_TIME_MASK, locale, nil) else { return nil }
        defer { freelocale(time) }
        var date = tm()
        (date.tm_year, date.tm_mon, date.tm_mday) = (2026 - 1900, 11, 24)
        var buffer = [CChar](repeating: 0, count: 64)
        let length = strftime_l(&buffer, buffer.count, format, &date, time)
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    @Test("without --day, --month or --year, today is chosen, as zenity's calendar chooses it")
    func today() throws {
        try fixture.expectSameAsZenity(["--calendar", "--date-format", "%F"], steps: [Self.enter])
    }

    @Test("curtain's keys through weston: the arrows move the cursor, Space chooses, leaving the month turns it")
    func keysMoveTheCursorAndSpaceChooses() throws {
        let keys: [Step] = [
            .key(.right), Self.space, .key(.down), .key(.down), .key(.left), Self.space, .key(.pageUp), Self.enter,
        ]
        // The same keys in zenity 3.44: its calendar takes no key into its grid (on weston and on sway, from its first
        // focus or after Tab or Shift+Tab), so Right is lost and Space presses the focused OK. Compared live all the
        // same, so that the difference shows, and shows when it goes.
        withKnownIssue("zenity 3.44's calendar grid takes no key: its Space presses OK on the day given") {
            try fixture.expectSameAsZenity(Self.christmasEve + ["--date-format", "%F"], steps: keys)
        }
        let result = try fixture.run(
            Self.christmasEve + ["--date-format", "%F"], zenity: false, steps: keys)
        // 25 December chosen; two weeks down is 8 January (the calendar turns, 25 January chosen), Left is the 7th,
        // Space chooses it; Page Up turns back to 7 December.
        #expect(result.stdout == "2026-12-07\n" && result.status == 0, "\(result.stderr)")
        let json = try fixture.run(
            ["calendar", "--day", "28", "--month", "2", "--year", "2024", "--json"], zenity: false,
            steps: [.key(.right), Self.space, Self.enter])
        #expect(json.stdout.hasPrefix(#"{"button": "ok", "date": "2024-02-29", "formatted": "#), "\(json.stdout)")
    }
}
