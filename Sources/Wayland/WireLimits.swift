/// libwayland's limit on one message, and the arithmetic that keeps every request within it.
///
/// libwayland 1.21 writes each message whole into a 4096-byte ring buffer. A larger message is never sent:
/// libwayland prints `Data too big for buffer (N > 4096)` on stderr itself and the connection fails, so a long
/// window title would end the program. ``Proxy`` therefore measures every request before marshalling it and
/// cuts its string arguments until it fits (see ``fitting(_:)``); layers that show a string to the user cut
/// it first, with an ellipsis, using ``longestLoneString``.
///
/// On the wire a message is an 8-byte header, then its arguments: 4 bytes for a number, object or new id; a
/// string or array is a 4-byte length and its bytes (a string with its NUL) padded to a multiple of 4; file
/// descriptors travel beside the message and take no room in it.
public enum WireLimits {
    /// The largest message libwayland sends, header included.
    public static let messageSize = 4096
    /// The sender id, then the opcode and the message size.
    static let headerSize = 8
    /// The longest string, in UTF-8 bytes without its NUL, that a request with no other argument can carry
    /// (`xdg_toplevel.set_title`): 4083.
    public static let longestLoneString = messageSize - headerSize - 4 - 1

    /// The size of the message that would carry `arguments`, header included.
    public static func messageSize(of arguments: [Argument]) -> Int {
        arguments.reduce(headerSize) { $0 + $1.wireSize }
    }

    /// `arguments` with string arguments shortened, longest first and each at a UTF-8 boundary, so that
    /// their message fits in ``messageSize``; the same arguments when they already fit.
    ///
    /// - Returns: `nil` when the message would not fit even with every string empty (its arrays are too long).
    public static func fitting(_ arguments: [Argument]) -> [Argument]? {
        var size = messageSize(of: arguments)
        guard size > messageSize else { return arguments }
        var fitted = arguments
        while size > messageSize {
            // The longest string pays first: a title shrinks before a short mime type beside it does.
            var longest: (index: Int, bytes: [UInt8])?
            for (index, argument) in fitted.enumerated() {
                guard case .string(let value?) = argument else { continue }
                let bytes = wireBytes(of: value)
                if bytes.count > (longest?.bytes.count ?? 0) { longest = (index, bytes) }
            }
            guard let longest else { return nil }
            // What the rest of the message leaves for this string's bytes, its NUL and padding.
            let others = size - fitted[longest.index].wireSize
            let room = (messageSize - others - 4) & ~3
            fitted[longest.index] = .string(prefix(of: longest.bytes, maximumBytes: room - 1))
            size = messageSize(of: fitted)
        }
        return fitted
    }

    /// The longest prefix of `string` that is at most `maximumBytes` of UTF-8 and ends between two scalars.
    ///
    /// - Parameters:
    ///   - string: The text to cut; only what precedes a NUL counts, as only that reaches the wire.
    ///   - maximumBytes: The most UTF-8 bytes the result may take.
    public static func prefix(of string: String, maximumBytes: Int) -> String {
        prefix(of: wireBytes(of: string), maximumBytes: maximumBytes)
    }

    /// The UTF-8 bytes that marshalling sends: C strings end at the first NUL.
    static func wireBytes(of string: String) -> [UInt8] {
        Array(string.utf8.prefix { $0 != 0 })
    }

    /// How many of those bytes there are, without copying them (requests with strings are sent often enough).
    static func wireByteCount(of string: String) -> Int {
        var count = 0
        for byte in string.utf8 {
            if byte == 0 { break }
            count += 1
        }
        return count
    }

    private static func prefix(of bytes: [UInt8], maximumBytes: Int) -> String {
        var end = min(max(maximumBytes, 0), bytes.count)
        // Continuation bytes are 0b10xxxxxx: back up to the first byte of the scalar the cut would split.
        while end > 0, end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}

extension Argument {
    /// The bytes this argument takes inside a message.
    var wireSize: Int {
        switch self {
        case .int, .uint, .fixed, .object, .newID: 4
        case .fd: 0
        case .string(nil): 4
        case .string(let value?): 4 + Self.padded(WireLimits.wireByteCount(of: value) + 1)
        case .array(let bytes): 4 + Self.padded(bytes.count)
        }
    }

    private static func padded(_ count: Int) -> Int { (count + 3) & ~3 }
}
