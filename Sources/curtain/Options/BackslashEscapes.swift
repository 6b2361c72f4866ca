/// The backslash escapes zenity and yad expand in `--text` and a progress dialog's `#` lines.
enum BackslashEscapes {
    /// Expands backslash escapes the way zenity and yad do for `--text` (GLib's `g_strcompress`).
    ///
    /// `\b \f \n \r \t \v \\ \"` and octal `\NNN` (bytes, so `\303\251` is "é"); any other
    /// escaped character stands for itself; a trailing lone backslash is kept.
    static func expand(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            i += 1
            guard byte == UInt8(ascii: "\\"), i < bytes.count else {
                output.append(byte)
                continue
            }
            let escaped = bytes[i]
            i += 1
            switch escaped {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "v"): output.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[i]) {
                    value = value * 8 + UInt32(bytes[i] - UInt8(ascii: "0"))
                    i += 1
                    digits += 1
                }
                output.append(UInt8(truncatingIfNeeded: value))
            default: output.append(escaped)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
