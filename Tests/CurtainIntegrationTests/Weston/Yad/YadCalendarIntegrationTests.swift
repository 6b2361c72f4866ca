import CurtainTestSupport
import Foundation
import Testing

/// yad's calendar (`--calendar`) through weston with real keys, run by yad 0.40 itself and by `curtain yad`, whose
/// stdout and exit status must be the same: the chosen day through `--date-format` (the locale's `%x` by default) for
/// an even status, nothing for Escape (252) or Cancel.
@Suite("yad --calendar: curtain yad against yad 0.40 on weston", .serialized, .integrationTimeLimit, .blocking)
struct YadCalendarIntegrationTests: CommandSuite {
    static let okKey: [EvdevKey] = [.enter, .leftControl]
    static let march = ["--calendar", "--title=Date", "--text=Pick a day", "--day=15", "--month=3", "--year=2024"]
    static let iso = march + ["--date-format=%Y-%m-%d"]

    static func yadCase(
        _ name: String, _ arguments: [String], _ chords: [[EvdevKey]], witness: ZenityKeyboardTable.Column? = nil
    ) -> ZenityCase {
        ZenityCase(name: name, row: "yad --calendar", arguments: arguments, steps: .chords(chords), witness: witness, peer: .yad)
    }

    static let cases: [ZenityCase] = [
        yadCase("Ctrl+Return is OK: the day given, as %x", march, [okKey]),
        yadCase("Return on the calendar, then Ctrl+Return", iso, [[.enter], okKey], witness: .return),
        yadCase("Space on the calendar, then Ctrl+Return", iso, [[.space], okKey], witness: .space),
        yadCase("Escape", iso, [[.escape]], witness: .escape),
        yadCase("Tab, Return", iso, [[.tab], [.enter]], witness: .tab),
        yadCase("Shift+Tab, Return", iso, [[.tab, .leftShift], [.enter]], witness: .backTab),
        yadCase("Right, Down leave the day as it was, Ctrl+Return", iso, [[.right], [.down], okKey], witness: .moving),
        difference("--escape-ok: Escape", iso + ["--escape-ok"], [[.escape]], yad: ("2024-03-15\n", 0)),
        difference(
            "--always-print-result: Tab, Return on Cancel", iso + ["--always-print-result"], [[.tab], [.enter]],
            yad: ("2024-03-15\n", 1)),
        yadCase("--button Pick:2: Tab, Return", iso + ["--button=Pick:2", "--button=Later:3"], [[.tab], [.enter]]),
        yadCase(
            "--button Later:3: Tab, Tab, Return", iso + ["--button=Pick:2", "--button=Later:3"], [[.tab], [.tab], [.enter]]),
        yadCase("--no-buttons: Ctrl+Return", iso + ["--no-buttons"], [okKey]),
    ]

    /// A case where curtain differs, as docs/command.md says: Escape and Cancel report no day, so curtain prints
    /// nothing where yad prints the day (`--escape-ok`, `--always-print-result`), with the same status.
    static func difference(
        _ name: String, _ arguments: [String], _ chords: [[EvdevKey]], yad: (stdout: String, status: Int32)
    ) -> ZenityCase {
        var testCase = yadCase(name, arguments, chords)
        testCase.difference = .init(zenity: yad, curtain: ("", yad.status))
        return testCase
    }

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatYadPrints(_ testCase: ZenityCase) throws {
        try fixture.expect(testCase)
    }
}
