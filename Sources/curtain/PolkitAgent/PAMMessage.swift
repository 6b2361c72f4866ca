/// One line `polkit-agent-helper-1` writes on its stdout: a message of its PAM conversation, or how the
/// authentication ended.
///
/// The helper runs the `polkit-1` PAM stack for the chosen user and relays what the modules say, one line each,
/// the text escaped as GLib's `g_strescape` does (`\n`, `\t`, `\\`, `\"`, and octal `\303\251` for every byte
/// outside printable ASCII):
///
/// ```text
/// PAM_PROMPT_ECHO_OFF Password:          → a hidden field; the answer goes back as one line
/// PAM_PROMPT_ECHO_ON Login:              → a visible field
/// PAM_ERROR_MSG Authentication token expired   → shown as an error
/// PAM_TEXT_INFO Touch your security key  → shown as text (fingerprint readers, security keys)
/// SUCCESS                                → polkitd has been told; the request is authorized
/// FAILURE                                → PAM refused (a wrong password), or the helper failed
/// ```
enum PAMMessage: Equatable, Sendable {
    /// A question whose answer the helper reads as the next line on its stdin: `echoes` false for a secret (a
    /// password, `PAM_PROMPT_ECHO_OFF`), true for text that may show (a user name, `PAM_PROMPT_ECHO_ON`).
    case prompt(String, echoes: Bool)
    /// `PAM_ERROR_MSG`: shown as an error, nothing to answer.
    case error(String)
    /// `PAM_TEXT_INFO`: shown as text, nothing to answer.
    case info(String)
    /// The user authenticated and the helper told polkitd (`AuthenticationAgentResponse2`).
    case success
    /// PAM refused, or the helper could not run; it exits after this line.
    case failure

    /// Reads one line, without its newline; nil for a line the protocol does not have (the helper's stderr is
    /// not here: anything else is ignored).
    init?(line: some StringProtocol) {
        let line = String(line)
        switch line {
        case "SUCCESS": self = .success
        case "FAILURE": self = .failure
        default:
            let kinds: [(String, (String) -> PAMMessage)] = [
                ("PAM_PROMPT_ECHO_OFF ", { .prompt($0, echoes: false) }), ("PAM_PROMPT_ECHO_ON ", { .prompt($0, echoes: true) }),
                ("PAM_ERROR_MSG ", { .error($0) }), ("PAM_TEXT_INFO ", { .info($0) }),
            ]
            guard let (prefix, make) = kinds.first(where: { line.hasPrefix($0.0) }) else { return nil }
            self = make(Self.unescaped(line.utf8.dropFirst(prefix.utf8.count)))
        }
    }

    /// Undoes `g_strescape`, as `g_strcompress` does: C's one-letter escapes and up to three octal digits give
    /// back the bytes, which are then read as UTF-8 (a byte that is not valid UTF-8 shows as U+FFFD); a backslash
    /// before any other character stands for that character.
    static func unescaped(_ text: some Collection<UInt8>) -> String {
        var bytes: [UInt8] = []
        var index = text.startIndex
        func isOctal(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) }
        while index != text.endIndex {
            let byte = text[index]
            text.formIndex(after: &index)
            guard byte == UInt8(ascii: "\\"), index != text.endIndex else {
                bytes.append(byte)
                continue
            }
            let escaped = text[index]
            text.formIndex(after: &index)
            if isOctal(escaped) {
                var value = Int(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 where index != text.endIndex && isOctal(text[index]) {
                    value = value * 8 + Int(text[index] - UInt8(ascii: "0"))
                    text.formIndex(after: &index)
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
                continue
            }
            let controls: [UInt8: UInt8] = [
                UInt8(ascii: "b"): 8, UInt8(ascii: "f"): 12, UInt8(ascii: "n"): 10, UInt8(ascii: "r"): 13,
                UInt8(ascii: "t"): 9, UInt8(ascii: "v"): 11,
            ]
            bytes.append(controls[escaped] ?? escaped)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
