import Curtain
import Testing
@testable import curtain

@MainActor @Suite("zenity --calendar and curtain calendar: parsing, the date format, zenity 3.44's output")
struct CalendarModeTests {
    func calendarRequest(_ arguments: String...) -> CalendarRequest? {
        if case .success(.calendar(let request)) = parse(arguments) { return request }
        return nil
    }

    func run(_ arguments: [String], _ outcome: CalendarOutcome) -> CommandResult {
        CurtainCommand.run(
            arguments,
            backends: DialogBackends(
                presenter: { ScriptedPresenter(.dismissed()) }, renderer: { RecordingRenderer() },
                calendarPresenter: { Scripted<CalendarRequest, CalendarOutcome>(outcome) }))
    }

    static let christmasEve = CalendarDate(year: 2026, month: 12, day: 24)

    @Test("zenity's options: the calendar's own, --text and the general ones")
    func zenityOptions() throws {
        let request = try #require(
            calendarRequest(
                "--calendar", "--text", "When?", "--day=9", "--month", "2", "--year", "2024", "--date-format", "%F",
                "--title", "T", "--timeout", "4", "--ok-label", "Pick", "--extra-button", "Never"))
        #expect(request.day == 9 && request.month == 2 && request.year == 2024 && request.dateFormat == "%F")
        #expect(request.text == "When?" && request.usesMarkup && request.extraLabels == ["Never"])
        #expect(request.dialog.title == "T" && request.dialog.timeout == .seconds(4) && request.dialog.okLabel == "Pick")
        let plain = try #require(calendarRequest("--calendar"))
        #expect(plain.dialog.title == "Calendar selection" && plain.text == "Select a date from below.")
        #expect(plain.day == nil && plain.month == nil && plain.year == nil)
        #expect(plain.dateFormat == "%m/%d/%y", "the C locale's date, as zenity's %x")
    }

    @Test("the day chosen at first: today, with each given part in its place, brought into the month")
    func initialDate() throws {
        let today = Self.christmasEve
        #expect(try #require(calendarRequest("--calendar")).initialDate(today: today) == today)
        #expect(
            try #require(calendarRequest("--calendar", "--month", "2")).initialDate(today: today)
                == CalendarDate(year: 2026, month: 2, day: 24))
        #expect(
            try #require(calendarRequest("--calendar", "--day", "31", "--month", "2", "--year", "2024")).initialDate(
                today: today) == CalendarDate(year: 2024, month: 2, day: 29))
    }

    @Test("usage errors: a day, month or year out of range or not a number, two dialog types; one line, exit 2")
    func usageErrors() {
        for arguments in [
            ["--calendar", "--day", "32"], ["--calendar", "--month", "13"], ["--calendar", "--month", "0"],
            ["--calendar", "--year", "x"], ["--calendar", "--scale"], ["calendar", "--day", "-1"], ["calendar", "stray"],
        ] {
            let result = run(arguments, .cancelled)
            #expect(result.exitCode == .usageError && result.stderr.split(separator: "\n").count == 1, "\(arguments)")
        }
    }

    @Test("stdout: the date through the format on OK and timeout; an extra button's label; nothing on Cancel")
    func output() {
        let date = Self.christmasEve
        #expect(run(["--calendar"], .ok(date)) == CommandResult(stdout: "12/24/26\n", exitCode: .success))
        #expect(
            run(["--calendar", "--date-format", "%A %d %B %Y"], .ok(date))
                == CommandResult(stdout: "Thursday 24 December 2026\n", exitCode: .success))
        #expect(run(["--calendar"], .cancelled) == CommandResult(exitCode: .cancelled))
        #expect(
            run(["--calendar", "--extra-button", "Never"], .extraButton(0))
                == CommandResult(stdout: "Never\n", exitCode: .cancelled))
        #expect(run(["--calendar"], .timedOut(date)) == CommandResult(stdout: "12/24/26\n", exitCode: .timedOut))
    }

    @Test("curtain calendar --json: the button, the date as YYYY-MM-DD and as formatted")
    func json() {
        let date = Self.christmasEve
        #expect(
            run(["calendar", "--json", "--date-format", "%d.%m."], .ok(date)).stdout
                == #"{"button": "ok", "date": "2026-12-24", "formatted": "24.12."}"# + "\n")
        #expect(run(["calendar", "--json"], .cancelled).stdout == #"{"button": "cancel"}"# + "\n")
        #expect(run(["calendar", "--json"], .timedOut(date)).exitCode == .timedOut)
    }
}
