#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Turns the bytes of `--text-info`'s input into text as zenity 3.44 does, one read at a time.
///
/// zenity reads stdin through a UTF-8 `GIOChannel` and a file with `g_utf8_validate`: either way the text
/// ends just before the first byte that is not UTF-8 (a NUL counts as one, as for GLib), the rest is never
/// read, and a warning goes to stderr. A UTF-8 character split between two reads is joined first.
struct TextDecoder {
    /// The bytes of a UTF-8 character cut off at the end of the last read.
    private var pending: [UInt8] = []
    /// Whether invalid input was met: nothing after it is decoded.
    private(set) var hasFailed = false

    /// The text of the next read, `bytes`: up to the first invalid byte, if any.
    mutating func decode(_ bytes: some Collection<UInt8>) -> String {
        guard !hasFailed else { return "" }
        var data = pending + bytes
        pending = []
        let tail = Self.incompleteTail(data)
        if tail > 0 {
            pending = Array(data.suffix(tail))
            data.removeLast(tail)
        }
        // The common case, checked by the standard library's fast validator: all valid, no NUL.
        if !Self.containsNUL(data), let text = String(validating: data, as: UTF8.self) { return text }
        let valid = Self.validPrefixLength(data)
        hasFailed = true
        return String(decoding: data[..<valid], as: UTF8.self)
    }

    private static func containsNUL(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { memchr($0, 0, buffer.count) != nil } ?? false
        }
    }

    /// The end of input: a character still cut off is invalid.
    mutating func finish() {
        if !pending.isEmpty { hasFailed = true }
        pending = []
    }

    /// How many leading bytes are valid UTF-8 without NUL.
    static func validPrefixLength(_ bytes: [UInt8]) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var length = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar) where scalar != "\0": length += UTF8.width(scalar)
            case .scalarValue, .emptyInput, .error: return length
            }
        }
    }

    /// How many bytes at the end start a UTF-8 sequence that the data does not finish (0 to 3).
    static func incompleteTail(_ bytes: [UInt8]) -> Int {
        guard !bytes.isEmpty else { return 0 }
        for back in 1...min(3, bytes.count) {
            let byte = bytes[bytes.count - back]
            if byte & 0xC0 == 0x80 { continue }  // a continuation byte: look further back
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return length > back ? back : 0
        }
        return 0
    }
}
