#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Splits what arrives on a file descriptor into lines, one `read(2)` at a time.
///
/// The event loop calls ``readAvailable()`` when the descriptor is readable; it reads once (so it
/// never blocks, and the descriptor's flags, shared with the parent shell, are left alone) and
/// hands back the complete lines. A last line without a newline is delivered at end of input.
final class LineReader {
    /// The descriptor read from; not closed by the reader.
    let fileDescriptor: Int32
    /// Bytes after the last newline, waiting for the rest of their line.
    private var pending: [UInt8] = []
    /// Whether end of input (or a read error) was seen.
    private(set) var isAtEnd = false
    /// The most bytes one call reads.
    static let chunkSize = 65_536
    /// A line longer than this is cut, so a writer that never sends a newline cannot grow memory without bound.
    static let maximumLineLength = 1 << 20

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Reads what is available once and returns the lines it completed (without their newlines).
    func readAvailable() -> [String] {
        guard !isAtEnd else { return [] }
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return [] }
        guard count > 0 else {
            isAtEnd = true
            defer { pending = [] }
            return pending.isEmpty ? [] : [Self.line(pending[...])]
        }
        return split(chunk[..<count])
    }

    /// Appends `bytes` and returns the lines now complete.
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

    /// A line's text: invalid UTF-8 is repaired, a trailing carriage return dropped.
    private static func line(_ bytes: ArraySlice<UInt8>) -> String {
        let body = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        return String(decoding: body, as: UTF8.self)
    }
}
