import Glibc

/// Writes keymap text into a sealed-style memfd the way a compositor hands it over in `wl_keyboard.keymap`.
enum KeymapFile {
    struct Failure: Error {}

    /// A file holding `text` plus its NUL, and the size to announce.
    static func make(_ text: String) throws -> (fd: Int32, size: UInt32) {
        var template = Array("/tmp/curtain-keymap-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { throw Failure() }
        unlink(template)
        let bytes = Array(text.utf8) + [0]
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw Failure() }
        return (fd, UInt32(bytes.count))
    }

    /// Whether `fd` is no longer open in this process.
    static func isClosed(_ fd: Int32) -> Bool {
        fcntl(fd, F_GETFD) == -1
    }
}
