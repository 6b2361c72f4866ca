#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where each paragraph of a text starts and ends, as UTF-8 offsets: the unit a ``TextView`` lays out.
///
/// A paragraph runs up to a line feed (the feed itself, and a carriage return before it, are not part
/// of its content), so `"a\nb\n"` has three: `a`, `b` and an empty last one, as a text editor shows it.
/// A run longer than ``maximumLength`` without a line feed is cut into several paragraphs (after a
/// space where one is near), so that no single layout costs Pango more than a few milliseconds.
struct ParagraphIndex {
    /// The offset where each paragraph starts.
    private(set) var starts: [Int] = [0]
    /// The offset where each paragraph's content ends (before its line feed).
    private(set) var ends: [Int] = [0]

    /// The longest paragraph laid out as one, in UTF-8 bytes.
    static let maximumLength = 8_192

    init() {}

    /// The paragraphs of `text`.
    init(_ text: String) {
        starts = []
        ends = []
        scan(text, from: 0)
    }

    /// The number of paragraphs, at least one.
    var count: Int { starts.count }

    /// The paragraph holding `offset`: the last one that starts at or before it.
    func paragraph(containing offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Re-reads `text` from the paragraph that holds `offset` on (the text changed there); the
    /// paragraphs before it are kept. Returns the index of the first paragraph read again.
    @discardableResult
    mutating func update(_ text: String, from offset: Int) -> Int {
        let first = paragraph(containing: offset)
        let start = starts[first]
        starts.removeSubrange(first...)
        ends.removeSubrange(first...)
        scan(text, from: start)
        return first
    }

    /// Appends the paragraphs of `text` from `start` to its end.
    private mutating func scan(_ text: String, from start: Int) {
        var text = text
        text.withUTF8 { bytes in
            var position = start
            while true {
                let remaining = bytes.count - position
                let found =
                    remaining > 0
                    ? memchr(bytes.baseAddress! + position, 0x0A, min(remaining, Self.maximumLength + 1)) : nil
                if let found {
                    let newline = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    let end = newline > position && bytes[newline - 1] == 0x0D ? newline - 1 : newline
                    starts.append(position)
                    ends.append(end)
                    position = newline + 1
                } else if remaining > Self.maximumLength {
                    let cut = Self.cut(bytes, from: position)
                    starts.append(position)
                    ends.append(cut)
                    position = cut
                } else {
                    starts.append(position)
                    ends.append(bytes.count)
                    return
                }
            }
        }
    }

    /// Where to end an over-long run that starts at `start`: after the last space in its second half,
    /// or else at the last scalar boundary within ``maximumLength``.
    private static func cut(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let limit = start + maximumLength
        var cut = limit
        while cut > start + maximumLength / 2 && bytes[cut - 1] != 0x20 { cut -= 1 }
        if bytes[cut - 1] == 0x20 { return cut }
        cut = limit
        while cut > start && bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
        return cut
    }
}
