import Testing
@testable import curtain

@MainActor @Suite("curtain alert: stdout and exit status")
struct AlertResultTests {
    let buttons = ["--button", "Cancel:cancel", "--button", "Save", "--button", "Delete:destructive"]

    @Test("a chosen button prints its label and exits 0; destructive counts as chosen")
    func chosen() {
        #expect(run(["alert"] + buttons, answering: .action(at: 1)) == CommandResult(stdout: "Save\n", exitCode: .success))
        #expect(run(["alert"] + buttons, answering: .action(at: 2)) == CommandResult(stdout: "Delete\n", exitCode: .success))
    }

    @Test("the cancel button prints its label and exits 1")
    func cancelButton() {
        #expect(run(["alert"] + buttons, answering: .action(at: 0)) == CommandResult(stdout: "Cancel\n", exitCode: .cancelled))
    }

    @Test("Escape reports the cancel button when there is one, else nothing; exit 1")
    func dismissed() {
        #expect(run(["alert"] + buttons, answering: .dismissed()) == CommandResult(stdout: "Cancel\n", exitCode: .cancelled))
        #expect(run(["alert"], answering: .dismissed()) == CommandResult(exitCode: .cancelled))
    }

    @Test("a timeout prints nothing and exits 5")
    func timeout() {
        #expect(
            run(["alert", "--timeout", "1"] + buttons, answering: .timedOut(text: "x")) == CommandResult(exitCode: .timedOut))
    }

    @Test("with --entry, the text follows on the next line, only for a chosen action")
    func entryText() {
        let arguments = ["alert", "--entry"] + buttons
        #expect(
            run(arguments, answering: .action(at: 1, text: "name")) == CommandResult(stdout: "Save\nname\n", exitCode: .success))
        #expect(run(arguments, answering: .action(at: 1, text: nil)) == CommandResult(stdout: "Save\n\n", exitCode: .success))
        #expect(
            run(arguments, answering: .action(at: 0, text: "name")) == CommandResult(stdout: "Cancel\n", exitCode: .cancelled))
        // Text from a presenter is ignored when the alert has no field.
        #expect(
            run(["alert"] + buttons, answering: .action(at: 1, text: "stray"))
                == CommandResult(stdout: "Save\n", exitCode: .success))
    }

    @Test(
        "--json prints one object for each kind of ending",
        arguments: [
            (
                AlertOutcome.action(at: 1, text: "n"), #"{"action": "Save", "index": 1, "text": "n", "reason": "action"}"#,
                ExitCode.success
            ),
            (.action(at: 0, text: "n"), #"{"action": "Cancel", "index": 0, "text": null, "reason": "cancel"}"#, .cancelled),
            (.dismissed(text: "n"), #"{"action": "Cancel", "index": 0, "text": null, "reason": "cancel"}"#, .cancelled),
            (.timedOut(text: "n"), #"{"action": null, "index": null, "text": null, "reason": "timeout"}"#, .timedOut),
        ])
    func json(_ outcome: AlertOutcome, _ expected: String, _ code: ExitCode) {
        let result = run(["alert", "--json", "--entry"] + buttons, answering: outcome)
        #expect(result == CommandResult(stdout: expected + "\n", exitCode: code))
    }

    @Test("--json without a field has text null; without a cancel button Escape has action null")
    func jsonNulls() {
        #expect(
            run(["alert", "--json"], answering: .action(at: 0)).stdout
                == #"{"action": "OK", "index": 0, "text": null, "reason": "action"}"# + "\n")
        #expect(
            run(["alert", "--json"], answering: .dismissed()).stdout
                == #"{"action": null, "index": null, "text": null, "reason": "cancel"}"# + "\n")
    }

    @Test("user text in JSON is escaped")
    func jsonEscapesUserText() {
        let result = run(
            ["alert", "--json", "--button", #"Say "hi"\now"#, "--entry"], answering: .action(at: 0, text: "a\tb\u{0}"))
        #expect(result.stdout == #"{"action": "Say \"hi\"\\now", "index": 0, "text": "a\tb\u0000", "reason": "action"}"# + "\n")
    }

    @Test("an unknown button index from the presenter is an internal failure, exit 4")
    func presenterBug() {
        let result = run(["alert"], answering: .action(at: 3))
        #expect(result.exitCode == .failure && result.stdout.isEmpty)
        #expect(result.stderr == "curtain: internal error: the presenter reported an unknown button (action(index: 3))\n")
        #expect(run(["--info"], answering: .action(at: -1)).exitCode == .failure)
    }

    @Test("display errors exit 3 and other errors exit 4, each with one line")
    func presenterErrors() {
        struct Broken: Error, CustomStringConvertible {
            var description: String { "cairo failed\nbadly" }
        }
        let noDisplay = CurtainCommand.run(
            ["alert"],
            backends: DialogBackends(
                presenter: { ScriptedPresenter(throwing: DisplayError.noDisplay(tried: "WAYLAND_DISPLAY=wayland-9")) },
                renderer: { RecordingRenderer() }))
        #expect(
            noDisplay
                == CommandResult(
                    stderr: "curtain: no Wayland display (tried WAYLAND_DISPLAY=wayland-9)\n", exitCode: .displayUnavailable))
        let lost = CurtainCommand.run(
            ["--info"],
            backends: DialogBackends(
                presenter: { ScriptedPresenter(throwing: DisplayError.connectionLost(reason: "broken pipe")) },
                renderer: { RecordingRenderer() }))
        #expect(
            lost == CommandResult(stderr: "curtain: lost the Wayland connection: broken pipe\n", exitCode: .displayUnavailable))
        let other = CurtainCommand.run(
            ["alert"],
            backends: DialogBackends(presenter: { ScriptedPresenter(throwing: Broken()) }, renderer: { RecordingRenderer() }))
        #expect(other == CommandResult(stderr: "curtain: cairo failed badly\n", exitCode: .failure))
    }

    @Test("the presenter receives the parsed request")
    func presenterReceivesRequest() throws {
        let presenter = ScriptedPresenter(.dismissed())
        _ = CurtainCommand.run(
            ["alert", "--title", "Hi"], backends: DialogBackends(presenter: { presenter }, renderer: { RecordingRenderer() }))
        #expect(presenter.requests == [AlertRequest(title: "Hi")])
    }
}
