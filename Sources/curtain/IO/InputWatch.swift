#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Curtain

/// A descriptor (stdin) that the event loop watches while a dialog is up, read one `read(2)` at a time.
///
/// The descriptor is one more source in the application's ``EventLoop`` (``Application/addReadSource(fd:_:)``): the
/// loop sleeps in `poll(2)` until the compositor, a timer or the writer has something, so a slow writer costs nothing
/// and the dialog answers keys and clicks between reads, with no thread and no polling interval. Each read is one
/// call, so it never blocks, and the descriptor's flags, shared with the parent shell, are left alone.
@MainActor final class InputWatch {
    /// What one read found.
    enum Chunk: Equatable {
        /// Bytes that arrived.
        case bytes(ArraySlice<UInt8>)
        /// The end of input, or a read error: nothing follows.
        case end
    }

    /// The descriptor read from; not closed by the watch.
    let fileDescriptor: Int32
    /// The most bytes one read takes.
    let chunkSize: Int
    private var source: LoopToken?
    /// Where each read lands, allocated once: the handlers copy what they keep before the next read, so the buffer
    /// is not shared then and is reused in place (a slice still held would make the next read copy it, not break it).
    private var buffer: [UInt8]

    init(fileDescriptor: Int32, chunkSize: Int) {
        self.fileDescriptor = fileDescriptor
        self.chunkSize = chunkSize
        buffer = [UInt8](repeating: 0, count: chunkSize)
    }

    /// Calls `handle` with what each read finds, from `eventLoop`, until ``stop()`` or the end of input (the last
    /// chunk `handle` gets is `.end`).
    func start(on application: Application, _ handle: @escaping (Chunk) -> Void) {
        source = application.addReadSource(fd: fileDescriptor) { [unowned self] in
            guard let chunk = readChunk() else { return }
            if chunk == .end { stop() }
            handle(chunk)
        }
    }

    /// Stops watching; nothing more is read.
    func stop() {
        source?.cancel()
        source = nil
    }

    /// Reads once: the bytes, `.end`, or `nil` when a signal or a spurious wake-up came first (the loop calls again).
    func readChunk() -> Chunk? {
        let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return nil }
        return count > 0 ? .bytes(buffer[..<count]) : .end
    }
}
