import Testing
@testable import curtain

@MainActor @Suite("curtain form: fields, plain and JSON output")
struct FormCommandTests {
    func run(_ arguments: [String], _ outcome: FormOutcome) -> CommandResult {
        CurtainCommand.run(
            ["form"] + arguments,
            backends: DialogBackends(
                presenter: { ScriptedPresenter(.dismissed()) }, renderer: { RecordingRenderer() },
                formPresenter: { Scripted<FormRequest, FormOutcome>(outcome) }))
    }

    @Test("field options fill the field added last")
    func fields() throws {
        guard
            case .success(.form(let request)) = parse([
                "form", "--entry", "Name", "--text-value", "Ann", "--list", "L",
                "--columns", "A|B", "--values", "1|2", "--check", "Mail", "--on",
                "--radio", "Size", "--values", "S|M", "--date", "When", "--combo", "Shell",
                "--values", "sh|zsh",
            ])
        else { Issue.record("not a form"); return }
        #expect(
            request.fields.map(\.kind) == [
                .entry(text: "Ann"), .list(columns: ["A", "B"], cells: ["1", "2"]),
                .checkBox(isOn: true), .radio(choices: ["S", "M"], chosen: 0), .calendar,
                .combo(choices: ["sh", "zsh"], chosen: 0),
            ])
        #expect(request.output == .plain && request.dateFormat == "%Y-%m-%d")
    }

    @Test("usage errors: no fields, a field option with nothing to fill, a radio without choices")
    func usageErrors() {
        #expect(
            run([], .cancelled).stderr
                == "curtain: no fields given: add --entry, --password, --list, --date, --check, --radio or --combo\n")
        #expect(run(["--values", "a"], .cancelled).stderr == "curtain: --values must follow the field it fills\n")
        #expect(run(["--entry", "A", "--on"], .cancelled).exitCode == .usageError)
        #expect(run(["--radio", "R"], .cancelled).stderr == "curtain: --radio 'R' needs --values with its choices\n")
        #expect(run(["--combo", "C"], .cancelled).stderr == "curtain: --combo 'C' needs --values with its choices\n")
    }

    @Test("plain output: values joined by the separator, list cells by commas; nothing on Cancel or timeout")
    func plain() {
        let arguments = ["--entry", "A", "--list", "L", "--values", "x|y", "--check", "C", "--separator", ";"]
        let ok = run(arguments, .ok([.text("a"), .rows([["x"], ["y"]]), .checked(true)]))
        #expect(ok == CommandResult(stdout: "a;x,y;TRUE\n", exitCode: .success))
        #expect(run(arguments, .cancelled) == CommandResult(stdout: "", exitCode: .cancelled))
        #expect(run(arguments, .timedOut([])) == CommandResult(stdout: "", exitCode: .timedOut))
    }

    @Test("--json: the button and every field's label, type and value")
    func json() {
        let arguments = [
            "--entry", "Name", "--password", "Pin", "--list", "L", "--values", "x|y", "--check", "Mail",
            "--radio", "Size", "--values", "S|M", "--date", "When", "--json",
        ]
        let values: [FormValue] = [
            .text("Ann \"A\""), .text("1234"), .rows([["y"]]), .checked(false), .choice("M"),
            .date(FormDate(year: 2026, month: 1, day: 2)),
        ]
        let ok = run(arguments, .ok(values))
        #expect(ok.exitCode == .success)
        #expect(
            ok.stdout == #"{"button": "ok", "fields": [{"label": "Name", "type": "entry", "value": "Ann \"A\""}, "#
                + #"{"label": "Pin", "type": "password", "value": "1234"}, {"label": "L", "type": "list", "value": [["y"]]}, "#
                + #"{"label": "Mail", "type": "check", "value": false}, {"label": "Size", "type": "radio", "value": "M"}, "#
                + #"{"label": "When", "type": "calendar", "value": "2026-01-02"}]}"# + "\n")
        let cancelled = run(arguments, .cancelled)
        #expect(cancelled == CommandResult(stdout: #"{"button": "cancel", "fields": []}"# + "\n", exitCode: .cancelled))
    }
}
