import Curtain

extension FileFilter {
    /// Parses zenity's `--file-filter` value as zenity 3.44 does: the text before the first `|` (trimmed) is
    /// the name and the words after it are the patterns; without a `|` the whole text is the name and its
    /// words are the patterns (`--file-filter='*.txt'`).
    init(zenity text: String) {
        let name: String
        let words: Substring
        if let bar = text.firstIndex(of: "|") {
            name = text[..<bar].trimmingWhiteSpace()
            words = text[text.index(after: bar)...]
        } else {
            name = text
            words = text[...]
        }
        self.init(name: name, patterns: words.split(separator: " ").map(String.init))
    }
}
