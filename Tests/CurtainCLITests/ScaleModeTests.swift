import Testing
@testable import curtain

@MainActor @Suite("zenity --scale and curtain scale: parsing, zenity 3.44's errors and output")
struct ScaleModeTests {
    func scaleRequest(_ arguments: String...) -> ScaleRequest? {
        if case .success(.scale(let request)) = parse(arguments) { return request }
        return nil
    }

    func run(_ arguments: [String], _ outcome: ScaleOutcome) -> CommandResult {
        CurtainCommand.run(
            arguments,
            backends: DialogBackends(
                presenter: { ScriptedPresenter(.dismissed()) }, renderer: { RecordingRenderer() },
                scalePresenter: { Scripted<ScaleRequest, ScaleOutcome>(outcome) }))
    }

    @Test("zenity's options: the scale's own, --text and the general ones")
    func zenityOptions() throws {
        let request = try #require(
            scaleRequest(
                "--scale", "--text", "Pick\\n<b>one</b>", "--value=-5", "--min-value", "-10", "--max-value", "10",
                "--step", "2", "--print-partial", "--hide-value", "--title", "T", "--width", "400", "--timeout", "3",
                "--ok-label", "Go", "--cancel-label", "Stop", "--extra-button", "More"))
        #expect(request.value == -5 && request.minimum == -10 && request.maximum == 10 && request.step == 2)
        #expect(request.printsPartial && request.hidesValue && request.usesMarkup)
        #expect(request.text == "Pick\n<b>one</b>" && request.extraLabels == ["More"])
        #expect(request.dialog.title == "T" && request.dialog.width == 400 && request.dialog.timeout == .seconds(3))
        #expect(request.dialog.okLabel == "Go" && request.dialog.cancelLabel == "Stop")
        let plain = try #require(scaleRequest("--scale"))
        #expect(plain.value == 0 && plain.minimum == 0 && plain.maximum == 100 && plain.step == 1)
        #expect(plain.dialog.title == "Adjust the scale value" && plain.text == "Adjust the scale value")
        #expect(!plain.printsPartial && !plain.hidesValue)
    }

    @Test("zenity's own errors: a minimum not below the maximum, a value outside them; exit 255 with its words")
    func rangeErrors() {
        for (arguments, message) in [
            (["--scale", "--min-value=10", "--max-value=5"], "Maximum value must be greater than minimum value."),
            (["--scale", "--min-value=5", "--max-value=5", "--value=5"], "Maximum value must be greater than minimum value."),
            (["--scale", "--value=200"], "Value out of range."), (["--scale", "--value=-1"], "Value out of range."),
        ] {
            let result = run(arguments, .ok(0))
            #expect(result.exitCode == .zenityError && result.stderr == "curtain: \(message)\n", "\(arguments)")
        }
    }

    @Test("usage errors: a number that is not whole, two dialog types, and curtain scale's range and step; one line, exit 2")
    func usageErrors() {
        for arguments in [
            ["--scale", "--value=abc"], ["--scale", "--step", "1.5"], ["--scale", "--info"], ["--list", "--scale"],
            ["scale", "--min-value", "3", "--max-value", "2"], ["scale", "--value", "101"], ["scale", "--step", "0"],
            ["scale", "--print-partial=yes"], ["scale", "stray"],
        ] {
            let result = run(arguments, .ok(0))
            #expect(result.exitCode == .usageError && result.stderr.split(separator: "\n").count == 1, "\(arguments)")
        }
    }

    @Test("stdout: the value on OK and timeout; an extra button's label; nothing on Cancel; exit 0, 5, 1, 1")
    func output() {
        #expect(run(["--scale"], .ok(42)) == CommandResult(stdout: "42\n", exitCode: .success))
        #expect(run(["--scale", "--min-value=-9"], .ok(-3)) == CommandResult(stdout: "-3\n", exitCode: .success))
        #expect(run(["--scale"], .cancelled) == CommandResult(exitCode: .cancelled))
        #expect(
            run(["--scale", "--extra-button", "More"], .extraButton(0)) == CommandResult(stdout: "More\n", exitCode: .cancelled))
        #expect(run(["--scale"], .timedOut(7)) == CommandResult(stdout: "7\n", exitCode: .timedOut))
    }

    @Test("--print-partial prints one line per value; --json never does")
    func partialLines() throws {
        let partial = try #require(scaleRequest("--scale", "--print-partial"))
        #expect(partial.partialLine(for: 12) == "12\n")
        #expect(try #require(scaleRequest("--scale")).partialLine(for: 12) == "")
        #expect(try #require(scaleRequest("scale", "--print-partial", "--json")).partialLine(for: 12) == "")
    }

    @Test("curtain scale --json: the button and the value")
    func json() {
        #expect(run(["scale", "--json"], .ok(40)).stdout == #"{"button": "ok", "value": 40}"# + "\n")
        #expect(run(["scale", "--json"], .timedOut(3)).stdout == #"{"button": "timeout", "value": 3}"# + "\n")
        #expect(run(["scale", "--json"], .cancelled).stdout == #"{"button": "cancel"}"# + "\n")
        #expect(run(["scale", "--json"], .cancelled).exitCode == .cancelled)
    }

    @Test("curtain scale's --text is plain text; zenity's is markup")
    func markup() throws {
        #expect(try #require(scaleRequest("scale", "--text", "<b>x</b>")).usesMarkup == false)
        #expect(try #require(scaleRequest("--scale", "--text", "<b>x</b>", "--no-markup")).usesMarkup == false)
    }
}
