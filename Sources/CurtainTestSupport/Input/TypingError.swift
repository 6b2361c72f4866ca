/// A character that ``CompositorKeyboard/type(_:)`` cannot type on a US keyboard.
public struct TypingError: Error, CustomStringConvertible {
    public var character: Character
    public var description: String { "no single US key types \(String(reflecting: String(character)))" }
}
