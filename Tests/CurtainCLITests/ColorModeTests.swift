import Curtain
import Testing
@testable import curtain

@MainActor @Suite("zenity --color-selection and curtain color: parsing, zenity 3.44's output")
struct ColorModeTests {
    func colorRequest(_ arguments: String...) -> ColorRequest? {
        if case .success(.color(let request)) = parse(arguments) { return request }
        return nil
    }

    func run(_ arguments: [String], _ outcome: ColorOutcome) -> CommandResult {
        CurtainCommand.run(
            arguments,
            backends: DialogBackends(
                presenter: { ScriptedPresenter(.dismissed()) }, renderer: { RecordingRenderer() },
                colorPresenter: { Scripted<ColorRequest, ColorOutcome>(outcome) }))
    }

    static let skyBlue = Color(hex: 0x3465a4)

    @Test("zenity's options: --color as gdk_rgba_parse reads it, --show-palette, the general ones; --text not shown")
    func zenityOptions() throws {
        let request = try #require(
            colorRequest(
                "--color-selection", "--color", "rgb(52,101,164)", "--show-palette", "--title", "T", "--timeout", "4",
                "--ok-label", "Pick", "--extra-button", "Never", "--text", "ignored"))
        #expect(request.initialColor == Self.skyBlue && request.showsPalette && request.extraLabels == ["Never"])
        #expect(request.dialog.title == "T" && request.dialog.timeout == .seconds(4) && request.dialog.okLabel == "Pick")
        #expect(request.text.isEmpty, "zenity's colour dialog has no text")
        let plain = try #require(colorRequest("--color-selection"))
        #expect(plain.initialColor == nil && !plain.showsPalette && plain.dialog.title == "Select a Color")
        #expect(try #require(colorRequest("--color-selection", "--color=#fff")).initialColor == .white)
        #expect(
            try #require(colorRequest("--color-selection", "--color=bogus")).initialColor == nil,
            "zenity ignores a colour GTK cannot parse")
        #expect(try #require(colorRequest("--color-selection")).showsEditor == false, "GTK's dialog opens on the palette")
        #expect(try #require(colorRequest("color", "--editor")).showsEditor)
    }

    @Test("usage errors: curtain color refuses a colour it cannot parse; two dialog types; one line, exit 2")
    func usageErrors() {
        for arguments in [
            ["color", "--color", "bogus"], ["color", "--color", "#ff000080"], ["--color-selection", "--calendar"],
            ["color", "stray"], ["--color-selection", "--editor"],
        ] {
            let result = run(arguments, .cancelled)
            #expect(result.exitCode == .usageError && result.stderr.split(separator: "\n").count == 1, "\(arguments)")
        }
    }

    @Test("stdout: rgb() on OK, rgba() when translucent; an extra button's label; nothing on Cancel or zenity's timeout")
    func output() {
        #expect(run(["--color-selection"], .ok(Self.skyBlue)) == CommandResult(stdout: "rgb(52,101,164)\n", exitCode: .success))
        #expect(
            run(["--color-selection"], .ok(Self.skyBlue.withAlpha(0.25)))
                == CommandResult(stdout: "rgba(52,101,164,0.25)\n", exitCode: .success))
        #expect(run(["--color-selection"], .cancelled) == CommandResult(exitCode: .cancelled))
        #expect(
            run(["--color-selection", "--extra-button", "Never"], .extraButton(0))
                == CommandResult(stdout: "Never\n", exitCode: .cancelled))
        #expect(
            run(["--color-selection", "--timeout", "1"], .timedOut(Self.skyBlue)) == CommandResult(exitCode: .cancelled),
            "zenity 3.44's colour dialog has no timeout case: nothing, exit 1")
        #expect(run(["color"], .timedOut(Self.skyBlue)) == CommandResult(stdout: "rgb(52,101,164)\n", exitCode: .timedOut))
    }

    @Test("curtain color --json: the button, the colour, its hex and its alpha")
    func json() {
        #expect(
            run(["color", "--json"], .ok(Self.skyBlue)).stdout
                == ##"{"button": "ok", "color": "rgb(52,101,164)", "hex": "#3465a4", "alpha": 1}"## + "\n")
        #expect(run(["color", "--json"], .cancelled).stdout == #"{"button": "cancel"}"# + "\n")
    }
}
