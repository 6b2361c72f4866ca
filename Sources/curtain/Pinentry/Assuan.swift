/// The Assuan line protocol as a pinentry speaks it to gpg-agent: lines in, lines out, no I/O.
///
/// A client sends one command a line (`SETDESC Enter%0Athe passphrase`); the server answers each with `OK`, or
/// `ERR code description <source>`, after any `D` (data) and `S` (status) lines. Arguments and data escape `%`,
/// CR and LF as `%25`, `%0D` and `%0A`, so a line never breaks inside a value. A line is at most 1000 bytes,
/// its newline included, so long data goes out as several `D` lines.
///
/// ```swift
/// Assuan.Command(line: "SETDESC Enter%0Athe passphrase")   // verb "SETDESC", argument "Enter\nthe passphrase"
/// Assuan.dataLines(Array("50%".utf8))                      // ["D 50%25\n"]
/// Assuan.Error.cancelled.line                              // "ERR 83886179 Operation cancelled <Pinentry>\n"
/// ```
enum Assuan {
    /// The longest line this side sends, its newline included: 1000 bytes, as libassuan writes them.
    static let maximumLineLength = 1000

    /// The longest line libassuan reads, its newline included (`ASSUAN_LINELENGTH`: 1000 bytes and CR LF); a line
    /// that has not ended by then is `GPG_ERR_ASS_LINE_TOO_LONG` and is not executed.
    static let inputLineLimit = 1002

    /// One command line from the client, split into its verb and its argument.
    struct Command: Equatable, Sendable {
        /// The command word, upper-cased: Assuan matches verbs without regard to case.
        var verb: String
        /// Everything after the verb and the blanks that follow it, still escaped: each command decides
        /// whether its argument is text (``unescaped(_:)``) or words.
        var rawArgument: String

        /// Splits `line` (without its newline); `nil` for a blank line or a `#` comment, which need no answer.
        init?(line: String) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard !trimmed.isEmpty, trimmed.first != "#" else { return nil }
            let verbEnd = trimmed.firstIndex { $0 == " " || $0 == "\t" } ?? trimmed.endIndex
            verb = trimmed[..<verbEnd].uppercased()
            rawArgument = String(trimmed[verbEnd...].drop { $0 == " " || $0 == "\t" })
        }

        /// The argument as text, its `%XX` escapes decoded.
        var argument: String { Assuan.unescaped(rawArgument) }
    }

    // MARK: - Escaping

    /// `text` with `%XX` escapes decoded; a `%` not followed by two hex digits stays as it is, as pinentry reads it.
    /// Bytes that do not form UTF-8 become U+FFFD.
    static func unescaped(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// `byte` escaped for a `D` or `S` line: `%`, CR and LF, which would end or garble the line, become `%XX`.
    static func escaped(_ byte: UInt8) -> [UInt8]? {
        switch byte {
        case UInt8(ascii: "%"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): return percentEscape(byte)
        default: return nil
        }
    }

    /// `text` escaped for a `D` or `S` line.
    static func escaped(_ text: String) -> String {
        var output: [UInt8] = []
        for byte in text.utf8 { output += escaped(byte) ?? [byte] }
        return String(decoding: output, as: UTF8.self)
    }

    /// The most bytes of a passphrase an `INQUIRE QUALITY` line carries, as pinentry caps it: escaped, three bytes
    /// each at most, it still fits in one Assuan line.
    static let maximumQualityTextLength = 300

    /// `text` plus-escaped for an `INQUIRE QUALITY` line, as pinentry writes it and gpg-agent reads it: a space is
    /// `+`; `+`, `%` and control characters are `%XX`; at most ``maximumQualityTextLength`` bytes of `text`, cut at
    /// a character boundary.
    ///
    /// gpg-agent reads the argument up to its first space and decodes `+` as a space, so a passphrase escaped only
    /// as ``escaped(_:)`` escapes it would be rated only up to its first space, and a `+` would be rated as a space.
    static func plusEscaped(_ text: String) -> String {
        var output: [UInt8] = []
        writePlusEscaped(text.utf8) { output.append($0) }
        return String(decoding: output, as: UTF8.self)
    }

    /// `text`'s UTF-8 plus-escaped as ``plusEscaped(_:)`` escapes it, byte by byte into `emit`, cut at a Unicode
    /// scalar's boundary: so that a passphrase goes from locked memory into a ``SecretBuffer`` without a copy the
    /// program cannot wipe.
    static func writePlusEscaped(_ text: some Collection<UInt8>, _ emit: (UInt8) -> Void) {
        var length = 0
        var scalarEnd = 0
        for byte in text {
            if length == scalarEnd {
                // A lead byte: the scalar it starts must fit whole.
                let scalarLength = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                guard length + scalarLength <= maximumQualityTextLength else { return }
                scalarEnd = length + scalarLength
            }
            length += 1
            switch byte {
            case UInt8(ascii: " "): emit(UInt8(ascii: "+"))
            case 0..<0x20, 0x7F, UInt8(ascii: "+"), UInt8(ascii: "%"): percentEscape(byte).forEach(emit)
            default: emit(byte)
            }
        }
    }

    private static func percentEscape(_ byte: UInt8) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        return [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    // MARK: - Responses

    /// `D` lines carrying `data`, escaped and cut so that no line passes ``maximumLineLength`` (an escape is never
    /// split), byte by byte into `emit`; no lines for empty data.
    ///
    /// Byte by byte, so that a passphrase can go straight into a ``SecretBuffer`` without a copy the program cannot
    /// wipe.
    static func writeDataLines(_ data: some Sequence<UInt8>, _ emit: (UInt8) -> Void) {
        // "D " and the newline take 3 bytes; an escape takes 3 and must fit whole.
        let room = maximumLineLength - 3
        var lineLength = 0
        for byte in data {
            let encoded = escaped(byte)
            let width = encoded?.count ?? 1
            if lineLength == 0 || lineLength + width > room {
                if lineLength > 0 { emit(UInt8(ascii: "\n")) }
                emit(UInt8(ascii: "D"))
                emit(UInt8(ascii: " "))
                lineLength = 0
            }
            if let encoded { encoded.forEach(emit) } else { emit(byte) }
            lineLength += width
        }
        if lineLength > 0 { emit(UInt8(ascii: "\n")) }
    }

    /// The `D` lines of `data`, as text.
    static func dataLines(_ data: some Sequence<UInt8>) -> String {
        var output: [UInt8] = []
        writeDataLines(data) { output.append($0) }
        return String(decoding: output, as: UTF8.self)
    }

    /// The data a client answers an `INQUIRE` with: its `D` lines, unescaped and joined, up to `END`; `nil` when it
    /// sends `CAN` or `ERR`, or its input ends. Comment lines, blank lines and anything else are skipped
    /// (``InquiryReply``).
    static func inquiryData(from nextLine: () -> String?) -> String? {
        var reply = InquiryReply()
        while let line = nextLine() {
            reply.take(line)
            if reply.isComplete { return reply.answer }
        }
        return nil
    }

    /// A client's answer to an `INQUIRE`, line by line, read as pinentry reads it: `D` lines' data up to `END`;
    /// `CAN` or `ERR` end it without data. A comment (`# …`), a blank line or any other line is skipped: libassuan
    /// lets either side send comments at any time, and pinentry reads past them.
    struct InquiryReply {
        private var data = ""
        /// Whether `END`, `CAN` or `ERR` came.
        private(set) var isComplete = false
        /// The data, once `END` came; `nil` before, and after `CAN` or `ERR`.
        private(set) var answer: String?

        /// Takes the next line (without its newline).
        mutating func take(_ line: String) {
            guard !isComplete else { return }
            switch line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false).first {
            case "END":
                answer = data
                isComplete = true
            case "CAN", "ERR": isComplete = true
            case "D": data += unescaped(String(line.dropFirst(2)))
            default: break
            }
        }
    }

    /// An `S` line: a status keyword and its escaped text (`S PIN_REPEATED`).
    static func statusLine(_ keyword: String, _ text: String = "") -> String {
        text.isEmpty ? "S \(keyword)\n" : "S \(keyword) \(escaped(text))\n"
    }

    /// `OK`, with an optional comment (`OK Pleased to meet you`).
    static func okLine(_ comment: String = "") -> String {
        comment.isEmpty ? "OK\n" : "OK \(escaped(comment))\n"
    }
}

extension Assuan {
    /// An `ERR` answer: a libgpg-error number (`source << 24 | code`) and the words libgpg-error gives it, which
    /// gpg-agent reads back (`gpg: … Operation cancelled`).
    struct Error: Swift.Error, Equatable, Sendable {
        /// Where an error comes from: gpg-agent prints the source beside the words.
        enum Source: UInt32, Sendable {
            /// `GPG_ERR_SOURCE_PINENTRY`: what the dialog answered.
            case pinentry = 5
            /// `GPG_ERR_SOURCE_USER_1`: libassuan's own errors in a pinentry (an unknown command).
            case assuan = 32

            /// libgpg-error's name of the source, as `ERR` lines show it in angle brackets.
            var name: String {
                switch self {
                case .pinentry: "Pinentry"
                case .assuan: "User defined source 1"
                }
            }
        }

        /// libgpg-error's code (`GPG_ERR_CANCELED` is 99).
        var code: UInt32
        /// libgpg-error's words for the code, in English as gpg-agent expects them.
        var text: String
        var source: Source

        /// The number on the wire.
        var number: UInt32 { source.rawValue << 24 | code }

        /// The `ERR` line.
        var line: String { "ERR \(number) \(text) <\(source.name)>\n" }

        /// The user cancelled (Cancel, Escape, the window closed): `GPG_ERR_CANCELED`.
        static let cancelled = Error(code: 99, text: "Operation cancelled", source: .pinentry)
        /// `SETTIMEOUT` passed before an answer: `GPG_ERR_TIMEOUT`.
        static let timedOut = Error(code: 62, text: "Timeout", source: .pinentry)
        /// `CONFIRM` answered with the `SETNOTOK` button: `GPG_ERR_NOT_CONFIRMED`.
        static let notConfirmed = Error(code: 114, text: "Not confirmed", source: .pinentry)
        /// An `OPTION` this pinentry does not know: `GPG_ERR_UNKNOWN_OPTION`.
        static let unknownOption = Error(code: 174, text: "Unknown option", source: .pinentry)
        /// A command this pinentry does not know: `GPG_ERR_ASS_UNKNOWN_CMD`, as libassuan answers it.
        static let unknownCommand = Error(code: 275, text: "Unknown IPC command", source: .assuan)
        /// A line longer than ``Assuan/inputLineLimit``: `GPG_ERR_ASS_LINE_TOO_LONG`, libassuan's own error, so
        /// not executed.
        static let lineTooLong = Error(code: 263, text: "Line too long", source: .assuan)
        /// A bad argument (`GETINFO` of something unknown): `GPG_ERR_ASS_PARAMETER`.
        static let badParameter = Error(code: 280, text: "IPC parameter error", source: .pinentry)
        /// The dialog could not be shown (no display, the connection lost): `GPG_ERR_PIN_ENTRY`.
        static let noDialog = Error(code: 86, text: "pinentry error", source: .pinentry)
    }
}
