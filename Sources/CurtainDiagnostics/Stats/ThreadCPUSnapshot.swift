import Foundation
import Glibc

/// Each of this process's threads and its CPU time so far, from `/proc/self/task/TID/schedstat` (nanoseconds on a
/// CPU): two snapshots around a transition split its cost by thread, the event loop apart from the font warm-up,
/// the desktop-settings reader, the accessibility bridge and any thread a library starts.
///
/// Reading it opens two files per thread, so a record takes one at its first frame and one at its end, never per
/// frame, and only while `CURTAIN_STATS` is on.
struct ThreadCPUSnapshot {
    private var threads: [Int32: (name: String, nanoseconds: UInt64)] = [:]

    /// The threads now. The main thread is named `event loop`; the others by their `comm`, which Curtain sets for its
    /// own (`pthread_setname_np`).
    static func now() -> ThreadCPUSnapshot {
        var snapshot = ThreadCPUSnapshot()
        let main = getpid()
        let directory = "/proc/self/task"
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
            guard let tid = Int32(entry),
                let schedstat = try? String(contentsOfFile: "\(directory)/\(entry)/schedstat", encoding: .utf8),
                let nanoseconds = schedstat.split(separator: " ").first.flatMap({ UInt64($0) })
            else { continue }
            let comm = (try? String(contentsOfFile: "\(directory)/\(entry)/comm", encoding: .utf8)) ?? "?"
            let name = tid == main ? "event loop" : comm.trimmingCharacters(in: .whitespacesAndNewlines)
            snapshot.threads[tid] = (name, nanoseconds)
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
}
