extension String {
    /// The string with each character that `replacements` names replaced by its text, the others kept: the one
    /// loop behind yad's `escape_str` (a form's text) and the tray icon's markup escaping.
    func replacingCharacters(_ replacements: [Character: String]) -> String {
        var result = ""
        for character in self {
            if let replacement = replacements[character] { result += replacement } else { result.append(character) }
        }
        return result
    }
}
