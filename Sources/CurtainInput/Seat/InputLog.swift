import Glibc

/// Writes one line to stderr for input problems that must not stop the dialog (a bad keymap, a missing cursor).
///
/// Uses `write(2)` rather than `stderr`, which Swift 6 treats as shared mutable state.
enum InputLog {
    static func warn(_ message: String) {
        let line = Array("curtain: \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}
