import CurtainTestSupport
import Foundation
import Testing

/// yad's text dialog (`--text-info`) through weston with real keys, run by yad 0.40 itself and by `curtain yad`,
/// whose stdout and exit status must be the same: read-only and `--editable`, from stdin and from `--filename`,
/// with yad's Escape (252), `--escape-ok`, `--no-escape` and `--always-print-result`.
@Suite("yad --text-info: curtain yad against yad 0.40 on weston", .serialized, .integrationTimeLimit, .blocking)
struct YadTextIntegrationTests: CommandSuite {
    typealias Step = CommandFixture.Step

    static let okKey: [EvdevKey] = [.enter, .leftControl]
    static let twoLines = "hello\nworld\n"
    static let readOnly = ["--text-info", "--title=Log"]
    static let editable = readOnly + ["--editable"]
    /// A text's own buttons, as scripts give them: Save answers 2, Close 1.
    static let saveClose = ["--button=Save:2", "--button=Close:1"]

    /// A case of the keyboard table's row `yad --text-info --editable` when it edits, else `yad --text-info`, with
    /// two lines on stdin.
    static func yadCase(
        _ name: String, _ arguments: [String], _ chords: [[EvdevKey]], witness: ZenityKeyboardTable.Column? = nil,
        input: String = twoLines
    ) -> ZenityCase {
        let row = arguments.contains("--editable") ? "yad --text-info --editable" : "yad --text-info"
        return ZenityCase(
            name: name, row: row, arguments: arguments, standardInput: input, steps: .chords(chords), witness: witness,
            peer: .yad)
    }

    static let cases: [ZenityCase] = [
        yadCase("read-only: Ctrl+Return is OK, nothing printed", readOnly, [okKey]),
        yadCase("read-only: Return, then Ctrl+Return", readOnly, [[.enter], okKey], witness: .return),
        yadCase("read-only: Space, then Ctrl+Return", readOnly, [[.space], okKey], witness: .space),
        yadCase("read-only: Escape", readOnly, [[.escape]], witness: .escape),
        yadCase("read-only: Tab, Return", readOnly, [[.tab], [.enter]], witness: .tab),
        yadCase("read-only: Tab, Tab, Space", readOnly, [[.tab], [.tab], [.space]]),
        yadCase("read-only: Shift+Tab, Return", readOnly, [[.tab, .leftShift], [.enter]], witness: .backTab),
        yadCase("read-only: Down, Ctrl+Return", readOnly, [[.down], okKey], witness: .moving),
        yadCase("editable: type, Ctrl+Return prints the text as it is", editable, [[.x], okKey]),
        yadCase(
            "editable --button Save:2: type, Ctrl+Tab, Return", editable + saveClose, [[.x], [.tab, .leftControl], [.enter]]),
        yadCase(
            "editable --button Close:1: Ctrl+Tab, Tab, Return prints nothing", editable + saveClose,
            [[.tab, .leftControl], [.tab], [.enter]]),
        yadCase("read-only --button Close:1: Tab, Tab, Space", readOnly + saveClose, [[.tab], [.tab], [.space]]),
        yadCase("read-only --button gtk-close:0: Tab, Return", readOnly + ["--button=gtk-close:0"], [[.tab], [.enter]]),
        yadCase("editable --no-buttons: type, Ctrl+Return", editable + ["--no-buttons"], [[.x], okKey]),
        yadCase("editable --no-buttons: Escape", editable + ["--no-buttons"], [[.escape]]),
        yadCase("editable: Return breaks the line", editable, [[.enter], okKey], witness: .return),
        yadCase("editable: Space", editable, [[.space], okKey], witness: .space),
        yadCase("editable: Escape prints nothing", editable, [[.escape]], witness: .escape),
        yadCase("editable: Tab", editable, [[.tab], okKey], witness: .tab),
        yadCase("editable: Shift+Tab", editable, [[.tab, .leftShift], okKey], witness: .backTab),
        yadCase(
            "editable: Up, Backspace, Ctrl+Home, Delete", editable,
            [[.up], [.backspace], [.home, .leftControl], [.delete], okKey], witness: .moving),
        yadCase("editable: --escape-ok, Escape prints the text", editable + ["--escape-ok"], [[.escape]]),
        yadCase("editable: --no-escape, Escape does nothing", editable + ["--no-escape"], [[.escape], okKey]),
        yadCase(
            "editable: --always-print-result, Ctrl+Tab to Cancel, Space", editable + ["--always-print-result"],
            [[.tab, .leftControl], [.space]]),
        yadCase("editable: no newline is added", editable, [okKey], input: "hello\nworld"),
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatYadPrints(_ testCase: ZenityCase) throws {
        try fixture.expect(testCase)
    }

    /// `--filename`: the file's text, printed edited on OK, by both.
    @Test func aFileIsShownAndPrintedEdited() throws {
        let file = NSTemporaryDirectory() + "curtain-yad-text-\(getpid()).txt"
        try "from a file\n".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let testCase = ZenityCase(
            name: "--filename", row: "yad --text-info --editable", arguments: Self.editable + ["--filename=\(file)"],
            steps: .chords([[.x], Self.okKey]), peer: .yad)
        let outcome = try fixture.expect(testCase)
        #expect(outcome.stdout.contains("from a file"), "\(outcome)")
    }
}
