import Curtain

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `--filename`'s text, read as zenity 3.44 reads it.
///
/// zenity shows a file's UTF-8 up to the first byte that is not (``TextDecoder``), and warns on stderr; a file
/// it cannot open leaves the text empty, with a warning too. The dialog opens either way, and OK exits 0.
enum TextFile {
    /// The text to show and the warning to print, if any.
    static func read(_ path: String) -> (text: String, warning: String?) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return ("", localized("Cannot open file '%s': %s", path, String(cString: strerror(errno))))
        }
        defer { close(descriptor) }
        let bytes = StandardInput.bytes(from: descriptor)
        var decoder = TextDecoder()
        let text = decoder.decode(bytes)
        decoder.finish()
        return (text, decoder.hasFailed ? localized("Invalid UTF-8 data encountered reading file '%s'", path) : nil)
    }
}
