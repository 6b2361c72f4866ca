import Curtain

/// What a dialog prints on stdout: plain text, until a secret (a password field's text) is part of it; from then on
/// all of it is in locked memory (``SecretBuffer``), written with `write(2)` and wiped, never through a `String`.
///
/// ```swift
/// var output = OutputText("ann|")
/// output.append(secret: password)      // now everything is in locked memory
/// output.append("\n")
/// ```
struct OutputText: Equatable, Sendable {
    /// The text so far, while no secret is part of it.
    private(set) var text: String
    /// All of the output, once a secret is part of it.
    private(set) var secret: SecretBuffer?

    init(_ text: String = "") {
        self.text = text
    }

    /// Adds plain text.
    @MainActor mutating func append(_ string: String) {
        if let secret { secret.append(contentsOf: string.utf8) } else { text += string }
    }

    /// Adds a secret's bytes, copied from locked memory to locked memory.
    @MainActor mutating func append(secret value: SecretBuffer) {
        lockedBuffer().append(contentsOf: value)
    }

    /// Adds a secret as a JSON string literal, quotes included, escaped as ``JSON/string(_:)`` escapes text.
    @MainActor mutating func appendJSONString(secret value: SecretBuffer) {
        let output = lockedBuffer()
        output.append(UInt8(ascii: "\""))
        var offset = 0
        while offset < value.count {
            let byte = value[offset]
            // U+2028, U+2029 (E2 80 A8/A9) and U+FEFF (EF BB BF) are escaped, as JSON.string escapes them.
            if offset + 2 < value.count,
                let escape = Self.escapedThreeByteScalar(value[offset], value[offset + 1], value[offset + 2])
            {
                output.append(contentsOf: escape.utf8)
                offset += 3
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case UInt8(ascii: "\n"): output.append(contentsOf: "\\n".utf8)
            case UInt8(ascii: "\t"): output.append(contentsOf: "\\t".utf8)
            case UInt8(ascii: "\r"): output.append(contentsOf: "\\r".utf8)
            case 0x08: output.append(contentsOf: "\\b".utf8)
            case 0x0C: output.append(contentsOf: "\\f".utf8)
            case 0..<0x20, 0x7F:
                let digits = Array("0123456789abcdef".utf8)
                output.append(contentsOf: "\\u00".utf8)
                output.append(digits[Int(byte >> 4)])
                output.append(digits[Int(byte & 0xF)])
            default: output.append(byte)
            }
            offset += 1
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func escapedThreeByteScalar(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> String? {
        switch (first, second, third) {
        case (0xE2, 0x80, 0xA8): "\\u2028"
        case (0xE2, 0x80, 0xA9): "\\u2029"
        case (0xEF, 0xBB, 0xBF): "\\ufeff"
        default: nil
        }
    }

    /// The locked buffer the output continues in, made with the text so far the first time.
    @MainActor private mutating func lockedBuffer() -> SecretBuffer {
        if let secret { return secret }
        let made = SecretBuffer()
        made.append(contentsOf: text.utf8)
        text = ""
        secret = made
        return made
    }

    /// Two outputs are equal when they hold the same text, or the same locked buffer.
    static func == (left: OutputText, right: OutputText) -> Bool {
        left.text == right.text && left.secret === right.secret
    }
}
