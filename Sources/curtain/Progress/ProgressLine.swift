/// One line of a progress dialog's stdin, read the way zenity 3.44 reads it.
///
/// | Line | Meaning |
/// |------|---------|
/// | `#text`, `# text` | set the label to `text`: surrounding white space removed, backslash escapes expanded |
/// | starts with a digit: `45`, `45%`, `45.7`, `150` | set the percentage to the leading digits (`atoi`), capped at 100 |
/// | anything else: `-5`, ` 50`, `abc`, an empty line | ignored |
///
/// Checked against zenity 3.44: `1e2` sets 1 %, `99.9` sets 99 % (and so does not auto-close),
/// `100abc` sets 100 %, ` 100` (leading space) and `-5` are ignored.
///
/// A dialog with several bars reads yad's `N:VALUE` lines instead (``parse(_:bars:)``), each for the bar `N`.
enum ProgressLine: Equatable, Sendable {
    /// A new percentage, 0...100, for the bar at this index (0: the one bar).
    case percentage(Int, bar: Int = 0)
    /// A new text: the label above the bar (`nil`), or the text of the bar at this index.
    case text(String, bar: Int? = nil)
    /// A step of the pulse of the bar at this index (yad's `PULSE` bar).
    case pulse(bar: Int)
    /// The bar at this index starts (`true`) or stops pulsing (yad's `PERM` bar).
    case pulsating(Bool, bar: Int)
    /// A line zenity ignores.
    case ignored

    /// Parses one line, without its newline (a trailing `\r` is tolerated).
    static func parse(_ line: some StringProtocol) -> ProgressLine {
        let bytes = Array(line.utf8)
        guard let first = bytes.first else { return .ignored }
        if first == UInt8(ascii: "#") {
            let rest = String(decoding: bytes.dropFirst(), as: UTF8.self)
            let trimmed = rest.trimmingWhiteSpace()
            return .text(BackslashEscapes.expand(trimmed))
        }
        guard isDigit(first) else { return .ignored }
        return .percentage(min(leadingNumber(bytes[...]), 100))
    }

    /// The number the leading digits of `bytes` spell, saturated at 1000 (any run of digits past 100 means 100,
    /// without overflowing).
    static func leadingNumber(_ bytes: ArraySlice<UInt8>) -> Int {
        var value = 0
        for byte in bytes {
            guard isDigit(byte) else { break }
            value = min(value * 10 + Int(byte - UInt8(ascii: "0")), 1_000)
        }
        return value
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
