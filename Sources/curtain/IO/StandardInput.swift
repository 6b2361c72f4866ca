#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads stdin for zenity's `--list` rows: one cell per line.
enum StandardInput {
    /// Every line of stdin, without its newline (a final line without one counts too).
    /// Bytes that are not UTF-8 become U+FFFD, so a row always shows and prints as text.
    static func lines() -> [String] {
        var lines = bytes(from: 0).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Everything `descriptor` gives until its end (or a read error), retrying reads a signal interrupts.
    /// Shared with ``TextFile``, which reads `--filename` the same way.
    static func bytes(from descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return bytes
            }
        }
    }
}
