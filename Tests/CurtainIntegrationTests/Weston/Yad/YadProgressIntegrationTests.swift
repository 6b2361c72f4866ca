import CurtainTestSupport
import Foundation
import Testing

/// yad's progress dialog (`--progress`) through weston with real keys, run by yad 0.40 itself and by `curtain yad`,
/// whose exit status (and the signal `--auto-kill` sends the script) must be the same: yad's one Close button (0),
/// Escape (252), `--auto-close` when 100 arrives, with stdin kept open below 100 % as a script feeds it.
@Suite("yad --progress: curtain yad against yad 0.40 on weston", .serialized, .integrationTimeLimit, .blocking)
struct YadProgressIntegrationTests: CommandSuite {
    static let copying = ["--progress", "--title=Copying", "--text=Copying files"]

    /// A case of the keyboard table's row `yad --progress`, its stdin a pipe left open at `input`'s last percentage.
    static func yadCase(
        _ name: String, _ arguments: [String], _ chords: [[EvdevKey]], witness: ZenityKeyboardTable.Column? = nil,
        input: String = "10\n#Copying the first file\n40\n", keepsInputOpen: Bool = true, runsUnderShell: Bool = false
    ) -> ZenityCase {
        var testCase = ZenityCase(
            name: name, row: "yad --progress", arguments: arguments, standardInput: input, steps: .chords(chords),
            witness: witness, peer: .yad)
        testCase.keepsInputOpen = keepsInputOpen
        testCase.runsUnderShell = runsUnderShell
        return testCase
    }

    /// The dialog up at 40 %, then the script sends 100: `--auto-close` ends it with OK's 0.
    static func autoClose(_ name: String, _ arguments: [String]) -> ZenityCase {
        var testCase = yadCase(name, arguments, [])
        testCase.steps = [.send("#done\n100\n")]
        return testCase
    }

    static let cases: [ZenityCase] = [
        yadCase("Return presses Close", copying, [[.enter]], witness: .return),
        yadCase("Space presses Close", copying, [[.space]], witness: .space),
        yadCase("Escape", copying, [[.escape]], witness: .escape),
        yadCase("Tab, Return", copying, [[.tab], [.enter]], witness: .tab),
        yadCase("Shift+Tab, Return", copying, [[.tab, .leftShift], [.enter]], witness: .backTab),
        yadCase("Right, Return", copying, [[.right], [.enter]], witness: .moving),
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
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func exitsAsYadExits(_ testCase: ZenityCase) throws {
        try fixture.expect(testCase)
    }
}
