import CurtainTestSupport
import Foundation
import Testing

/// yad's list (`--list`) through weston with real keys, run by yad 0.40 itself and by `curtain yad`, whose stdout
/// and exit status must be the same: each chosen row's cells, each followed by the separator, for OK; a check list's
/// checked rows; nothing for Escape (252) or Cancel.
@Suite("yad --list: curtain yad against yad 0.40 on weston", .serialized, .integrationTimeLimit, .blocking)
struct YadListIntegrationTests: CommandSuite {
    static let okKey: [EvdevKey] = [.enter, .leftControl]
    /// Users to pick from, as an admin script lists them: a name, a numeric id, a shell.
    static let users = [
        "--list", "--title=Users", "--text=Pick a user", "--column=Name", "--column=UID:NUM", "--column=Shell",
        "ann", "1000", "/bin/bash", "bob", "01001", "/bin/zsh", "cy", "1002", "/bin/sh",
    ]
    /// Packages to install, two checked to start with.
    static let packages = [
        "--list", "--checklist", "--title=Install", "--column=Use", "--column=Package", "TRUE", "vim", "FALSE", "emacs",
        "TRUE", "nano",
    ]

    static func yadCase(
        _ name: String, _ arguments: [String], _ chords: [[EvdevKey]], witness: ZenityKeyboardTable.Column? = nil,
        input: String? = nil
    ) -> ZenityCase {
        let row = arguments.contains("--checklist") ? "yad --list --checklist" : "yad --list"
        return ZenityCase(
            name: name, row: row, arguments: arguments, standardInput: input, steps: .chords(chords), witness: witness,
            peer: .yad)
    }

    static let cases: [ZenityCase] = [
        yadCase("Return on the first row is OK", users, [[.enter]], witness: .return),
        yadCase("Space, then Ctrl+Return", users, [[.space], okKey], witness: .space),
        yadCase("Escape prints nothing", users, [[.escape]], witness: .escape),
        yadCase("Tab, Return", users, [[.tab], [.enter]], witness: .tab),
        yadCase("Shift+Tab, Return", users, [[.tab, .leftShift], [.enter]], witness: .backTab),
        yadCase("Down, Return", users, [[.down], [.enter]], witness: .moving),
        yadCase("End, Ctrl+Return", users, [[.end], okKey]),
        yadCase("--print-column=2: Down, Return", users + ["--print-column=2"], [[.down], [.enter]]),
        yadCase("--separator: Return", users + ["--separator=,"], [[.enter]]),
        yadCase("--multiple: Ctrl+Return prints nothing: no row is chosen yet", users + ["--multiple"], [okKey]),
        yadCase("--multiple: Down chooses the first row, Ctrl+Return", users + ["--multiple"], [[.down], okKey]),
        yadCase("--no-headers --print-all: Return", users + ["--no-headers", "--print-all"], [[.enter]]),
        yadCase(
            "rows from stdin: Down, Return", ["--list", "--column=Name", "--column=Size"], [[.down], [.enter]],
            input: "a\n1\nb\n2\n"),
        // winapps-launcher's pick: `echo -e` of name and file pairs, its trailing empty line a short third row.
        yadCase("winapps pick: Down, Return", apps, [[.down], [.enter]], input: appLines),
        yadCase(
            "rows from stdin: the short last row prints (null) cells", apps, [[.down], [.down], [.down], [.enter]],
            input: appLines),
        yadCase("an empty text cell prints (null)", ["--list", "--column=A", "--column=B", "", "x", "y"], [[.enter]]),
        yadCase("check list: Return toggles the row, Ctrl+Return", packages, [[.enter], okKey], witness: .return),
        yadCase("check list: Space, Ctrl+Return", packages, [[.space], okKey], witness: .space),
        yadCase("check list: Escape", packages, [[.escape]], witness: .escape),
        yadCase("check list: Tab, Return", packages, [[.tab], [.enter]], witness: .tab),
        yadCase("check list: Shift+Tab, Return", packages, [[.tab, .leftShift], [.enter]], witness: .backTab),
        yadCase("check list: Down, Return, Ctrl+Return", packages, [[.down], [.enter], okKey], witness: .moving),
        yadCase("check list: --print-column=2", packages + ["--print-column=2"], [okKey]),
        yadCase(
            "radio list: Down, Return, Ctrl+Return",
            ["--list", "--radiolist", "--column=Pick", "--column=Size", "TRUE", "small", "FALSE", "large"],
            [[.down], [.enter], okKey]),
        // Its own buttons, left to right in place of Cancel and OK: the id is the status, an even one prints the rows.
        yadCase("--button Edit:4: Down, Tab, Tab, Return", users + okEdit, [[.down], [.tab], [.tab], [.enter]]),
        yadCase("--button gtk-ok:0: Tab, Return", users + okEdit, [[.tab], [.enter]]),
        yadCase("--button: Return on a row", users + okEdit, [[.down], [.enter]]),
        yadCase("--button: Escape", users + okEdit, [[.escape]]),
        yadCase("--button Skip:3 prints nothing", users + ["--button=Skip:3"], [[.tab], [.enter]]),
        yadCase("check list --button Apply:2", packages + ["--button=Apply:2"], [[.space], [.tab], [.enter]]),
        yadCase("--no-buttons: Down, Ctrl+Return", users + ["--no-buttons"], [[.down], okKey]),
        yadCase("--no-buttons: Escape", users + ["--no-buttons"], [[.escape]]),
    ]
    /// winapps-launcher's application list: a name column, the file column hidden.
    static let apps = [
        "--list", "--title=WinApps Launcher", "--text=Select Windows Application to Launch:", "--hide-column=2",
        "--column=Application Name", "--column=File Name",
    ]
    static let appLines = "Microsoft Word\nword-o365\nMicrosoft Excel\nexcel-o365\n\n"
    /// A list's own buttons, as scripts give them: GTK's OK (0), then Edit (4).
    static let okEdit = ["--button=gtk-ok:0", "--button=Edit:4"]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatYadPrints(_ testCase: ZenityCase) throws {
        try fixture.expect(testCase)
    }

    /// The comparisons are not silent runs: Return prints the first row, `NUM` as a whole number; Space on a check
    /// list unchecks the first row, and OK prints the checked one with its check column; alike through yad and curtain.
    @Test func theFirstRowAndTheCheckedRowsArePrintedInYadsFormat() throws {
        let first = try #require(Self.cases.first { $0.row == "yad --list" && $0.witness == .return })
        let chosen = try fixture.expect(first)
        #expect(chosen.stdout == "ann|1000|/bin/bash|\n" && chosen.status == 0, "\(chosen)")
        let space = try #require(Self.cases.first { $0.row == "yad --list --checklist" && $0.witness == .space })
        let checked = try fixture.expect(space)
        #expect(checked.stdout == "TRUE|nano|\n" && checked.status == 0, "\(checked)")
        let short = try #require(Self.cases.first { $0.name.contains("short last row") })
        let nulls = try fixture.expect(short)
        #expect(nulls.stdout == "(null)|(null)|\n" && nulls.status == 0, "\(nulls)")
    }
}
