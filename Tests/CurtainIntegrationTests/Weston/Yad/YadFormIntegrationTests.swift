import CurtainTestSupport
import Foundation
import Testing

/// yad's form (`--form`) through weston with real keys, run by yad 0.40 itself and by `curtain yad`, whose stdout
/// and exit status must be the same: every field's value followed by the separator, for OK, Return in an entry,
/// `--escape-ok`; nothing for Escape (252) or Cancel.
@Suite("yad --form: curtain yad against yad 0.40 on weston", .serialized, .integrationTimeLimit, .blocking)
struct YadFormIntegrationTests: CommandSuite {
    typealias Step = CommandFixture.Step

    static let okKey: [EvdevKey] = [.enter, .leftControl]
    /// A new account's form with one field of each type curtain shows, and each field's value, as an installer asks.
    static let account = [
        "--form", "--title=Account", "--text=New account",
        "--field=Name", "--field=Password:H", "--field=Age:NUM", "--field=Admin:CHK", "--field=Shell:CB",
        "--field=Notes:TXT", "--field=:LBL", "--field=Home:RO", "--field=Start:DT", "--field=Editor:CBE",
        "Ann", "", "30!0..120!1", "TRUE", "bash!^zsh!fish", "first line\\nsecond", "", "/home/ann", "2024-01-31",
        "vi!^nano",
    ]
    /// A short form: one entry and its value.
    static let name = ["--form", "--field=Name", "Ann"]

    static func yadCase(
        _ name: String, _ arguments: [String], _ chords: [[EvdevKey]], witness: ZenityKeyboardTable.Column? = nil
    ) -> ZenityCase {
        ZenityCase(name: name, row: "yad --form", arguments: arguments, steps: .chords(chords), witness: witness, peer: .yad)
    }

    static let cases: [ZenityCase] = [
        yadCase("Return in the first entry is OK: every value", account, [[.enter]], witness: .return),
        yadCase("Space in the entry, then Ctrl+Return", account, [[.space], okKey], witness: .space),
        yadCase("Escape prints nothing", account, [[.escape]], witness: .escape),
        yadCase("Tab to the hidden field, type, Ctrl+Return", account, [[.tab], [.x], okKey], witness: .tab),
        yadCase("Shift+Tab to OK, Return", account, [[.tab, .leftShift], [.enter]], witness: .backTab),
        yadCase("End, type, Return", account, [[.end], [.x], [.enter]], witness: .moving),
        yadCase("Tab to the check box, Space, Ctrl+Return", account, [[.tab], [.tab], [.tab], [.space], okKey]),
        yadCase("Tab, Return on Cancel", name, [[.tab], [.enter]]),
        yadCase("Tab, Tab, Space on OK", name, [[.tab], [.tab], [.space]]),
        yadCase("--escape-ok: Escape prints the values", name + ["--escape-ok"], [[.escape]]),
        yadCase(
            "--separator and --item-separator",
            ["--form", "--separator=\\t", "--item-separator=;", "--field=A", "--field=B:CB", "a", "x;^y"], [okKey]),
        yadCase("--quoted-output", ["--form", "--quoted-output", "--field=A", "--field=B:CHK", "it's"], [okKey]),
        yadCase("--num-output", ["--form", "--num-output", "--field=B:CB", "x!y!^z"], [okKey]),
        yadCase("--focus-field=2: type, Ctrl+Return", ["--form", "--focus-field=2", "--field=A", "--field=B"], [[.x], okKey]),
        yadCase(
            "--columns=2 --output-by-row",
            ["--form", "--columns=2", "--output-by-row"]
                + ["--field=A", "--field=B", "--field=C", "1", "2", "3"], [okKey]),
        yadCase("a type after a colon that is not one", ["--form", "--field=At 10:30", "x"], [okKey]),
        yadCase("NUM with digits", ["--form", "--field=Ratio:NUM", "2.5!0..10!0.5!2"], [okKey]),
        // Its own buttons, left to right in place of Cancel and OK: the id is the status, an even one prints.
        yadCase("--button Save:2: type, Tab, Return on Save", name + saveQuit, [[.x], [.tab], [.enter]]),
        yadCase("--button Quit:1: Tab, Tab, Return prints nothing", name + saveQuit, [[.tab], [.tab], [.enter]]),
        yadCase("--button: Tab, Tab, Space on Quit", name + saveQuit, [[.tab], [.tab], [.space]]),
        yadCase("--button: Return in the entry", name + saveQuit, [[.enter]]),
        yadCase("--button: Ctrl+Return is 0", name + saveQuit, [okKey]),
        yadCase("--button: Escape", name + saveQuit, [[.escape]]),
        yadCase(
            "--button Quit:1 --always-print-result", name + saveQuit + ["--always-print-result"], [[.tab], [.tab], [.enter]]),
        yadCase("--button without ids: the second is 1", name + ["--button=A", "--button=B"], [[.tab], [.tab], [.enter]]),
        yadCase("--button gtk-ok:0", name + ["--button=gtk-cancel:1", "--button=gtk-ok:0"], [[.tab], [.tab], [.enter]]),
        yadCase(
            "--button LABEL:CMD runs and stays open, then Ctrl+Return",
            name + ["--button=Run:true", "--button=Done:4"], [[.tab], [.enter], okKey]),
        yadCase("--no-buttons: Ctrl+Return", name + ["--no-buttons"], [okKey]),
        yadCase("--no-buttons: Escape", name + ["--no-buttons"], [[.escape]]),
        yadCase("--no-buttons wins over --button", name + saveQuit + ["--no-buttons"], [[.tab], [.enter], okKey]),
        yadCase(
            "CLR: a colour, a name and none, as #rrggbb",
            ["--form", "--field=Tint:CLR", "--field=Navy:CLR", "--field=None:CLR", "#ff8000", "navy"], [okKey]),
        yadCase(
            "CLR with --extra and --quoted-output", ["--form", "--extra", "--quoted-output", "--field=Tint:CLR", "#ff8000"],
            [okKey]),
        yadCase(
            "SCL: a value, one past 100 and none, printed whole",
            ["--form", "--field=Vol:SCL", "--field=Max:SCL", "--field=None:SCL", "42", "250"], [okKey]),
        yadCase("SCL: Right twice moves the slider by 2", ["--form", "--field=Vol:SCL", "40"], [[.right], [.right], okKey]),
        yadCase(
            "FN: a font's name and the default", ["--form", "--field=Font:FN", "--field=Default:FN", "Monospace Bold 10"], [okKey]
        ),
        yadCase(
            "BTN and FBTN print nothing",
            ["--form", "--field=Run:BTN", "--field=Open:FBTN", "--field=Name", "true", "true", "Ann"], [okKey]),
        yadCase(
            "FL and DIR keep their paths; a folder without one is the current folder",
            ["--form", "--field=File:FL", "--field=Dir:DIR", "--field=None:FL", "--field=Here:DIR", "/etc/hostname", "/tmp"],
            [okKey]),
    ]
    /// yad's own buttons as scripts give them: Save answers 2, Quit 1.
    static let saveQuit = ["--button=Save:2", "--button=Quit:1"]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatYadPrints(_ testCase: ZenityCase) throws {
        try fixture.expect(testCase)
    }

    /// A `BTN`'s command runs when Space presses the button (the form's first field, so focused first), with `%2`
    /// the second field's value, quoted, and the form stays up until Ctrl+Return: yad and curtain each add the
    /// name to the file, and print the same values.
    @Test func aButtonRunsItsCommandWithTheValues() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "yad-btn-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("pressed").path
        let testCase = Self.yadCase(
            "Space on a BTN runs its command",
            ["--form", "--field=Write:FBTN", "--field=Name", "sh -c 'echo \"$0\" >> \(file)' %2", "Ann Lee"],
            [[.space], Self.okKey])
        func lines() -> [Substring] {
            ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n")
        }
        let expected = try fixture.run(testCase, zenity: true)
        #expect(waitUntil(timeout: .seconds(10)) { lines().count == 1 }, "yad's button wrote \(lines())")
        let actual = try fixture.run(testCase, zenity: false)
        #expect(waitUntil(timeout: .seconds(10)) { lines().count == 2 }, "curtain's button wrote \(lines())")
        testCase.expect(curtain: actual, asZenity: expected)
        #expect(lines() == ["Ann Lee", "Ann Lee"] && actual.stdout == "|Ann Lee|\n", "\(actual)")
    }

    /// The comparison is not two silent runs: Return prints every field's value, each followed by `|`, through yad and
    /// through curtain alike (the hidden field empty, the text's line break as `\n`, the label and nothing else empty).
    @Test func returnPrintsEveryValueInYadsFormat() throws {
        let testCase = try #require(Self.cases.first { $0.witness == .return })
        let outcome = try fixture.expect(testCase)
        #expect(
            outcome.stdout == "Ann||30|TRUE|zsh|first line\\nsecond||/home/ann|2024-01-31|nano|\n" && outcome.status == 0,
            "\(outcome)")
    }
}
