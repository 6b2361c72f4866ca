import CurtainTestSupport
import Foundation

/// `--progress` fed 1,000 updates a second, then left idle with stdin open: the dialog's CPU share of one core
/// in each phase (target ≤ 5 % busy, 0 idle), for curtain and zenity.
extension WestonBench {
    /// Seconds of updates, and of idle, that are measured.
    nonisolated static let progressSeconds = 3.0
    nonisolated static let idleSeconds = 2.0

    func runProgress(curtain: String) -> [ProgressResult] {
        let peers = [("curtain --progress", curtain), ("zenity --progress", Peer.zenity.executablePath)]
        return peers.map { name, path in
            var result = ProgressResult(peer: name)
            guard let path else {
                result.failure = "not installed: run scripts/setup-bench (Debian package zenity)"
                return result
            }
            do {
                try measureProgress(path: path, into: &result)
            } catch {
                result.failure = "\(error)"
            }
            log(
                "weston \(name): \(result.busyPercent.map { String(format: "%.2f %%", $0) } ?? "?") busy, "
                    + "\(result.idleMicros.map { String(format: "%.0f µs", $0) } ?? "?") idle")
            return result
        }
    }

    private func measureProgress(path: String, into result: inout ProgressResult) throws {
        let fifo = scratch + "/progress.fifo"
        unlink(fifo)
        guard mkfifo(fifo, 0o600) == 0 else { throw BenchError.usage("mkfifo \(fifo)") }
        // Read-write, so opening does not wait for the reader; the child opens the read side at spawn.
        let writer = open(fifo, O_RDWR | O_CLOEXEC)
        guard writer >= 0 else { throw BenchError.usage("open \(fifo)") }
        var isWriterOpen = true
        defer { if isWriterOpen { close(writer) } }
        let child = try ChildProcess(
            executable: path, arguments: ["--progress", "--text", "Copying"],
            environment: environment, stderrPath: scratch + "/stderr.log", stdinPath: fifo)
        defer { watch.forget(child.pid) }
        if let failure = try waitForWindow(of: child) {
            result.failure = failure
            return
        }
        _ = try pump(until: Clocks.monotonic() + .milliseconds(300)) { child.hasExited() }

        // 1,000 lines a second from a thread of their own, at absolute 1 ms steps, while weston's events are pumped.
        let lines = Int(Self.progressSeconds * 1000)
        let thread = Thread {
            var next = timespec()
            clock_gettime(CLOCK_MONOTONIC, &next)
            for index in 0..<lines {
                var line = Array("\(index % 100)\n".utf8)
                _ = write(writer, &line, line.count)
                next.tv_nsec += 1_000_000
                if next.tv_nsec >= 1_000_000_000 { next.tv_nsec -= 1_000_000_000; next.tv_sec += 1 }
                clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &next, nil)
            }
        }
        let busyStart = (Clocks.monotonic(), ProcessCPU.nanoseconds(of: child.pid))
        thread.start()
        _ = try pump(until: busyStart.0 + .milliseconds(Int64(Self.progressSeconds * 1000))) { child.hasExited() }
        let busyEnd = (Clocks.monotonic(), ProcessCPU.nanoseconds(of: child.pid))
        // Idle: stdin stays open, nothing arrives; a dialog that polls shows up here.
        _ = try pump(until: Clocks.monotonic() + .milliseconds(300)) { child.hasExited() }
        let idleStart = ProcessCPU.nanoseconds(of: child.pid)
        _ = try pump(until: Clocks.monotonic() + .milliseconds(Int64(Self.idleSeconds * 1000))) { child.hasExited() }
        let idleEnd = ProcessCPU.nanoseconds(of: child.pid)
        close(writer)
        isWriterOpen = false
        let exit = child.terminate()
        guard let cpu0 = busyStart.1, let cpu1 = busyEnd.1, let idle0 = idleStart, let idle1 = idleEnd else {
            result.failure = Self.failure(exit: exit, stderr: child.stderr)
            return
        }
        result.busyPercent = Double(cpu1 - cpu0) / 1e9 / ((busyEnd.0 - busyStart.0).milliseconds / 1000) * 100
        result.idleMicros = Double(idle1 - idle0) / 1000
    }
}

/// What one `--progress` peer cost while fed and while idle.
struct ProgressResult: Codable, Sendable {
    var peer: String
    /// CPU (all threads) over the fed seconds, as a percentage of one core.
    var busyPercent: Double?
    /// CPU (all threads) in µs over the idle seconds.
    var idleMicros: Double?
    var failure: String?
}
