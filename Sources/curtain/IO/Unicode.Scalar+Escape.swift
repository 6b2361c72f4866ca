extension Unicode.Scalar {
    /// The backslash escape that JSON strings and `curtain`'s quoted messages both write for a newline, a tab, a
    /// carriage return or a backslash (`\n`, `\t`, `\r`, `\\`); `nil` for every other scalar.
    var shortEscape: String? {
        switch self {
        case "\n": "\\n"
        case "\t": "\\t"
        case "\r": "\\r"
        case "\\": "\\\\"
        default: nil
        }
    }
}
