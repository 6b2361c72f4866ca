import CurtainTestSupport
import Foundation
import Testing

/// yad's message dialog through weston with real keys, run twice per case: once by yad 0.40 itself (GTK 3 on
/// Wayland) and once by `curtain yad`, whose stdout and exit status must be the same. What a script sees of yad is
/// its exit status, the chosen button's id, so each case ends on a button, on Escape (252) or on the timeout (70).
/// Which button has the focus when the dialog opens and where Tab and the arrows move it are GTK's.
@Suite("yad message dialogs: curtain yad against yad 0.40 on weston", .serialized, .integrationTimeLimit, .blocking)
struct YadMessageIntegrationTests: CommandSuite {
    typealias Step = CommandFixture.Step

    static let tab = Step.key(.tab), backTab = Step.key(.tab, holding: [.leftShift]), enter = Step.key(.enter)
    static let escape = Step.key(.escape), space = Step.key(.space), right = Step.key(.right)
    static let controlEnter = Step.key(.enter, holding: [.leftControl])
    static let text = ["--title=Backup", "--text=Copy the files now?"]
    /// GTK's stock buttons, as many scripts name them.
    static let stock = text + ["--button=gtk-ok:0", "--button=gtk-cancel:1"]
    /// Three buttons with their own ids and an icon each, as an installer's last question.
    static let entry = ["--entry", "--title=Rename", "--text=New name for the file:", "--entry-label=Name"]
    /// An entry's choices, the arguments after its options.
    static let choices = ["apple", "pear", "plum"]
    static let three =
        text + ["--button=Install!system-software-install:2", "--button=Skip!go-next:3", "--button=Quit!application-exit:1"]

    /// A case of the keyboard table's row `yad --entry` when its arguments open an entry, else of `yad --text`;
    /// `witness` names the cell its first key stands for.
    static func yadCase(
        _ name: String, _ arguments: [String], _ steps: [Step], witness: ZenityKeyboardTable.Column? = nil
    ) -> ZenityCase {
        let row = arguments.contains("--entry") ? "yad --entry" : "yad --text"
        return ZenityCase(name: name, row: row, arguments: arguments, steps: steps, witness: witness, peer: .yad)
    }

    static let cases: [ZenityCase] = [
        // Without --button: GTK's Cancel (1) and OK (0).
        yadCase("default buttons: Return", text, [enter], witness: .return),
        yadCase("default buttons: Escape", text, [escape], witness: .escape),
        yadCase("default buttons: Space", text, [space], witness: .space),
        yadCase("default buttons: Tab, Return", text, [tab, enter], witness: .tab),
        yadCase("default buttons: Shift+Tab, Return", text, [backTab, enter], witness: .backTab),
        yadCase("default buttons: Ctrl+Return", text, [controlEnter]),
        yadCase("--escape-ok: Escape", text + ["--escape-ok"], [escape]),
        yadCase("--no-escape: Escape does nothing, then Return", text + ["--no-escape"], [escape, enter]),
        // A command button starts its command, whose output goes to the dialog's stdout, and the dialog stays up.
        yadCase(
            "a command button: Return runs it, Tab, Return answers",
            text + ["--button=Say:printf 'said %s\\n' \"it twice\"", "--button=gtk-ok:0"], [enter, enter, tab, enter]),
        // yad's own ids.
        yadCase("stock buttons: Return", stock, [enter]),
        yadCase("stock buttons: Tab, Return", stock, [tab, enter]),
        yadCase("three buttons: Right, Return", three, [right, enter], witness: .moving),
        yadCase("three buttons: Tab, Tab, Space", three, [tab, tab, space]),
        // A button without an id answers its position.
        yadCase(
            "buttons without ids: Tab, Tab, Return", text + ["--button=One", "--button=Two", "--button=Three"], [tab, tab, enter]),
        // Options yad 0.40 does not know, from newer yad, are ignored; so are the placement options.
        yadCase(
            "newer and placement options: Return",
            text + ["--center", "--on-top", "--width=400", "--dialog-sep", "--button=OK:0"], [enter]),
        yadCase("--timeout runs out", text + ["--timeout=1"], []),
        // --entry: the field has the focus; Return in it is OK, and an even id prints the text.
        yadCase("entry: type, Return", entry, [.type("Ann Smith"), enter], witness: .return),
        yadCase("entry: type, Escape", entry, [.type("Ann"), escape], witness: .escape),
        yadCase("entry: initial text, Tab, Return", entry + ["--entry-text=draft"], [tab, enter], witness: .tab),
        yadCase("entry: Shift+Tab, Return", entry + ["--entry-text=draft"], [backTab, enter], witness: .backTab),
        yadCase(
            "entry: own buttons, type, Tab, Return", entry + ["--button=Save:2", "--button=Skip:3"],
            [.type("x"), tab, enter]),
        yadCase(
            "entry: own buttons, type, Tab, Tab, Return", entry + ["--button=Save:2", "--button=Skip:3"],
            [.type("x"), tab, tab, enter]),
        yadCase(
            "entry: --always-print-result, odd id", entry + ["--always-print-result", "--button=Skip:3"],
            [.type("kept"), tab, enter]),
        yadCase("entry: --hide-text, type, Return", entry + ["--hide-text"], [.type("s3cret"), enter]),
        yadCase("entry: --escape-ok, type, Escape prints the text", entry + ["--escape-ok"], [.type("Ann"), escape]),
        yadCase("entry: Space, type, Return", entry + ["--entry-text=draft"], [space, .type("x"), enter], witness: .space),
        yadCase("entry: Left, type, Return", entry + ["--entry-text=draft"], [.key(.left), .type("x"), enter], witness: .moving),
        yadCase("entry: End, type, Return", entry + ["--entry-text=draft"], [.key(.end), .type("x"), enter]),
        // --entry with choices: a combo box of the arguments; Return on it is OK and prints the chosen item.
        yadCase("entry with choices: Return", entry + choices, [enter]),
        yadCase("entry with choices: Down, Return", entry + choices, [.key(.down), enter]),
        yadCase("entry with choices: --entry-text chooses, Return", entry + choices + ["--entry-text=PEAR"], [enter]),
        yadCase(
            "entry with choices: an --entry-text of its own, Down, Return", entry + choices + ["--entry-text=fig"],
            [.key(.down), enter]),
        yadCase(
            "entry with choices: --num-output, Down, Ctrl+Return", entry + choices + ["--num-output"],
            [.key(.down), controlEnter]),
        yadCase("entry with choices: Escape", entry + choices, [escape]),
        yadCase("entry with choices: Tab, Return on Cancel", entry + choices, [tab, enter]),
        yadCase(
            "entry with choices: own buttons, Down, Tab, Return", entry + choices + ["--button=Take:2", "--button=Skip:3"],
            [.key(.down), tab, enter]),
        yadCase("entry with choices --editable: type, Return", entry + choices + ["--editable"], [.type("kiwi"), enter]),
        // --entry --numeric: a number from MIN MAX STEP DIGITS, printed with its digits and kept in its range.
        yadCase("numeric: Return", entry + ["--numeric", "--entry-text=5", "0", "10", "1", "2"], [enter]),
        yadCase("numeric: out of range, Return", entry + ["--numeric", "--entry-text=50", "0", "10"], [enter]),
        yadCase("numeric: no value, Ctrl+Return", entry + ["--numeric"], [controlEnter]),
        yadCase("numeric: Escape", entry + ["--numeric", "--entry-text=5"], [escape]),
        yadCase("default buttons: Left, Return", text, [.key(.left), enter]),
        yadCase("default buttons: Shift+Tab, Shift+Tab, Return", text, [backTab, backTab, enter]),
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func exitsAsYadExits(_ testCase: ZenityCase) throws {
        try fixture.expect(testCase)
    }

    /// The command button's comparison is not two silent runs: chosen twice, its command printed twice, through
    /// yad and through curtain alike, and the dialog stayed up for OK.
    @Test func aCommandButtonsCommandRunsEachTimeItIsChosen() throws {
        let testCase = try #require(Self.cases.first { $0.name.hasPrefix("a command button") })
        let outcome = try fixture.expect(testCase)
        #expect(outcome.stdout == "said it twice\nsaid it twice\n" && outcome.status == 0, "\(outcome)")
    }
}
