import Foundation
import Testing

@testable import curtain

/// `curtain pinentry`'s loop over real file descriptors, with a scripted Assuan peer: what gpg-agent would send is
/// a file the loop reads as its input, and what it answers is read back from another.
@MainActor @Suite("curtain pinentry: Assuan lines as libassuan reads them")
struct PinentryCommandTests {
    /// Runs the loop on `input` and returns everything it wrote, the greeting first.
    func serve(_ input: [UInt8], _ dialogs: ScriptedPinentryDialogs = ScriptedPinentryDialogs()) throws -> String {
        let directory = NSTemporaryDirectory() + "curtain-assuan-" + String(UUID().uuidString.prefix(8))
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(input).write(to: URL(fileURLWithPath: directory + "/in"))
        let inputDescriptor = open(directory + "/in", O_RDONLY)
        let outputDescriptor = open(directory + "/out", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(inputDescriptor >= 0 && outputDescriptor >= 0)
        _ = PinentryCommand.serve(
            dialogs: dialogs, input: inputDescriptor, output: StandardStream(fileDescriptor: outputDescriptor))
        close(inputDescriptor)
        close(outputDescriptor)
        return try String(contentsOfFile: directory + "/out", encoding: .utf8)
    }

    func serve(_ input: String, _ dialogs: ScriptedPinentryDialogs = ScriptedPinentryDialogs()) throws -> String {
        try serve(Array(input.utf8), dialogs)
    }

    @Test func aLineLongerThanLibassuanReadsIsRefusedAndNotExecuted() throws {
        // Cut at 1000 bytes, this would have set the description and answered OK.
        let long = "SETDESC " + String(repeating: "x", count: 1200)
        let dialogs = ScriptedPinentryDialogs(pins: [.pin("p", repeated: false)])
        let written = try serve(long + "\nGETPIN\nBYE\n", dialogs)
        #expect(
            written
                == "OK Pleased to meet you\nERR 536871175 Line too long <User defined source 1>\nD p\nOK\nOK closing connection\n"
        )
        #expect(dialogs.asked.first?.description == nil, "the long line set nothing")
    }

    /// libassuan reads up to 1002 bytes for a line: 1000 and CR LF fit, one more byte does not.
    @Test func theLongestLineLibassuanAcceptsIsStillACommand() throws {
        let fits = "SETDESC " + String(repeating: "y", count: 992) + "\r\n"
        #expect(fits.utf8.count == Assuan.inputLineLimit)
        let dialogs = ScriptedPinentryDialogs(pins: [.pin("p", repeated: false), .pin("p", repeated: false)])
        let tooLong = "SETDESC " + String(repeating: "z", count: 994) + "\n"
        let written = try serve(fits + "GETPIN\n" + tooLong + "GETPIN\n", dialogs)
        #expect(
            written
                == "OK Pleased to meet you\nOK\nD p\nOK\nERR 536871175 Line too long <User defined source 1>\nD p\nOK\n")
        #expect(dialogs.asked[0].description == String(repeating: "y", count: 992))
        #expect(dialogs.asked[1].description == String(repeating: "y", count: 992), "the long line changed nothing")
    }

    /// A megabyte without a newline is one refused line, read in bounded pieces, and the conversation goes on.
    @Test func aMegabyteWithoutANewlineIsOneRefusedLine() throws {
        let input = Array(("NOP " + String(repeating: "n", count: 1 << 20) + "\nGETINFO flavor\n").utf8)
        let written = try serve(input)
        #expect(
            written == "OK Pleased to meet you\nERR 536871175 Line too long <User defined source 1>\nD curtain\nOK\n")
    }

    /// libassuan gives an unterminated last line `GPG_ERR_ASS_INCOMPLETE_LINE` and does not execute it.
    @Test func anUnterminatedLastLineIsNotExecuted() throws {
        let written = try serve("GETINFO flavor\nGETINFO flavor")
        #expect(written == "OK Pleased to meet you\nD curtain\nOK\n")
    }

    /// libassuan lets gpg-agent send comment lines at any time; pinentry reads past them in an inquiry's answer.
    @Test func commentLinesInTheQualityInquirysAnswerAreSkipped() throws {
        let dialogs = ScriptedPinentryDialogs(pins: [.pin("pa ss", repeated: false)])
        let written = try serve(
            "SETQUALITYBAR Quality:\nGETPIN\n# rating\n\nD 42\n# done\nEND\nBYE\n", dialogs)
        #expect(
            written
                == "OK Pleased to meet you\nOK\nINQUIRE QUALITY pa+ss\nD pa ss\nOK\nOK closing connection\n")
        #expect(dialogs.ratings == [.some(42)])
    }

    @Test func theReaderSkipsALongLineToItsNewlineAndKeepsCarriageReturnsOut() {
        var pipeDescriptors: [Int32] = [0, 0]
        #expect(pipe(&pipeDescriptors) == 0)
        let text = "A\r\n" + String(repeating: "-", count: 3000) + "\nB\n"
        _ = text.withCString { write(pipeDescriptors[1], $0, strlen($0)) }
        close(pipeDescriptors[1])
        let reader = AssuanLineReader(fileDescriptor: pipeDescriptors[0])
        var lines: [AssuanLineReader.Line] = []
        while let line = reader.nextLine() { lines.append(line) }
        close(pipeDescriptors[0])
        #expect(lines == [.text("A"), .tooLong, .text("B")])
    }
}
