import CurtainTestSupport
import Foundation
import Testing

/// yad's notebook (`--notebook`) with four `--plug` children, started in a real script's order: three children in
/// the background, then the parent, then a fourth child after it. curtain runs it on weston with real keys through
/// weston's seat; the script prints the parent's status and each child's output file, which must be what yad 0.40
/// printed for the same script and keys on Xvfb (its XEmbed needs X11), keys sent with xdotool's XTEST: the children
/// print their own results, only when the parent's ending prints results, and the parent prints nothing.
///
/// yad's outputs are recorded here, not run in the test: yad 0.40's children count themselves in with an unlocked
/// increment of its shared memory ("FIXME: may be a race here", `src/main.c`), and children that register at once
/// can leave its notebook waiting for ever, so a live run is not a test that passes every time.
@Suite("yad --notebook: curtain yad against yad 0.40's recorded output", .serialized, .integrationTimeLimit, .blocking)
struct YadNotebookIntegrationTests: CommandSuite {
    /// One key of a case, as each side sends it.
    enum Key: Sendable {
        case tab, backTab, enter, controlPageDown, controlReturn, escape
        case type(String)

        /// weston's step.
        var step: CommandFixture.Step {
            switch self {
            case .tab: .key(.tab)
            case .backTab: .key(.tab, holding: [.leftShift])
            case .enter: .key(.enter)
            case .controlPageDown: .key(.pageDown, holding: [.leftControl])
            case .controlReturn: .key(.enter, holding: [.leftControl])
            case .escape: .key(.escape)
            case .type(let text): .type(text)
            }
        }
    }

    /// The script, as real ones are written: children first in the background, each to a file of its own, then the
    /// notebook, then one more child once the notebook is waiting; it prints how the notebook ended and the files.
    /// It runs in a session of its own (`setsid`) and writes its process group to `group`, so that the test ends
    /// every process it started, whatever happens.
    static let script = """
        echo $$ > group
        $YAD --plug=$KEY --tabnum=1 --form --field=Name --field=Admin:CHK Ann TRUE > res1 2>/dev/null &
        $YAD --plug=$KEY --tabnum=2 --list --column=Fruit apple pear > res2 2>/dev/null &
        $YAD --plug=$KEY --tabnum=3 --form --field=City Paris > res3 2>/dev/null &
        $YAD --notebook --key=$KEY --tab=Person --tab=Fruit --tab=City --tab=Notes --title=Notebook $BUTTONS > out 2>/dev/null &
        parent=$!
        $YAD --plug=$KEY --tabnum=4 --form --field=Note:TXT hello > res4 2>/dev/null &
        wait $parent; echo "notebook $?"; wait
        for f in out res1 res2 res3 res4; do printf '%s:' $f; cat $f; done
        """

    /// Each case's keys and what yad 0.40 printed for them (notebook's status, then each file).
    static let cases: [(name: String, keys: [Key], yad: String)] = [
        (
            "Ctrl+Return: each child prints its values", [.controlReturn],
            "notebook 0\nout:res1:Ann|TRUE|\nres2:res3:Paris|\nres4:hello|\n"
        ),
        (
            "Tab into the first tab's field, type, Ctrl+Return", [.tab, .type("x"), .controlReturn],
            "notebook 0\nout:res1:x|TRUE|\nres2:res3:Paris|\nres4:hello|\n"
        ),
        (
            "Ctrl+Page Down twice to the third tab, Tab, type, Ctrl+Return",
            [.controlPageDown, .controlPageDown, .tab, .type("y"), .controlReturn],
            "notebook 0\nout:res1:Ann|TRUE|\nres2:res3:y|\nres4:hello|\n"
        ),
        ("Escape: nothing printed, 252", [.escape], "notebook 252\nout:res1:res2:res3:res4:"),
    ]

    /// The notebook's own buttons (`$BUTTONS` in the script), each with its keys and what yad 0.40 printed for them
    /// on Xvfb (xdotool's keys): Shift+Tab from the tabs goes back to the last button.
    static let buttonCases: [(name: String, buttons: String, keys: [Key], yad: String)] = [
        (
            "--button Quit:1: Shift+Tab, Return prints nothing", "--button=Save:2 --button=Quit:1",
            [.backTab, .enter], "notebook 1\nout:res1:res2:res3:res4:"
        ),
        (
            "--button Save:2: Shift+Tab twice, Return: each child prints", "--button=Save:2 --button=Quit:1",
            [.backTab, .backTab, .enter], "notebook 2\nout:res1:Ann|TRUE|\nres2:res3:Paris|\nres4:hello|\n"
        ),
        (
            "--button: Ctrl+Return is 0", "--button=Save:2 --button=Quit:1", [.controlReturn],
            "notebook 0\nout:res1:Ann|TRUE|\nres2:res3:Paris|\nres4:hello|\n"
        ),
        (
            "--no-buttons: Ctrl+Return is 0", "--no-buttons", [.controlReturn],
            "notebook 0\nout:res1:Ann|TRUE|\nres2:res3:Paris|\nres4:hello|\n"
        ),
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases.indices) func printsWhatYadPrints(_ index: Int) throws {
        let (name, keys, yad) = Self.cases[index]
        let output = try runCurtain(keys)
        #expect(output == yad, "\(name): curtain printed \(output.debugDescription), yad \(yad.debugDescription)")
    }

    @Test(arguments: buttonCases.indices) func ownButtonsPrintWhatYadPrints(_ index: Int) throws {
        let (name, buttons, keys, yad) = Self.buttonCases[index]
        let output = try runCurtain(keys, buttons: buttons)
        #expect(output == yad, "\(name): curtain printed \(output.debugDescription), yad \(yad.debugDescription)")
    }

    /// A directory of its own for a run's files.
    private func scratchDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yad-notebook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A key no other run uses at the same time.
    private func freshKey() -> String { String(Int.random(in: 100_000...2_000_000_000)) }

    /// Runs the script with curtain on weston and takes `keys` once the notebook's window is up (it shows once every
    /// child has connected).
    private func runCurtain(_ keys: [Key], buttons: String = "") throws -> String {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let curtain = try CurtainProcess.executable("curtain")
        let run = try CurtainProcess(
            ["-w", "/bin/sh", "-c", Self.script], executable: "/usr/bin/setsid", on: fixture.weston,
            environment: ["YAD": "\(curtain) yad", "KEY": freshKey(), "BUTTONS": buttons], directory: directory.path)
        defer { Self.endGroup(in: directory) }
        _ = try fixture.input.waitForView(timeout: .seconds(20)) { $0.role == "xdg_toplevel" }
        try fixture.take(keys.map(\.step), popupsOf: run)
        return try run.finish(timeout: .seconds(20)).stdout
    }

    /// Kills what is left of the script's process group, whose id it wrote to `group` in `directory`.
    private static func endGroup(in directory: URL) {
        let file = directory.appendingPathComponent("group").path
        guard let text = try? String(contentsOfFile: file, encoding: .utf8),
            let group = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), group > 1
        else { return }
        kill(-group, SIGKILL)
    }
}
