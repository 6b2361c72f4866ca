import CurtainTestSupport
import Foundation
import Testing

/// yad's scale (`--scale`) through weston with real keys, run by yad 0.40 itself and by `curtain yad`, whose stdout
/// and exit status must be the same: the value printed for an even status, partial values, yad's Escape (252),
/// `--escape-ok` and `--always-print-result`.
@Suite("yad --scale: curtain yad against yad 0.40 on weston", .serialized, .integrationTimeLimit, .blocking)
struct YadScaleIntegrationTests: CommandSuite {
    static let okKey: [EvdevKey] = [.enter, .leftControl]
    static let scale = ["--scale", "--title=Volume", "--text=Volume:", "--value=40", "--min-value=0", "--max-value=100"]

    static func yadCase(
        _ name: String, _ arguments: [String], _ chords: [[EvdevKey]], witness: ZenityKeyboardTable.Column? = nil
    ) -> ZenityCase {
        ZenityCase(name: name, row: "yad --scale", arguments: arguments, steps: .chords(chords), witness: witness, peer: .yad)
    }

    static let cases: [ZenityCase] = [
        yadCase("Ctrl+Return is OK: the value", scale, [okKey]),
        yadCase("Return on the slider, then Ctrl+Return", scale, [[.enter], okKey], witness: .return),
        yadCase("Space on the slider, then Ctrl+Return", scale, [[.space], okKey], witness: .space),
        yadCase("Escape", scale, [[.escape]], witness: .escape),
        yadCase("Tab, Return", scale, [[.tab], [.enter]], witness: .tab),
        yadCase("Tab, Tab, Space", scale, [[.tab], [.tab], [.space]]),
        yadCase("Shift+Tab, Return", scale, [[.tab, .leftShift], [.enter]], witness: .backTab),
        yadCase("Right, Right, Down, Ctrl+Return", scale, [[.right], [.right], [.down], okKey], witness: .moving),
        yadCase("Page Up, End, Ctrl+Return", scale + ["--step=5"], [[.pageUp], [.end], okKey]),
        yadCase("--print-partial: Right, Right, Ctrl+Return", scale + ["--print-partial"], [[.right], [.right], okKey]),
        yadCase("--escape-ok: Escape", scale + ["--escape-ok"], [[.escape]]),
        yadCase(
            "--always-print-result: Right, Tab, Space on Cancel", scale + ["--always-print-result"], [[.right], [.tab], [.space]]),
        yadCase("--button Set:2: Right, Tab, Return", scale + setSkip, [[.right], [.tab], [.enter]]),
        yadCase("--button Skip:3: Tab, Tab, Return prints nothing", scale + setSkip, [[.tab], [.tab], [.enter]]),
        yadCase("--no-buttons: Right, Ctrl+Return", scale + ["--no-buttons"], [[.right], okKey]),
        yadCase("--no-buttons: Escape", scale + ["--no-buttons"], [[.escape]]),
    ]
    /// The scale's own buttons: Set answers 2, Skip 3.
    static let setSkip = ["--button=Set:2", "--button=Skip:3"]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatYadPrints(_ testCase: ZenityCase) throws {
        try fixture.expect(testCase)
    }
}
