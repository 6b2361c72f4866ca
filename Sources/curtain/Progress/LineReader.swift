/// Splits bytes as they arrive (``InputWatch``'s chunks) into lines.
///
/// A line may span chunks: its start waits here for the rest. A last line without a newline is delivered at the end
/// of input (``finish()``).
@MainActor final class LineReader {
    /// Bytes after the last newline, waiting for the rest of their line.
    private var pending: [UInt8] = []
    /// A line longer than this is cut, so a writer that never sends a newline cannot grow memory without bound.
    static let maximumLineLength = 1 << 20

    /// Appends `bytes` and returns the lines now complete (without their newlines).
    func split(_ bytes: ArraySlice<UInt8>) -> [String] {
        var lines: [String] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            pending += bytes[start..<index]
            lines.append(Self.line(pending[...]))
            pending.removeAll(keepingCapacity: true)
            start = index + 1
        }
        pending += bytes[start...]
        if pending.count > Self.maximumLineLength {
            lines.append(Self.line(pending[...]))
            pending.removeAll()
        }
        return lines
    }

    /// The end of input: the last line, when it had no newline.
    func finish() -> String? {
        defer { pending = [] }
        return pending.isEmpty ? nil : Self.line(pending[...])
    }

    /// A line's text: invalid UTF-8 is repaired, a trailing carriage return dropped.
    private static func line(_ bytes: ArraySlice<UInt8>) -> String {
        let body = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        return String(decoding: body, as: UTF8.self)
    }
}
