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

    /// The identity of the file behind `fd`, which stays unique while the file lives.
    static func identity(of fd: Int32) -> (device: UInt, inode: UInt)? {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        return (UInt(info.st_dev), UInt(info.st_ino))
    }

    /// Whether `fd` no longer refers to the file whose identity was taken when it was made.
    ///
    /// Tests run in parallel, so a closed fd number may already belong to another test's file; comparing the
    /// file's identity tells "closed" apart from "reused".
    static func isClosed(_ fd: Int32, identity: (device: UInt, inode: UInt)) -> Bool {
        guard let now = self.identity(of: fd) else { return true }
        return now != identity
    }
}
