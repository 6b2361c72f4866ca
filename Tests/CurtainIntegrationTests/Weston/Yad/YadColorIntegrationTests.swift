import CurtainTestSupport
import Foundation
import Testing

/// yad's colour dialog (`--color`) through weston with real keys, run by yad 0.40 itself and by `curtain yad`, whose
/// stdout and exit status must be the same: the colour in each of yad's ways of writing it (`--mode`, `--extra`,
/// `--alpha`), yad's Escape (252), Cancel, `--escape-ok` and `--always-print-result`.
@Suite("yad --color: curtain yad against yad 0.40 on weston", .serialized, .integrationTimeLimit, .blocking)
struct YadColorIntegrationTests: CommandSuite {
    static let okKey: [EvdevKey] = [.enter, .leftControl]
    static let color = ["--color", "--title=Colour", "--init-color=#3465a4"]

    static func yadCase(
        _ name: String, _ arguments: [String], _ chords: [[EvdevKey]], witness: ZenityKeyboardTable.Column? = nil
    ) -> ZenityCase {
        ZenityCase(name: name, row: "yad --color", arguments: arguments, steps: .chords(chords), witness: witness, peer: .yad)
    }

    static let cases: [ZenityCase] = [
        yadCase("Ctrl+Return is OK: #rrggbb", color, [okKey]),
        yadCase("Escape", color, [[.escape]], witness: .escape),
        yadCase("--mode=rgb", color + ["--mode=rgb"], [okKey]),
        yadCase("--mode=rgb --alpha", color + ["--mode=rgb", "--alpha"], [okKey]),
        yadCase("--extra", color + ["--extra"], [okKey]),
        yadCase("--alpha", color + ["--alpha"], [okKey]),
        yadCase("--extra --alpha", color + ["--extra", "--alpha"], [okKey]),
        yadCase("a named colour", ["--color", "--init-color=navy"], [okKey]),
        yadCase("no --init-color", ["--color"], [okKey]),
        yadCase("--button Use:2 --button Back:3: Ctrl+Return is 0", color + ["--button=Use:2", "--button=Back:3"], [okKey]),
        yadCase("--no-buttons: Ctrl+Return", color + ["--no-buttons"], [okKey]),
        yadCase("--no-buttons: Escape", color + ["--no-buttons"], [[.escape]]),
        yadCase("Return, then Ctrl+Return", color, [[.enter], okKey], witness: .return),
        yadCase("Space, then Ctrl+Return", color, [[.space], okKey], witness: .space),
        yadCase("Tab, then Ctrl+Return", color, [[.tab], okKey], witness: .tab),
        difference(
            "Right, Down, then Ctrl+Return", color, [[.right], [.down], okKey], yad: ("#3468a4\n", 0),
            curtain: ("#3465a4\n", 0), witness: .moving),
        difference("--escape-ok: Escape", color + ["--escape-ok"], [[.escape]], yad: ("#3465a4\n", 0)),
        yadCase("Shift+Tab, Shift+Tab, Return: OK", color, [[.tab, .leftShift], [.enter]], witness: .backTab),
        yadCase("Shift+Tab, Shift+Tab, Shift+Tab, Return: Cancel", color, [[.tab, .leftShift], [.tab, .leftShift], [.enter]]),
        difference(
            "--always-print-result: Cancel", color + ["--always-print-result"],
            [[.tab, .leftShift], [.tab, .leftShift], [.enter]], yad: ("#3465a4\n", 1)),
    ]

    /// A case where curtain differs, as docs/command.md says: Escape and Cancel report no colour, so curtain prints
    /// nothing where yad prints the colour (`--escape-ok`, `--always-print-result`), with the same status; the arrows
    /// move the caret of curtain's `#rrggbb` field, not the point of GTK's hue triangle, so the colour stays.
    static func difference(
        _ name: String, _ arguments: [String], _ chords: [[EvdevKey]], yad: (stdout: String, status: Int32),
        curtain: (stdout: String, status: Int32)? = nil, witness: ZenityKeyboardTable.Column? = nil
    ) -> ZenityCase {
        var testCase = yadCase(name, arguments, chords, witness: witness)
        testCase.difference = .init(zenity: yad, curtain: curtain ?? ("", yad.status))
        return testCase
    }

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatYadPrints(_ testCase: ZenityCase) throws {
        try fixture.expect(testCase)
    }
}
