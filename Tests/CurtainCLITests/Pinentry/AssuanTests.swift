import Testing

@testable import curtain

@MainActor @Suite("Assuan: command lines, percent-escaping, D lines and ERR codes")
struct AssuanTests {
    @Test func aCommandSplitsIntoItsVerbAndItsArgument() throws {
        let command = try #require(Assuan.Command(line: "setdesc Enter the passphrase%0Afor key 1234"))
        #expect(command.verb == "SETDESC")
        #expect(command.argument == "Enter the passphrase\nfor key 1234")
        #expect(Assuan.Command(line: "GETPIN")?.rawArgument == "")
        #expect(Assuan.Command(line: "  BYE  ")?.verb == "BYE")
    }

    @Test func blankLinesAndCommentsAreNotCommands() {
        #expect(Assuan.Command(line: "") == nil)
        #expect(Assuan.Command(line: "   ") == nil)
        #expect(Assuan.Command(line: "# a comment") == nil)
    }

    @Test func escapesDecodeInEitherCaseAndAStrayPercentStays() {
        #expect(Assuan.unescaped("100%25 sure%0d%0A") == "100% sure\r\n")
        #expect(Assuan.unescaped("50% off") == "50% off")
        #expect(Assuan.unescaped("ends with %4") == "ends with %4")
        #expect(Assuan.unescaped("Gr%C3%BC%C3%9Fe") == "Grüße")
    }

    @Test func onlyPercentCRAndLFAreEscapedOnTheWayOut() {
        #expect(Assuan.escaped("a%b\rc\nd e+f") == "a%25b%0Dc%0Ad e+f")
        #expect(Assuan.escaped("Grüße") == "Grüße")
    }

    /// gpg-agent reads `INQUIRE QUALITY`'s argument up to its first space and decodes `+` as a space, as pinentry
    /// writes it.
    @Test func theQualityTextIsPlusEscapedAsGpgAgentReadsIt() {
        #expect(Assuan.plusEscaped("a b+c%d") == "a+b%2Bc%25d")
        #expect(Assuan.plusEscaped("tab\there\r\n\u{7F}") == "tab%09here%0D%0A%7F")
        #expect(Assuan.plusEscaped("Grüße") == "Grüße")
        #expect(!Assuan.plusEscaped("x y").contains(" "), "no space ends the argument early")
    }

    @Test func theQualityTextIsCutTo300BytesSoItsLineFitsAssuansLimit() {
        let percents = Assuan.plusEscaped(String(repeating: "%", count: 400))
        #expect(percents == String(repeating: "%25", count: 300))
        let line = "INQUIRE QUALITY " + percents + "\n"
        #expect(line.utf8.count <= Assuan.maximumLineLength)
        // Two bytes each: 150 of them, never half of one.
        #expect(Assuan.plusEscaped(String(repeating: "ü", count: 200)) == String(repeating: "ü", count: 150))
        #expect(Assuan.plusEscaped("x" + String(repeating: "ü", count: 200)).utf8.count == 299)
    }

    @Test func dataGoesOutInDLinesOfAtMost1000Bytes() {
        #expect(Assuan.dataLines(Array("pass%word\n".utf8)) == "D pass%25word%0A\n")
        #expect(Assuan.dataLines([]) == "")
        let long = Assuan.dataLines([UInt8](repeating: UInt8(ascii: "x"), count: 2500))
        let lines = long.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.utf8.count + 1 <= Assuan.maximumLineLength && $0.hasPrefix("D ") })
        #expect(lines.map { $0.dropFirst(2) }.joined() == String(repeating: "x", count: 2500))
    }

    @Test func anEscapeIsNeverSplitAcrossDLines() {
        let data = [UInt8](repeating: UInt8(ascii: "%"), count: 400)
        let lines = Assuan.dataLines(data).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.utf8.count + 1 <= Assuan.maximumLineLength && ($0.utf8.count - 2) % 3 == 0 })
        #expect(Assuan.unescaped(lines.map { String($0.dropFirst(2)) }.joined()) == String(repeating: "%", count: 400))
    }

    @Test func anInquiryIsAnsweredByDLinesUpToEndAndCancelledByCan() {
        var lines = ["D 4", "D 2%25", "END"]
        #expect(Assuan.inquiryData { lines.isEmpty ? nil : lines.removeFirst() } == "42%")
        lines = ["CAN"]
        #expect(Assuan.inquiryData { lines.isEmpty ? nil : lines.removeFirst() } == nil)
        lines = ["D 1"]
        #expect(Assuan.inquiryData { lines.isEmpty ? nil : lines.removeFirst() } == nil, "input ended")
        lines = ["# a comment", "D 1", "", "# another", "END"]
        #expect(Assuan.inquiryData { lines.isEmpty ? nil : lines.removeFirst() } == "1", "comments and blanks skipped")
    }

    @Test func errorNumbersAreLibgpgErrorsWithPinentryAsTheirSource() {
        #expect(Assuan.Error.cancelled.line == "ERR 83886179 Operation cancelled <Pinentry>\n")
        #expect(Assuan.Error.timedOut.line == "ERR 83886142 Timeout <Pinentry>\n")
        #expect(Assuan.Error.notConfirmed.number == 83_886_194)
        #expect(Assuan.Error.unknownOption.number == 83_886_254)
        #expect(Assuan.Error.unknownCommand.line == "ERR 536871187 Unknown IPC command <User defined source 1>\n")
        // GPG_ERR_ASS_LINE_TOO_LONG (263) from libassuan's source, as libgpg-error numbers it.
        #expect(Assuan.Error.lineTooLong.line == "ERR 536871175 Line too long <User defined source 1>\n")
    }

    @Test func statusAndOKLinesEscapeTheirText() {
        #expect(Assuan.statusLine("PIN_REPEATED") == "S PIN_REPEATED\n")
        #expect(Assuan.statusLine("ERROR", "a\nb") == "S ERROR a%0Ab\n")
        #expect(PinentrySession.greeting == "OK Pleased to meet you\n")
    }
}
