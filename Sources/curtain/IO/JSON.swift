/// The small amount of JSON encoding `curtain --json` needs, without Foundation.
///
/// User text is data: every string goes through ``string(_:)``, which produces a valid JSON
/// string literal for any Swift `String` (RFC 8259 §7). Invalid UTF-8 never reaches it: Swift
/// repairs it to U+FFFD when argv or the field text is decoded.
enum JSON {
    /// A JSON string literal, quotes included.
    ///
    /// Escapes `"` and `\`, the C0 controls (short forms where JSON has them), DEL, and
    /// U+2028/U+2029 (valid JSON but line terminators for JavaScript) and U+FEFF (which some
    /// readers strip as a byte-order mark). Everything else is written as UTF-8.
    static func string(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            if let escape = scalar.shortEscape {
                result += escape
                continue
            }
            switch scalar {
            case "\"": result += "\\\""
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}"
                    || scalar == "\u{FEFF}"
                {
                    result += "\\u" + hex4(scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A JSON object on one line from already-encoded member values, in the given order.
    static func object(_ members: [(key: String, value: String)]) -> String {
        "{" + members.map { "\(string($0.key)): \($0.value)" }.joined(separator: ", ") + "}"
    }

    /// A JSON array on one line from already-encoded element values, in the given order.
    static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ", ") + "]"
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
