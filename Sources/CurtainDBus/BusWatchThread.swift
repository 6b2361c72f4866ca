#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// A thread of its own that follows something on a bus, and tells the main loop through a pipe when it has news.
///
/// The main thread never waits for D-Bus: it watches ``fileDescriptor``. The thread sleeps in `poll` until the bus
/// sends a message or ``stop()`` is called (``DBusConnection/nextMessage(untilReadable:)`` with
/// ``stopDescriptor``); no timer wakes it. ``DesktopSettingsMonitor`` and ``AccessibilityStatusMonitor`` each run
/// on one.
package final class BusWatchThread: Sendable {
    /// Readable once ``publish()`` was called, until ``drain()``.
    package let fileDescriptor: Int32
    private let publishDescriptor: Int32
    /// Readable once ``stop()`` was called: the thread's loop ends when it is.
    package let stopDescriptor: Int32
    private let stopWriteDescriptor: Int32
    private let ended = Atomic(false)
    private let kernelThreadID = Atomic<Int32>(0)

    /// What the new thread runs, kept by the thread until it ends.
    private final class Start: Sendable {
        let watch: BusWatchThread
        let name: String
        let body: @Sendable (BusWatchThread) -> Void

        init(watch: BusWatchThread, name: String, body: @escaping @Sendable (BusWatchThread) -> Void) {
            self.watch = watch
            self.name = name
            self.body = body
        }
    }

    /// Makes the pipes; ``start(name:body:)`` starts the thread.
    ///
    /// - Returns: nil when no pipe could be made.
    package init?() {
        var news: [Int32] = [-1, -1]
        var stop: [Int32] = [-1, -1]
        guard Self.makePipe(&news) else { return nil }
        guard Self.makePipe(&stop) else {
            close(news[0])
            close(news[1])
            return nil
        }
        fileDescriptor = news[0]
        publishDescriptor = news[1]
        stopDescriptor = stop[0]
        stopWriteDescriptor = stop[1]
    }

    /// Runs `body` on a new thread named `name` (at most 15 bytes: procfs' limit); the thread keeps `body` and
    /// the watch until it ends.
    ///
    /// - Returns: false when no thread could be made.
    package func start(name: String, body: @escaping @Sendable (BusWatchThread) -> Void) -> Bool {
        var thread = pthread_t()
        let start = Unmanaged.passRetained(Start(watch: self, name: name, body: body))
        let status = pthread_create(
            &thread, nil,
            { argument in
                let start = Unmanaged<Start>.fromOpaque(argument!).takeRetainedValue()
                // Named, so a profile or the bench's per-thread CPU tells it apart (procfs: prctl is variadic).
                let comm = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
                if comm >= 0 {
                    _ = write(comm, start.name, strlen(start.name))
                    close(comm)
                }
                start.watch.noteThreadID()
                start.body(start.watch)
                start.watch.ended.store(true, ordering: .releasing)
                return nil
            }, start.toOpaque())
        guard status == 0 else {
            start.release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// Keeps the calling thread's id in the kernel (its TID) as ``threadID``, read from `/proc/thread-self`, a link
    /// to `PID/task/TID` (`gettid` is hidden from Swift behind _GNU_SOURCE); stays 0 when procfs is not mounted.
    private func noteThreadID() {
        var link = [UInt8](repeating: 0, count: 64)
        let length = link.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                readlink("/proc/thread-self", $0, buffer.count - 1)
            }
        }
        guard length > 0 else { return }
        let path = String(decoding: link[..<length], as: UTF8.self)
        kernelThreadID.store(path.split(separator: "/").last.flatMap { Int32($0) } ?? 0, ordering: .releasing)
    }

    /// A pipe no program started from this process inherits (`pipe2` is hidden from Swift behind _GNU_SOURCE).
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    deinit {
        for descriptor in [fileDescriptor, publishDescriptor, stopDescriptor, stopWriteDescriptor] { close(descriptor) }
    }

    /// Whether the thread's body has returned.
    package var hasEnded: Bool { ended.load(ordering: .acquiring) }

    /// The thread's id in the kernel (`/proc/self/task/TID`), once it has started; 0 before. Tests watch this one
    /// thread by it: its name is shared by every watch of its kind in the process.
    package var threadID: Int32 { kernelThreadID.load(ordering: .acquiring) }

    /// Makes ``fileDescriptor`` readable; called by the thread when it has news.
    package func publish() {
        var byte: UInt8 = 1
        _ = write(publishDescriptor, &byte, 1)
    }

    /// Empties ``fileDescriptor``; called by the main thread before it reads the news.
    package func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        _ = read(fileDescriptor, &bytes, bytes.count)
    }

    /// Asks the thread to end; it does within its next wake-up, at once when it waits in `poll`.
    package func stop() {
        var byte: UInt8 = 1
        _ = write(stopWriteDescriptor, &byte, 1)
    }
}
