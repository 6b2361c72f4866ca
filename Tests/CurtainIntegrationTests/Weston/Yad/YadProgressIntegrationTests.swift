import CurtainTestSupport
import Foundation
import Testing

/// yad's progress dialog (`--progress`) and its dialog of several bars (`--multi-progress`) through weston with real
/// keys, run by yad 0.40 itself and by `curtain yad`, whose stdout and exit status (and the signal `--auto-kill` sends
/// the script) must be the same: yad's one Close button (0), Escape (252), `--auto-close` when 100 arrives (for every
/// bar but the `PULSE` ones, or the `--watch-bar`), with stdin kept open below 100 % as a script feeds it.
@Suite("yad --progress: curtain yad against yad 0.40 on weston", .serialized, .integrationTimeLimit, .blocking)
struct YadProgressIntegrationTests: CommandSuite {
    static let copying = ["--progress", "--title=Copying", "--text=Copying files"]
    /// Three bars: one filling from the left, one from the right, one that pulses at each line.
    static let threeBars = [
        "--multi-progress", "--title=Copying", "--text=Copying files", "--bar=<b>Files</b>", "--bar=Check:RTL",
        "--bar=Wait:PULSE",
    ]

    /// A case of the keyboard table's row `yad --progress` (or `yad --multi-progress`), its stdin a pipe left open at
    /// `input`'s last percentage (by default, 40 % and a few lines of each kind).
    static func yadCase(
        _ name: String, _ arguments: [String], _ chords: [[EvdevKey]], witness: ZenityKeyboardTable.Column? = nil,
        input: String? = nil, keepsInputOpen: Bool = true, runsUnderShell: Bool = false
    ) -> ZenityCase {
        let isMulti = arguments.contains("--multi-progress")
        var testCase = ZenityCase(
            name: name, row: isMulti ? "yad --multi-progress" : "yad --progress", arguments: arguments,
            standardInput: input ?? (isMulti ? multiInput : "10\n#Copying the first file\n40\n"), steps: .chords(chords),
            witness: witness, peer: .yad)
        testCase.keepsInputOpen = keepsInputOpen
        testCase.runsUnderShell = runsUnderShell
        return testCase
    }

    /// Lines for the three bars: each kind's, a text, and a bar that is not there.
    static let multiInput = "1:10\n1:#Copying the first file\n2:40\n3:x\n9:100\n"

    /// The dialog up at 40 %, then the script sends 100: `--auto-close` ends it with OK's 0.
    static func autoClose(_ name: String, _ arguments: [String], sending lines: String = "#done\n100\n") -> ZenityCase {
        var testCase = yadCase(name, arguments, [])
        testCase.steps = [.send(lines)]
        return testCase
    }

    /// A case for each key of the row `arguments` open, each witnessing its cell.
    static func keyCases(_ arguments: [String]) -> [ZenityCase] {
        [
            yadCase("Return presses Close", arguments, [[.enter]], witness: .return),
            yadCase("Space presses Close", arguments, [[.space]], witness: .space),
            yadCase("Escape", arguments, [[.escape]], witness: .escape),
            yadCase("Tab, Return", arguments, [[.tab], [.enter]], witness: .tab),
            yadCase("Shift+Tab, Return", arguments, [[.tab, .leftShift], [.enter]], witness: .backTab),
            yadCase("Right, Return", arguments, [[.right], [.enter]], witness: .moving),
        ]
    }

    static let cases: [ZenityCase] =
        keyCases(copying) + [
            autoClose("--auto-close: 100 arrives", copying + ["--auto-close"]),
            autoClose("--pulsate --auto-close: 100 arrives", copying + ["--pulsate", "--auto-close"]),
            yadCase("at 100 % without --auto-close, Return", copying, [[.enter]], input: "100\n", keepsInputOpen: false),
            yadCase("--escape-ok: Escape", copying + ["--escape-ok"], [[.escape]]),
            yadCase("--button Stop:3: Return on the first", copying + ["--button=Stop:3", "--button=Hide:2"], [[.enter]]),
            yadCase("--button Hide:2: Tab, Return", copying + ["--button=Stop:3", "--button=Hide:2"], [[.tab], [.enter]]),
            yadCase("--no-buttons: Escape", copying + ["--no-buttons"], [[.escape]]),
            yadCase("--no-buttons: Ctrl+Return", copying + ["--no-buttons"], [[.enter, .leftControl]]),
            yadCase("--auto-kill: Escape signals the script", copying + ["--auto-kill"], [[.escape]], runsUnderShell: true),
            yadCase("--auto-kill: Close does not", copying + ["--auto-kill"], [[.enter]], runsUnderShell: true),
        ] + keyCases(threeBars) + [
            autoClose(
                "--auto-close: bars 1 and 2 reach 100, the PULSE bar does not count", threeBars + ["--auto-close"],
                sending: "1:100\n2:#done\n2:100\n"),
            autoClose(
                "--auto-close --watch-bar=2: bar 2 alone", threeBars + ["--auto-close", "--watch-bar=2"], sending: "2:100\n"),
            // A PERM bar ignores percentages, so its argument's 100 is what lets the dialog close.
            autoClose(
                "--auto-close: a PERM bar full from its argument, started and stopped",
                threeBars + ["--bar=Busy:PERM", "--auto-close", "0", "0", "5", "100"],
                sending: "4:start\n4:50\n4:stop\n1:100\n2:100\n"),
            yadCase(
                "--auto-close: the end of stdin below 100 % leaves it up, Escape", threeBars + ["--auto-close"], [[.escape]],
                input: "1:100\n2:50\n", keepsInputOpen: false),
            yadCase(
                "at 100 % without --auto-close, stdin ended, Return", threeBars, [[.enter]], input: "1:100\n2:100\n",
                keepsInputOpen: false),
            yadCase("--vertical --align=center, Return", threeBars + ["--vertical", "--align=center"], [[.enter]]),
            yadCase("--auto-kill: Escape signals the script", threeBars + ["--auto-kill"], [[.escape]], runsUnderShell: true),
            yadCase("--auto-kill: Close does not", threeBars + ["--auto-kill"], [[.enter]], runsUnderShell: true),
        ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func exitsAsYadExits(_ testCase: ZenityCase) throws {
        try fixture.expect(testCase)
    }
}
