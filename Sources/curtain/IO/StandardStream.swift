import Curtain

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A file descriptor `curtain` prints to, written with plain `write(2)` (no Foundation).
struct StandardStream {
    /// File descriptor 1.
    static let output = StandardStream(fileDescriptor: 1)
    /// File descriptor 2.
    static let error = StandardStream(fileDescriptor: 2)

    /// The descriptor written to.
    let fileDescriptor: Int32

    /// Writes all of `text`, retrying short writes and `EINTR`; other errors drop the rest
    /// (a closed pipe must not turn a chosen action into a crash).
    func write(_ text: String) {
        guard !text.isEmpty else { return }
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Writes a secret from the locked memory that holds it, never through a copy.
    @MainActor func write(_ secret: SecretBuffer) {
        secret.withUnsafeBytes { write($0) }
    }

    /// Writes all of `bytes` as text is written: for a secret, which must go out from the memory
    /// that holds it (``SecretBuffer``) rather than through a copy.
    func write(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fileDescriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
