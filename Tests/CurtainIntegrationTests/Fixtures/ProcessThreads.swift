import Foundation
import Testing

/// Another process's threads as procfs shows them: whether any can run, and how often each went to sleep. An idle
/// process is measured by its wake-ups, counted once it has nothing runnable, never by CPU time, which a busy
/// machine stretches.
enum ProcessThreads {
    /// How many times each thread of a process went to sleep of its own accord (`voluntary_ctxt_switches` in
    /// `/proc/PID/task/TID/status`), by "TID name": once per wake-up that ends in a wait, whatever the load.
    static func wakeUps(of pid: Int32) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for task in try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") {
            // A thread may end between the listing and the read: it then wakes no more.
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8) else {
                continue
            }
            let fields = status.split(separator: "\n").map { $0.split(separator: "\t") }
            let name = fields.first { $0.first == "Name:" }?.last ?? "?"
            let line = try #require(fields.first { $0.first == "voluntary_ctxt_switches:" })
            // Through a local: assigned straight into the dictionary, #require would unwrap an `Int??`.
            let count = try #require(line.last.flatMap { Int($0) })
            counts["\(task) \(name)"] = count
        }
        return counts
    }

    /// The wake-ups between two counts of ``wakeUps(of:)``, in all (threads that ended between them left out) and
    /// per thread that woke.
    static func wakeUps(from before: [String: Int], to after: [String: Int]) -> (count: Int, threads: [String]) {
        let woken = after.filter { thread, count in count != before[thread] }
            .map { thread, count in "\(thread): \(count - (before[thread] ?? 0))" }
        let count = after.values.reduce(0, +) - before.filter { after[$0.key] != nil }.values.reduce(0, +)
        return (count, woken)
    }

    /// Whether no thread of a process is running or runnable (state `R` in `/proc/PID/task/TID/stat`).
    static func isAsleep(_ pid: Int32) throws -> Bool {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task").allSatisfy { task in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/stat", encoding: .utf8) else {
                return true
            }
            // The state follows the command name, which is in parentheses and may hold spaces.
            let afterName = stat[try #require(stat.lastIndex(of: ")"))...].dropFirst(2)
            return afterName.first != "R"
        }
    }

    /// Whether a process waits for its next event: no thread of it runnable (``isAsleep(_:)``) and its main thread
    /// blocked in its event loop's wait (`poll`, `ppoll`, `epoll_wait` or `epoll_pwait`, read from
    /// `/proc/PID/task/PID/syscall`), not on a lock it will soon get back from, in the middle of its work.
    static func isWaitingForEvents(_ pid: Int32) throws -> Bool {
        guard try isAsleep(pid) else { return false }
        #if arch(x86_64)
        let waits: Set<Substring> = ["7", "271", "232", "281", "441"]
        guard let syscall = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/syscall", encoding: .utf8) else {
            return true
        }
        return syscall.split(separator: " ").first.map { waits.contains($0) } ?? false
        #else
        return true
        #endif
    }
}
