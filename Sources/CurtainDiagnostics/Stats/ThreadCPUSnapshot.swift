import Glibc

/// Each of this process's threads and its CPU time so far, from `/proc/self/task/TID/schedstat` (nanoseconds on a
/// CPU): two snapshots around a transition split its cost by thread, the event loop apart from the font warm-up,
/// the desktop-settings reader, the accessibility bridge and any thread a library starts.
///
/// Reading it opens two files per thread, so a record takes one at its first frame and one at its end, never per
/// frame, and only while `CURTAIN_STATS` is on. It reads with Glibc alone: Foundation would add its 50 MB to every
/// binary that links the diagnostics, and KWin hashes a client's whole executable before it answers it.
struct ThreadCPUSnapshot {
    private var threads: [Int32: (name: String, nanoseconds: UInt64)] = [:]

    /// The threads now. The main thread is named `event loop`; the others by their `comm`, which Curtain sets for its
    /// own.
    static func now() -> ThreadCPUSnapshot {
        var snapshot = ThreadCPUSnapshot()
        let main = getpid()
        guard let directory = opendir("/proc/self/task") else { return snapshot }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let tid = Int32(name),
                let nanoseconds = contents(of: "/proc/self/task/\(name)/schedstat")?.split(separator: " ").first
                    .flatMap({ UInt64($0) })
            else { continue }
            let comm = contents(of: "/proc/self/task/\(name)/comm").map { String($0.prefix { $0 != "\n" }) } ?? "?"
            snapshot.threads[tid] = (tid == main ? "event loop" : comm, nanoseconds)
        }
        return snapshot
    }

    /// Microseconds each thread name used since `earlier`; a thread that started meanwhile counts from zero, and one
    /// that ended meanwhile is missing (its time went with it). Threads that used nothing are left out.
    func micros(since earlier: ThreadCPUSnapshot) -> [String: Double] {
        var micros: [String: Double] = [:]
        for (tid, thread) in threads {
            let start = earlier.threads[tid]?.nanoseconds ?? 0
            guard thread.nanoseconds > start else { continue }
            micros[thread.name, default: 0] += Double(thread.nanoseconds - start) / 1000
        }
        return micros
    }

    /// The first few hundred bytes of a small procfs file, or nil when it cannot be read.
    private static func contents(of path: String) -> String? {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return String(decoding: bytes.prefix(count), as: UTF8.self)
    }
}
