/// Character replacement without Foundation (the command imports only the toolchain's core modules).
extension String {
    /// Every occurrence of `target` replaced (FoundationEssentials-free).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
