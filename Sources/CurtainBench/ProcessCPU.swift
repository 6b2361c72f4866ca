import Foundation

/// A running process's CPU time, all threads, to the nanosecond: the sum of `/proc/PID/task/*/schedstat`'s first
/// field. `/proc/PID/stat` counts in 10 ms ticks, too coarse for a 0.3 s transition that costs a compositor a few ms.
enum ProcessCPU {
    /// Nanoseconds on CPU so far, or nil when the process is gone.
    static func nanoseconds(of pid: pid_t) -> UInt64? {
        let tasks = "/proc/\(pid)/task"
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks) else { return nil }
        var total: UInt64 = 0
        for thread in threads {
            guard let text = try? String(contentsOfFile: "\(tasks)/\(thread)/schedstat", encoding: .utf8),
                let first = text.split(separator: " ").first, let value = UInt64(first)
            else { continue }
            total += value
        }
        return total
    }
}

/// Busy loops on every core, the "loaded CPU" of the missed-frame figures: one `sh -c 'while :; do :; done'`
/// per core, each in its own process group, ended by pid.
final class BusyLoad {
    private var children: [ChildProcess] = []

    init(scratch: String) throws {
        for _ in 0..<ProcessInfo.processInfo.activeProcessorCount {
            children.append(
                try ChildProcess(
                    executable: "/bin/sh", arguments: ["-c", "while :; do :; done"],
                    environment: [:], stderrPath: scratch + "/busy.log"))
        }
    }

    deinit { stop() }

    func stop() {
        for child in children { child.terminate(grace: .milliseconds(100)) }
        children = []
    }
}
