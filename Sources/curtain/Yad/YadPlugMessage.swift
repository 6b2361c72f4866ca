/// What a `--plug` child tells its notebook or paned parent, and the words of that exchange.
///
/// yad 0.40 embeds each child's window through XEmbed and a shared memory segment named by the key; on Wayland the
/// child sends its dialog instead, and the parent shows it. The exchange, on the key's socket
/// (``socketPath(key:runtimeDirectory:)``):
/// 1. The child connects (retrying until the parent listens, as yad's child waits for the segment) and sends one
///    message: its tab number, its yad arguments, and stdin's lines when its dialog reads them (a list without
///    cells).
/// 2. When the parent's dialog ends, it sends the child what yad's child prints then (its result when the parent's
///    ending prints results, else nothing) and closes its side.
/// 3. The child writes that to its stdout, closes the socket, and exits 252, as yad's child does; the parent waits
///    for every child to close before it exits, so the children's output is complete when the parent's status is
///    known, as yad's parent waits for its children to exit.
///
/// The message is a decimal byte count and a newline, then NUL-terminated fields: the format version, the tab
/// number, the argument count, the arguments, the line count and the lines.
struct YadPlugMessage: Equatable, Sendable {
    /// The format this build writes and reads.
    static let version = "1"

    /// `--tabnum`: the child's tab (or pane), from 1.
    var tabNumber: Int
    /// The child's yad arguments, `--plug` and `--tabnum` among them.
    var arguments: [String]
    /// stdin's lines, for a list child without cells; empty otherwise.
    var standardInput: [String] = []

    /// The socket both sides find by `key`: `curtain-yad-KEY` in `runtimeDirectory` (`$XDG_RUNTIME_DIR`), or in
    /// `/tmp` without one.
    static func socketPath(key: Int, runtimeDirectory: String?) -> String {
        let directory = runtimeDirectory.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return directory + "/curtain-yad-\(key)"
    }

    /// The message as sent: its length, a newline, then the fields.
    var encoded: [UInt8] {
        var body: [UInt8] = []
        let fields =
            [Self.version, String(tabNumber), String(arguments.count)] + arguments
            + [String(standardInput.count)] + standardInput
        for field in fields {
            body += Array(field.utf8)
            body.append(0)
        }
        return Array(String(body.count).utf8) + [UInt8(ascii: "\n")] + body
    }

    /// What decoding found in the bytes received so far.
    enum Decoding: Equatable, Sendable {
        /// More bytes are needed.
        case incomplete
        /// A whole message.
        case message(YadPlugMessage)
        /// Bytes that are no message of this format: the connection is dropped.
        case invalid
    }

    /// Decodes `bytes`, the start of a connection's stream.
    static func decode(_ bytes: [UInt8]) -> Decoding {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return bytes.count > 20 ? .invalid : .incomplete }
        guard let length = Int(String(decoding: bytes[..<newline], as: UTF8.self)), length >= 0 else { return .invalid }
        let start = newline + 1
        guard bytes.count - start >= length else { return .incomplete }
        var fields = bytes[start..<start + length].split(separator: 0, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }[...]
        guard fields.last == "" else { return .invalid }
        fields.removeLast()
        func next() -> String? { fields.popFirst() }
        func count() -> Int? { next().flatMap { Int($0) }.flatMap { $0 >= 0 && $0 <= fields.count ? $0 : nil } }
        guard next() == version, let tab = next().flatMap({ Int($0) }), let argumentCount = count() else { return .invalid }
        let arguments = Array(fields.prefix(argumentCount))
        fields.removeFirst(argumentCount)
        guard let lineCount = count(), fields.count == lineCount else { return .invalid }
        return .message(YadPlugMessage(tabNumber: tab, arguments: arguments, standardInput: Array(fields)))
    }
}
