import Glibc
import CurtainTestSupport
import Testing
@testable import curtain

@Suite("progress: zenity's stdin line grammar", .blocking)
struct ProgressLineTests {
    @Test("a number line sets the percentage; 45%, floats and trailing text keep the leading digits")
    func numbers() {
        #expect(ProgressLine.parse("45") == .percentage(45))
        #expect(ProgressLine.parse("45%") == .percentage(45))
        #expect(ProgressLine.parse("45.7") == .percentage(45))
        #expect(ProgressLine.parse("99.9") == .percentage(99), "zenity truncates: 99.9 does not auto-close")
        #expect(ProgressLine.parse("100abc") == .percentage(100))
        #expect(ProgressLine.parse("1e2") == .percentage(1))
        #expect(ProgressLine.parse("0") == .percentage(0))
        #expect(ProgressLine.parse("50\r") == .percentage(50))
    }

    @Test("numbers above 100 mean 100, even ones that overflow an Int")
    func aboveHundred() {
        #expect(ProgressLine.parse("150") == .percentage(100))
        #expect(ProgressLine.parse(String(repeating: "9", count: 400)) == .percentage(100))
    }

    @Test("negative numbers, leading spaces, words and empty lines are ignored")
    func ignored() {
        for line in ["-5", " 100", "abc", "", "+50", "pulsate", "\u{FFFD}12"] {
            #expect(ProgressLine.parse(line) == .ignored, "\(line.debugDescription)")
        }
    }

    @Test("#text and # text set the label, trimmed, with escapes expanded")
    func text() {
        #expect(ProgressLine.parse("#Copying") == .text("Copying"))
        #expect(ProgressLine.parse("# Copying file 3  ") == .text("Copying file 3"))
        #expect(ProgressLine.parse("#line1\\nline2") == .text("line1\nline2"))
        #expect(ProgressLine.parse("#") == .text(""))
        #expect(ProgressLine.parse("#50") == .text("50"))
    }
}

@MainActor @Suite("progress: reading stdin in lines")
struct LineReaderTests {
    @Test("lines split across reads are joined; the last partial line waits")
    func splitAcrossReads() {
        let reader = LineReader()
        #expect(reader.split(Array("1\n2".utf8)[...]) == ["1"])
        #expect(reader.split(Array("5\n#a b\n".utf8)[...]) == ["25", "#a b"])
        #expect(reader.split(Array("\n\n".utf8)[...]) == ["", ""])
    }

    @Test("invalid UTF-8 is repaired, not fatal")
    func invalidUTF8() {
        let reader = LineReader()
        #expect(reader.split([0x23, 0xFF, 0x0A][...]) == ["#\u{FFFD}"])
    }

    @Test("a pipe: lines, then the unterminated last line at end of input")
    func readsFromPipe() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let input = InputWatch(fileDescriptor: fds[0], chunkSize: 64)
        let reader = LineReader()
        "10\n#x\n42".utf8CString.withUnsafeBufferPointer { _ = write(fds[1], $0.baseAddress, $0.count - 1) }
        guard case .bytes(let bytes) = input.readChunk() else { Issue.record("no bytes read"); return }
        #expect(reader.split(bytes) == ["10", "#x"])
        close(fds[1])
        #expect(input.readChunk() == .end)
        #expect(reader.finish() == "42")
        close(fds[0])
    }
}

@Suite("progress: zenity's --progress options", .blocking)
struct ZenityProgressOptionTests {
    private func progress(_ arguments: String...) throws -> ProgressRequest {
        guard case .success(.progress(let request)) = parse(arguments) else {
            Issue.record("not a progress invocation: \(parse(arguments))")
            throw CancellationError()
        }
        return request
    }

    @Test("defaults: zenity's title and text, Cancel shown, nothing automatic")
    func defaults() throws {
        let request = try progress("--progress")
        #expect(request.dialog.title == "Progress" && request.text == "Running...")
        #expect(request.percentage == 0 && !request.isPulsating && !request.closesAutomatically)
        #expect(request.hasCancel && !request.killsParentOnCancel && !request.showsTimeRemaining)
        #expect(request.outputFormat == .plain)
    }

    @Test("every progress option maps to the request")
    func options() throws {
        let request = try progress(
            "--progress", "--title=Copy", "--text", "a\\tb", "--percentage=30", "--pulsate", "--auto-close",
            "--auto-kill", "--no-cancel", "--time-remaining", "--ok-label", "Done", "--cancel-label", "Stop",
            "--width", "300", "--timeout", "9")
        #expect(request.dialog.title == "Copy" && request.text == "a\tb" && request.percentage == 30)
        #expect(request.isPulsating && request.closesAutomatically && request.killsParentOnCancel)
        #expect(!request.hasCancel && request.showsTimeRemaining)
        #expect(request.dialog.okLabel == "Done" && request.dialog.cancelLabel == "Stop")
        #expect(request.dialog.width == 300 && request.dialog.timeout == .seconds(9))
    }

    @Test("--percentage is clamped; a non-number is a usage error")
    func percentage() throws {
        #expect(try progress("--progress", "--percentage=150").percentage == 100)
        #expect(try progress("--progress", "--percentage=-3").percentage == 0)
        #expect(usageError(["--progress", "--percentage=x"]) != nil)
    }

    @Test("--progress with another dialog type is a usage error, in either order")
    func twoTypes() {
        #expect(usageError(["--progress", "--info"])?.contains("two dialog types") == true)
        #expect(usageError(["--question", "--progress"])?.contains("two dialog types") == true)
    }

    @Test("outcomes: OK and auto-close exit 0, Cancel 1, timeout 5, all silent; JSON says why")
    func outcomes() {
        #expect(ProgressOutcome(reason: .ok, percentage: 100).output(format: .plain) == ("", .success))
        #expect(ProgressOutcome(reason: .autoClose, percentage: 100).output(format: .plain) == ("", .success))
        #expect(ProgressOutcome(reason: .cancel, percentage: 40).output(format: .plain) == ("", .cancelled))
        #expect(ProgressOutcome(reason: .timeout, percentage: 0).output(format: .plain) == ("", .timedOut))
        #expect(
            ProgressOutcome(reason: .cancel, percentage: 40).output(format: .json)
                == ("{\"reason\": \"cancel\", \"percentage\": 40}\n", .cancelled))
    }
}

@MainActor @Suite("progress: curtain progress")
struct ProgressCommandTests {
    @Test("options map to the request; --json selects JSON output; no zenity defaults")
    func options() throws {
        guard
            case .success(.progress(let request)) = parse(
                [
                    "progress", "--text", "Copying", "--percentage", "12", "--pulsate", "--auto-close", "--no-cancel",
                    "--time-remaining", "--json", "--timeout", "1.5", "--width", "320",
                ])
        else {
            Issue.record("not a progress invocation")
            return
        }
        #expect(request.dialog.title == "Progress" && request.text == "Copying" && request.percentage == 12)
        #expect(request.isPulsating && request.closesAutomatically && !request.hasCancel && request.showsTimeRemaining)
        #expect(request.outputFormat == .json && request.dialog.timeout == .milliseconds(1500) && request.dialog.width == 320)
        #expect(!request.killsParentOnCancel)
    }

    @Test("unknown options and bad numbers are one-line usage errors; help is listed")
    func errors() {
        #expect(usageError(["progress", "--auto-kill"]) != nil, "--auto-kill is zenity mode's only")
        #expect(usageError(["progress", "--percentage", "many"])?.contains("--percentage") == true)
        guard case .success(.help(let help)) = parse(["help", "progress"]) else {
            Issue.record("no help for progress")
            return
        }
        #expect(help.contains("--pulsate") && help.contains("--json"))
    }

    @Test("a presenter without progress support fails with exit 3, one line")
    func unsupportedPresenter() {
        let result = CurtainCommand.run(
            ["progress"], backends: DialogBackends(presenter: { UnreachablePresenter() }, renderer: { UnreachablePresenter() }))
        #expect(result.exitCode == .displayUnavailable && result.stderr.hasSuffix("\n"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }
}
