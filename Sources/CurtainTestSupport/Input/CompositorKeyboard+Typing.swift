// MARK: - Default implementations

extension CompositorKeyboard {
    /// Types `text` key by key under the `us` layout, holding Shift where it needs it.
    ///
    /// - Throws: ``TypingError`` naming the first character a US keyboard cannot type.
    public func type(_ text: String) throws {
        let keys = try text.map { character in
            guard let key = EvdevKey.us(character) else { throw TypingError(character: character) }
            return key
        }
        for (key, isShifted) in keys { tap(key, holding: isShifted ? [.leftShift] : []) }
    }
}
