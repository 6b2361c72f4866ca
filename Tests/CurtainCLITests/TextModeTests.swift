import Testing
@testable import curtain

@MainActor @Suite("zenity --text-info and curtain text: parsing, zenity 3.44's output, decoding")
struct TextModeTests {
    func textRequest(_ arguments: String...) -> TextRequest? {
        if case .success(.text(let request)) = parse(arguments) { return request }
        return nil
    }

    func run(_ arguments: [String], _ outcome: TextOutcome) -> CommandResult {
        CurtainCommand.run(
            arguments,
            backends: DialogBackends(
                presenter: { ScriptedPresenter(.dismissed()) }, renderer: { RecordingRenderer() },
                textPresenter: { Scripted<TextRequest, TextOutcome>(outcome) }))
    }

    @Test("zenity's options: --filename and --editable are shared with other dialogs, the rest are text-info's")
    func zenityOptions() throws {
        let request = try #require(
            textRequest(
                "--text-info", "--filename=/etc/hosts", "--editable", "--checkbox", "I agree", "--auto-scroll",
                "--font", "Monospace 12", "--width", "500", "--height", "300", "--timeout", "9", "--ok-label", "Yes",
                "--cancel-label", "No", "--title", "T"))
        #expect(request.filename == "/etc/hosts" && request.isEditable && request.checkbox == "I agree")
        #expect(request.scrollsAutomatically && request.font == "Monospace 12")
        #expect(request.dialog.width == 500 && request.dialog.height == 300 && request.dialog.timeout == .seconds(9))
        #expect(request.dialog.okLabel == "Yes" && request.dialog.cancelLabel == "No" && request.dialog.title == "T")
        let plain = try #require(textRequest("--text-info"))
        #expect(plain.dialog.title == "Text View" && !plain.isEditable && plain.filename == nil)
    }

    @Test("--html and its options are usage errors; text-info with another dialog type too")
    func rejected() {
        for arguments in [
            ["--text-info", "--html"], ["--text-info", "--url", "x"], ["--text-info", "--list"],
            ["--info", "--text-info"], ["text", "stray"],
        ] {
            let result = run(arguments, TextOutcome(reason: .ok, text: ""))
            #expect(result.exitCode == .usageError && result.stderr.split(separator: "\n").count == 1, "\(arguments)")
        }
    }

    @Test("stdout: the text as is on OK and timeout with --editable, nothing otherwise; exit 0, 1, 5")
    func output() {
        let text = "a\nb"
        #expect(
            run(["--text-info", "--editable"], TextOutcome(reason: .ok, text: text))
                == CommandResult(stdout: text, exitCode: .success))
        #expect(run(["--text-info"], TextOutcome(reason: .ok, text: text)) == CommandResult(exitCode: .success))
        #expect(
            run(["--text-info", "--editable"], TextOutcome(reason: .cancel, text: text)) == CommandResult(exitCode: .cancelled))
        #expect(
            run(["--text-info", "--editable"], TextOutcome(reason: .timeout, text: text))
                == CommandResult(stdout: text, exitCode: .timedOut))
    }

    @Test("curtain text --json: the button, the text with --editable, the box with --checkbox")
    func json() {
        let result = run(
            ["text", "--editable", "--checkbox", "Done", "--json"],
            TextOutcome(reason: .ok, text: "x\n\"y\"", isChecked: true))
        #expect(result.stdout == #"{"button": "ok", "text": "x\n\"y\"", "checked": true}"# + "\n")
        #expect(run(["text", "--json"], TextOutcome(reason: .cancel, text: "")).stdout == #"{"button": "cancel"}"# + "\n")
    }

    @Test("decoding: UTF-8 split across reads is joined; the text ends before invalid bytes or NUL")
    func decoding() {
        var decoder = TextDecoder()
        let bytes = Array("é日".utf8)
        #expect(decoder.decode(bytes[0..<1]) == "")
        #expect(decoder.decode(bytes[1..<3]) == "é")
        #expect(decoder.decode(bytes[3...]) == "日" && !decoder.hasFailed)
        var latin1 = TextDecoder()
        #expect(latin1.decode([0x63, 0x61, 0x66, 0xE9, 0x0A, 0x78]) == "caf" && latin1.hasFailed)
        #expect(latin1.decode([0x41]) == "")
        var nul = TextDecoder()
        #expect(nul.decode([0x61, 0x00, 0x62]) == "a" && nul.hasFailed)
        var cut = TextDecoder()
        #expect(cut.decode([0x61, 0xE6]) == "a")
        cut.finish()
        #expect(cut.hasFailed)
    }

    @Test("curtain help text and the man page list the subcommand")
    func documented() {
        let help = run(["help", "text"], TextOutcome(reason: .ok, text: ""))
        #expect(help.stdout.contains("--auto-scroll") && help.stdout.contains("--json"))
        #expect(run(["--help"], TextOutcome(reason: .ok, text: "")).stdout.contains("text [options]"))
    }
}
