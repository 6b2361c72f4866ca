extension SecretBuffer {
    /// Calls `body` with the UTF-8 offset where each grapheme cluster starts, first to last, reading the bytes where
    /// they are: no `String` is made of them. The bytes are valid UTF-8, as a text field keeps them.
    ///
    /// Clusters are found with the standard library's own recognizer (`Unicode._CharacterRecognizer`, the rules
    /// `String` counts `Character`s by), so a secure field counts exactly the characters a plain one would.
    func forEachGraphemeStart(_ body: (Int) -> Void) {
        var recognizer = Unicode._CharacterRecognizer()
        var offset = 0
        while offset < count {
            let (scalar, length) = scalar(at: offset)
            if recognizer.hasBreak(before: scalar) { body(offset) }
            offset += length
        }
    }

    /// How many grapheme clusters the bytes hold: what a secure field shows as bullets.
    var graphemeCount: Int {
        var clusters = 0
        forEachGraphemeStart { _ in clusters += 1 }
        return clusters
    }

    /// The UTF-8 offset where cluster `index` starts; ``count`` for an index at or past the end.
    func offset(ofGrapheme index: Int) -> Int {
        var seen = 0
        var found = count
        forEachGraphemeStart { start in
            if seen == index { found = min(found, start) }
            seen += 1
        }
        return found
    }

    /// How many clusters start before `offset`: the cluster index of a caret at `offset` (a caret inside a cluster
    /// is after it).
    func graphemeIndex(atOffset offset: Int) -> Int {
        var index = 0
        forEachGraphemeStart { start in if start < offset { index += 1 } }
        return index
    }

    /// The Unicode scalar whose UTF-8 starts at `offset`, and its length in bytes.
    private func scalar(at offset: Int) -> (Unicode.Scalar, Int) {
        let lead = self[offset]
        let length =
            switch lead {
            case 0..<0x80: 1
            case 0xC0..<0xE0: 2
            case 0xE0..<0xF0: 3
            default: 4
            }
        guard length > 1, offset + length <= count else { return (Unicode.Scalar(lead), 1) }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for next in 1..<length { value = value << 6 | UInt32(self[offset + next] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
