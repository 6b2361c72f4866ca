/// Which key types a character on a US keyboard, for tests that type text through a compositor.
extension EvdevKey {
    /// The key and whether Shift must be held to type `character` under the `us` layout; `nil` for characters
    /// that layout cannot type with one key.
    public static func us(_ character: Character) -> (key: EvdevKey, isShifted: Bool)? {
        if let code = unshifted[character] { return (EvdevKey(rawValue: code), false) }
        if let code = shifted[character] { return (EvdevKey(rawValue: code), true) }
        if character.isUppercase, let lower = character.lowercased().first, let code = unshifted[lower] {
            return (EvdevKey(rawValue: code), true)
        }
        return nil
    }

    /// Rows of a US keyboard with the evdev code of each row's first key; codes run consecutively along a row.
    private static let rows: [(first: UInt32, plain: String, shift: String)] = [
        (2, "1234567890-=", "!@#$%^&*()_+"),
        (16, "qwertyuiop[]", "QWERTYUIOP{}"),
        (30, "asdfghjkl;'`", "ASDFGHJKL:\"~"),
        (43, "\\zxcvbnm,./", "|ZXCVBNM<>?"),
        (57, " ", ""),
    ]

    private static let unshifted: [Character: UInt32] = table(\.plain)
    private static let shifted: [Character: UInt32] = table(\.shift)

    private static func table(_ row: KeyPath<(first: UInt32, plain: String, shift: String), String>)
        -> [Character: UInt32]
    {
        var table: [Character: UInt32] = [:]
        for entry in rows {
            for (offset, character) in entry[keyPath: row].enumerated() { table[character] = entry.first + UInt32(offset) }
        }
        table["\n"] = EvdevKey.enter.rawValue
        return table
    }
}
