import Curtain
import Testing
@testable import curtain

/// yad's `--button`s and `--no-buttons` on the dialogs that are not messages: the row each dialog lays out in place of
/// Cancel and OK, and yad's statuses and printing rule for its buttons. The keys are compared with yad itself in the
/// weston suites (`YadFormIntegrationTests`, `YadListIntegrationTests`, …).
@Suite("curtain yad: --button and --no-buttons on every dialog")
struct YadButtonRowTests {
    /// The dialog options `curtain yad ARGUMENTS…` gives its dialog, for each dialog that has a row of buttons.
    func dialogOptions(_ arguments: [String]) throws -> DialogOptions? {
        switch try CurtainCommand.parse(["yad"] + arguments) {
        case .yad(.form(let yad)): yad.form.dialog
        case .yad(.list(let yad)): yad.list.dialog
        case .yad(.text(let yad)): yad.text.dialog
        case .yad(.scale(let yad)): yad.scale.dialog
        case .yad(.calendar(let yad)): yad.calendar.dialog
        case .yad(.color(let yad)): yad.color.dialog
        case .yad(.progress(let yad)): yad.progress.dialog
        case .yad(.notebook(let yad)): yad.dialog
        default: nil
        }
    }

    static let modes: [[String]] = [
        ["--form", "--field=Name"], ["--list", "--column=A", "a"], ["--text-info", "--filename=/dev/null"], ["--scale"],
        ["--calendar"], ["--color"], ["--progress"], ["--notebook", "--key=7", "--tab=A"], ["--paned", "--key=7"],
    ]

    @Test("each dialog shows the --buttons left to right as given: an id answers it, a command runs it", arguments: modes)
    func ownButtons(_ mode: [String]) throws {
        let dialog = try #require(
            try dialogOptions(mode + ["--button=Save:2", "--button=gtk-quit:1", "--button=Run:notify-send hi", "--button=Four"]))
        #expect(
            dialog.ownButtons == [
                DialogButton(label: "Save", action: .respond(2)), DialogButton(label: "_Quit", action: .respond(1)),
                DialogButton(label: "Run", action: .run("notify-send hi")), DialogButton(label: "Four", action: .respond(3)),
            ])
        #expect(!dialog.hasDefaultButton)
    }

    @Test("--no-buttons shows no row, and wins over --button; without either, GTK's Cancel and OK", arguments: modes)
    func noButtons(_ mode: [String]) throws {
        #expect(try dialogOptions(mode + ["--no-buttons"])?.ownButtons == [])
        #expect(try dialogOptions(mode + ["--button=A:2", "--no-buttons"])?.ownButtons == [])
        #expect(try dialogOptions(mode)?.ownButtons == nil)
    }

    @Test("a form lays out its own buttons alone, left to right, after the fields in Tab order; --no-buttons none")
    @MainActor func formRow() throws {
        guard
            case .yad(.form(let yad)) = try CurtainCommand.parse(
                ["yad", "--form", "--field=Name", "--button=Save:2", "--button=gtk-quit:1"]),
            case .yad(.form(let bare)) = try CurtainCommand.parse(["yad", "--form", "--field=Name", "--no-buttons"])
        else {
            Issue.record("not forms")
            return
        }
        let root = RootView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let view = FormDialogView(request: yad.form)
        view.frame = root.bounds
        root.addSubview(view)
        #expect(view.buttons.map(\.title) == ["Save", "_Quit"] && view.buttons.allSatisfy(\.usesMnemonic))
        #expect(view.okButton.superview == nil && view.cancelButton.superview == nil)
        view.focus(view.initialFocus)
        root.handleKeyEvent(KeyEvent(keysym: .tab))
        #expect(view.buttons[0].isFocused)
        root.handleKeyEvent(KeyEvent(keysym: .tab))
        #expect(view.buttons[1].isFocused)
        #expect(FormDialogView(request: bare.form).buttons.isEmpty)
    }

    @Test("a form's button: its id is the status; the values print for an even id or --always-print-result")
    func form() throws {
        guard case .yad(.form(var yad)) = try CurtainCommand.parse(["yad", "--form", "--field=Name", "--button=Save:2"])
        else {
            Issue.record("not a form")
            return
        }
        let values: [FormValue] = [.text("Ann")]
        #expect(yad.ending(for: .response(2, values)) == .button(2))
        #expect(yad.status(for: .response(5, values)) == 5)
        #expect(yad.response.printsResult(for: yad.ending(for: .response(2, values))))
        #expect(!yad.response.printsResult(for: yad.ending(for: .response(1, values))))
        // A button whose id is Escape's or the timeout's prints nothing, as yad reads its status.
        #expect(!yad.response.printsResult(for: yad.ending(for: .response(252, values))))
        yad.response.alwaysPrintsResult = true
        #expect(yad.response.printsResult(for: yad.ending(for: .response(1, values))))
    }

    @Test("a list's, a text's and a progress bar's buttons answer their ids")
    func otherDialogs() throws {
        guard case .yad(.list(let list)) = try CurtainCommand.parse(["yad", "--list", "--column=A", "--button=Edit:4"]),
            case .yad(.text(let text)) = try CurtainCommand.parse(["yad", "--text-info", "--editable", "--button=Save:2"]),
            case .yad(.progress(let progress)) = try CurtainCommand.parse(["yad", "--progress", "--button=Stop:3"])
        else {
            Issue.record("not a list, a text and a progress bar")
            return
        }
        #expect(list.status(for: .response(4, [0])) == 4)
        #expect(text.status(for: TextOutcome(reason: .ok, text: "x", response: 2)) == 2)
        #expect(text.output(for: TextOutcome(reason: .ok, text: "x", response: 2)) == "x")
        #expect(text.output(for: TextOutcome(reason: .ok, text: "x", response: 3)).isEmpty)
        #expect(progress.status(for: ProgressOutcome(reason: .ok, percentage: 10, response: 3)) == 3)
    }

    @Test("a calendar's and a colour's buttons print the value for an even id, as yad prints it")
    func pickers() throws {
        guard
            case .yad(.calendar(let calendar)) = try CurtainCommand.parse(
                ["yad", "--calendar", "--day=15", "--month=3", "--year=2024", "--date-format=%Y-%m-%d", "--button=Pick:2"]),
            case .yad(.color(let color)) = try CurtainCommand.parse(["yad", "--color", "--button=Use:2"])
        else {
            Issue.record("not a calendar and a colour")
            return
        }
        let day = CalendarDate(year: 2024, month: 3, day: 15)
        #expect(calendar.status(for: .response(2, day)) == 2 && calendar.output(for: .response(2, day)) == "2024-03-15\n")
        #expect(calendar.output(for: .response(3, day)).isEmpty)
        let navy = Color(red: 0, green: 0, blue: 0.5)
        #expect(color.status(for: .response(2, navy)) == 2 && color.output(for: .response(2, navy)) == "#000080\n")
        #expect(color.output(for: .response(1, navy)).isEmpty)
    }
}
