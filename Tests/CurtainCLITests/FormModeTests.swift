import Curtain
import Testing
@testable import curtain

@MainActor @Suite("zenity --forms and --password: parsing and zenity 3.44's output")
struct FormModeTests {
    func formRequest(_ arguments: String...) -> FormRequest? {
        if case .success(.form(let request)) = parse(arguments) { return request }
        return nil
    }

    func run(_ arguments: [String], _ outcome: FormOutcome) -> CommandResult {
        CurtainCommand.run(
            arguments,
            backends: DialogBackends(
                presenter: { ScriptedPresenter(.dismissed()) }, renderer: { RecordingRenderer() },
                formPresenter: { Scripted<FormRequest, FormOutcome>(outcome) }))
    }

    @Test("--forms: fields in order; OK prints the values joined by |, then a newline")
    func formsOutput() throws {
        let request = try #require(formRequest("--forms", "--add-entry", "Name", "--add-password", "Pin", "--text", "a\\tb"))
        #expect(request.fields.map(\.label) == ["Name", "Pin"])
        #expect(request.fields.map(\.kind) == [.entry(text: ""), .password])
        #expect(
            request.heading.text == "a\tb" && request.dialog.title == "zenity" && request.dialog.okLabel == "OK"
                && !request.buttons.usesMnemonics)
        let ok = run(["--forms", "--add-entry", "A", "--add-entry", "B"], .ok([.text("x"), .text("")]))
        #expect(ok.stdout == "x|\n" && ok.exitCode == .success)
        let none = run(["--forms"], .ok([]))
        #expect(none.stdout == "\n" && none.exitCode == .success)
    }

    @Test("--forms --separator is printed as given: zenity expands no escapes in it")
    func rawSeparator() {
        let result = run(
            ["--forms", "--add-entry", "A", "--add-entry", "B", "--separator", "\\n"], .ok([.text("a"), .text("b")]))
        #expect(result.stdout == "a\\nb\n")
    }

    @Test("a list prints every cell of its chosen rows, each followed by a comma unless it is the last field")
    func listCells() {
        let middle = FormValue.rows([["a2", "b2"]]).zenityText(isLast: false, dateFormat: "")
        let last = FormValue.rows([["a2", "b2"]]).zenityText(isLast: true, dateFormat: "")
        #expect(middle == "a2,b2," && last == "a2b2")
        #expect(FormValue.rows([]).zenityText(isLast: false, dateFormat: "") == "")
        #expect(FormValue.rows([["a", nil]]).zenityText(isLast: true, dateFormat: "") == "a(null)")
        let result = run(
            ["--forms", "--add-list", "L", "--list-values", "a|b", "--add-entry", "E"], .ok([.rows([["b"]]), .text("e")]))
        #expect(result.stdout == "b,|e\n")
    }

    @Test("lists take their cells and columns as zenity 3.44 hands them out, slip included")
    func listColumns() throws {
        let one = try #require(formRequest("--forms", "--add-list", "L", "--list-values", "a1|b1|a2", "--column-values", "X|Y"))
        #expect(one.fields[0].kind == .list(columns: ["X", "Y"], cells: ["a1", "b1", "a2"]))
        let plain = try #require(formRequest("--forms", "--add-list", "L", "--list-values", "a|b"))
        #expect(plain.fields[0].kind == .list(columns: ["column"], cells: ["a", "b"]))
        // The second list's columns come from the second --list-values, as zenity's option code reads them.
        let two = try #require(
            formRequest(
                "--forms", "--add-list", "L", "--add-list", "M", "--list-values", "a|b",
                "--list-values", "c|d", "--column-values", "X"))
        #expect(two.fields[1].kind == .list(columns: ["c", "d"], cells: ["c", "d"]))
        let empty = try #require(formRequest("--forms", "--add-list", "L", "--add-list", "M", "--list-values", "a"))
        #expect(empty.fields[1].kind == .list(columns: ["column"], cells: []))
    }

    @Test("a date prints with --forms-date-format, or the C locale's %m/%d/%y")
    func dates() throws {
        let date = FormDate(year: 2026, month: 3, day: 7)
        #expect(FormValue.date(date).zenityText(isLast: true, dateFormat: "%m/%d/%y") == "03/07/26")
        #expect(FormValue.date(date).zenityText(isLast: true, dateFormat: "%A %Y-%m-%d") == "Saturday 2026-03-07")
        #expect(FormDate(isoText: " 2026-03-07 ") == date)
        #expect(FormDate(isoText: "2026-04-31") == nil && FormDate(isoText: "7.3.2026") == nil)
        #expect(try #require(formRequest("--forms", "--add-calendar", "D")).dateFormat == "%m/%d/%y")
        #expect(try #require(formRequest("--forms", "--add-calendar", "D", "--forms-date-format", "%F")).dateFormat == "%F")
    }

    @Test(
        "Cancel prints nothing and exits 1; an extra button prints its label and exits 1; a timeout prints the values and exits 5"
    )
    func formsOutcomes() {
        let arguments = ["--forms", "--add-entry", "A", "--extra-button", "More"]
        #expect(run(arguments, .cancelled) == CommandResult(stdout: "", exitCode: .cancelled))
        #expect(run(arguments, .extraButton(0)) == CommandResult(stdout: "More\n", exitCode: .cancelled))
        #expect(run(arguments, .timedOut([.text("abc")])) == CommandResult(stdout: "abc\n", exitCode: .timedOut))
    }

    @Test("--password prints the password; with --username, user|password; its timeout exits 1 silently as zenity's does")
    func password() throws {
        let request = try #require(formRequest("--password", "--username"))
        #expect(
            request.fields == [
                FormField(label: "Username:", kind: .entry(text: "")),
                FormField(label: "Password:", kind: .password, submitsOnReturn: true),
            ])
        #expect(
            request.heading.text == "Type your username and password" && request.dialog.okLabel == "_OK"
                && request.buttons.usesMnemonics)
        #expect(try #require(formRequest("--password")).fields.map(\.label) == ["Password:"])
        #expect(run(["--password"], .ok([.text("s3|cret")])).stdout == "s3|cret\n")
        #expect(run(["--password", "--username"], .ok([.text("bob"), .text("pw")])).stdout == "bob|pw\n")
        #expect(run(["--password"], .timedOut([.text("x")])) == CommandResult(stdout: "", exitCode: .cancelled))
        #expect(run(["--password"], .cancelled) == CommandResult(stdout: "", exitCode: .cancelled))
    }

    @Test(
        "options a dialog lacks are zenity's own error, exit 255",
        arguments: [
            (["--password", "--separator", "::"], "--separator"),
            (["--entry", "--username"], "--username"),
            (["--list", "--column", "A", "--list-values", "a"], "--list-values"),
            (["--password", "--show-header"], "--show-header"),
            (["--info", "--forms-date-format", "%F"], "--forms-date-format"),
        ])
    func misplacedOptions(_ arguments: [String], _ name: String) {
        let result = run(arguments, .cancelled)
        #expect(result.exitCode == .zenityError)
        #expect(result.stderr == "curtain: \(name) is not supported for this dialog\n")
    }

    @Test("two dialog types are a usage error")
    func twoModes() {
        for arguments in [["--forms", "--password"], ["--password", "--info"], ["--entry", "--forms"], ["--forms", "--list"]] {
            #expect(run(arguments, .cancelled).exitCode == .usageError, "\(arguments)")
        }
    }

    @Test("a list selects its first row when Tab brings the focus to it, as GTK's tree view does, and keeps a cursor it has")
    func listSelectsFirstRowOnFocus() throws {
        let request = try #require(formRequest("--forms", "--add-entry", "E", "--add-list", "L", "--list-values", "a|b"))
        let root = RootView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let view = FormDialogView(request: request)
        view.frame = root.bounds
        root.addSubview(view)
        guard case .list(let list, _) = view.controls[1] else { Issue.record("not a list"); return }
        view.focus(view.initialFocus)
        #expect(view.controls[0].view.isFocused && list.selectedRows.isEmpty)
        root.handleKeyEvent(KeyEvent(keysym: .tab))
        #expect(list.isFocused && list.selectedRows == [0])
        root.handleKeyEvent(KeyEvent(keysym: .down))
        root.handleKeyEvent(KeyEvent(keysym: .leftTab, modifiers: .shift))
        root.handleKeyEvent(KeyEvent(keysym: .tab))
        #expect(list.isFocused && list.selectedRows == [1])
    }

    @Test("combo boxes take the n-th --combo-values and start with no choice; none chosen prints one space, as zenity")
    func comboValues() throws {
        let request = try #require(
            formRequest(
                "--forms", "--add-combo", "A", "--add-entry", "E", "--add-combo", "B",
                "--combo-values", "x|y", "--combo-values", "z"))
        #expect(
            request.fields.map(\.kind) == [
                .combo(choices: ["x", "y"], chosen: nil), .entry(text: ""),
                .combo(choices: ["z"], chosen: nil),
            ])
        let lone = try #require(formRequest("--forms", "--add-combo", "C"))
        #expect(lone.fields[0].kind == .combo(choices: [], chosen: nil))
        let result = run(
            ["--forms", "--add-combo", "A", "--combo-values", "x|y", "--add-combo", "B"],
            .ok([.comboChoice("y"), .comboChoice(nil)]))
        #expect(result.stdout == "y| \n" && result.exitCode == .success)
        #expect(run(["--entry", "--combo-values", "x"], .cancelled).stderr.contains("--combo-values is not supported"))
    }

    @Test("a form's combo box shows its items, starts with none chosen, and Down picks one from the keyboard")
    func comboControl() throws {
        let request = try #require(formRequest("--forms", "--add-combo", "Size", "--combo-values", "S|M|L"))
        let root = RootView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let view = FormDialogView(request: request)
        view.frame = root.bounds
        root.addSubview(view)
        guard case .combo(let box) = view.controls[0] else { Issue.record("not a combo box"); return }
        #expect(box.items == ["S", "M", "L"] && view.controls[0].value == .comboChoice(nil))
        view.focus(view.initialFocus)
        #expect(box.isFocused)
        root.handleKeyEvent(KeyEvent(keysym: .down))
        #expect(view.controls[0].value == .comboChoice(box.selectedItem) && box.selectedItem != nil)
    }
}
