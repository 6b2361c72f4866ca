/// A button label with GTK's mnemonic underscores taken out: what to show, and which key chooses it.
///
/// An underscore marks the next character as the mnemonic: `_Save` shows "Save", underlines the S, and Alt+S
/// activates it. `__` is a literal underscore (`a__b` shows "a_b"). Only the first marked character is the
/// mnemonic; later single underscores are dropped, as GTK drops them, and so is a trailing one. A label with
/// no underscore is shown exactly as written.
///
/// ```swift
/// let label = MnemonicLabel(parsing: "_Save as…")
/// label.text          // "Save as…"
/// label.mnemonic      // "s"
/// label.mnemonicIndex // label.text.startIndex
/// ```
public struct MnemonicLabel: Sendable, Hashable {
    /// The text to show, without the marking underscores.
    public let text: String
    /// The key that chooses the label's control with Alt, lowercased; nil when nothing is marked.
    public let mnemonic: Character?
    /// Where the mnemonic character is in ``text`` (the character to underline).
    public let mnemonicIndex: String.Index?

    /// Parses `source` as GTK parses a label made with a mnemonic (`gtk_label_new_with_mnemonic`).
    public init(parsing source: String) {
        guard source.contains("_") else {
            text = source
            mnemonic = nil
            mnemonicIndex = nil
            return
        }
        var shown = ""
        var marked: (character: Character, offset: Int)?
        var characters = source.makeIterator()
        while let character = characters.next() {
            guard character == "_" else {
                shown.append(character)
                continue
            }
            guard let next = characters.next() else { break }  // a trailing underscore shows nothing
            if next == "_" {
                shown.append("_")
            } else {
                if marked == nil, !next.isWhitespace { marked = (next, shown.count) }
                shown.append(next)
            }
        }
        text = shown
        mnemonic = marked.map { Character($0.character.lowercased()) }
        mnemonicIndex = marked.map { shown.index(shown.startIndex, offsetBy: $0.offset) }
    }

    /// A label shown exactly as `text` is written, with no mnemonic.
    public init(plain text: String) {
        self.text = text
        mnemonic = nil
        mnemonicIndex = nil
    }

    /// Whether a key that typed `typed` (with Alt held) chooses this label: the same letter in either case.
    public func matches(typed: String?) -> Bool {
        guard let mnemonic, let typed, typed.count == 1 else { return false }
        return typed.lowercased() == String(mnemonic)
    }
}
