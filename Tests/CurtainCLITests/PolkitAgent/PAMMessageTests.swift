import Testing

@testable import curtain

@Suite("curtain polkit-agent: polkit-agent-helper-1's PAM conversation, line by line")
struct PAMMessageTests {
    @Test func eachKindOfLineIsItsMessage() {
        #expect(PAMMessage(line: "PAM_PROMPT_ECHO_OFF Password: ") == .prompt("Password: ", echoes: false))
        #expect(PAMMessage(line: "PAM_PROMPT_ECHO_ON Login:") == .prompt("Login:", echoes: true))
        #expect(PAMMessage(line: "PAM_ERROR_MSG Authentication token expired") == .error("Authentication token expired"))
        #expect(PAMMessage(line: "PAM_TEXT_INFO Touch your security key") == .info("Touch your security key"))
        #expect(PAMMessage(line: "SUCCESS") == .success)
        #expect(PAMMessage(line: "FAILURE") == .failure)
    }

    /// The helper's own stderr never reaches this reader, but a line of another shape must never be taken for a
    /// prompt (answered with the password) or an ending.
    @Test(arguments: ["", "SUCCESS ", "success", "PAM_PROMPT_ECHO_OFF", "PAM_PROMPT_ECHO_OFFPassword", "Password: ", "FAILURE\r"])
    func otherLinesAreNoMessage(line: String) {
        #expect(PAMMessage(line: line) == nil)
    }

    /// `g_strescape` turns every byte outside printable ASCII into an octal escape, so a translated PAM message
    /// arrives as `\303\274`; a message can never break the one-line protocol with its own newline.
    @Test func escapesAreUndoneAsGStrcompressDoes() {
        #expect(PAMMessage(line: #"PAM_TEXT_INFO Gr\303\274\303\237e"#) == .info("Grüße"))
        #expect(
            PAMMessage(line: #"PAM_ERROR_MSG two\nlines\tand \"quotes\" \\ back"#) == .error("two\nlines\tand \"quotes\" \\ back")
        )
        #expect(PAMMessage.unescaped(Array(#"\101\1012\q"#.utf8)) == "AA2q", "up to three octal digits; \\q is q")
        #expect(PAMMessage.unescaped(Array(#"end\"#.utf8)) == #"end\"#, "a lone backslash at the end stays")
        #expect(PAMMessage.unescaped(Array(#"\377"#.utf8)) == "\u{FFFD}", "a byte that is no UTF-8 shows as U+FFFD")
    }
}
