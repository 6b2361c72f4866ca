/// The text edits the command's parsers need, without Foundation (the command imports only the toolchain's core
/// modules).
extension StringProtocol {
    /// Every occurrence of `target` replaced.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }

    /// The text without leading and trailing ASCII white space, as GLib's `g_strstrip` leaves it: zenity and yad
    /// strip their values so.
    func trimmingWhiteSpace() -> String {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }
        let bytes = Array(utf8)
        guard let start = bytes.firstIndex(where: { !isSpace($0) }),
            let end = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[start...end], as: UTF8.self)
    }
}
