import Foundation
import Glibc

/// A measured peer: started with `posix_spawn` in its own process group, reaped with `wait4` for its rusage.
///
/// The start time is read on CLOCK_MONOTONIC (and CLOCK_REALTIME, for `WAYLAND_DEBUG` stamps) immediately before
/// `posix_spawn`, which on glibc is a `clone(CLONE_VM | CLONE_VFORK)` + `execve`: the same small cost for every peer.
final class ChildProcess {
    /// How a child ended, with what `wait4` reported about it.
    struct Exit {
        /// The raw wait status.
        var status: Int32
        /// The child's own peak resident set, in KiB: `VmHWM` from `/proc/<pid>/status` just before
        /// the bench ended it; `ru_maxrss` only for a child that exited by itself first.
        ///
        /// `ru_maxrss` alone is wrong for a spawned child: at `execve` Linux folds the hiwater RSS of
        /// the replaced address space, the spawning bench's own (~30 MiB; posix_spawn shares it with
        /// CLONE_VM), into the child's maximum, so every small peer measured as big as the bench.
        var peakRSSKiB: Int
        var userCPU: Duration
        var systemCPU: Duration

        var description: String {
            if status & 0x7f == 0 { return "exit \((status >> 8) & 0xff)" }
            return "signal \(status & 0x7f)"
        }

        /// Whether the child died from the SIGTERM (or SIGKILL) the bench sent.
        var wasTerminatedByBench: Bool {
            let signal = status & 0x7f
            return signal == SIGTERM || signal == SIGKILL
        }
    }

    let pid: pid_t
    /// CLOCK_MONOTONIC just before `posix_spawn`.
    let startedAt: Duration
    /// CLOCK_REALTIME in microseconds just before `posix_spawn` (what `WAYLAND_DEBUG` stamps count).
    let startedAtRealtimeMicros: UInt64
    /// Where the child's standard error goes.
    let stderrPath: String
    private(set) var exit: Exit?

    /// Starts `executable` with exactly `environment`; stdout goes to /dev/null, stderr to `stderrPath`, and
    /// stdin comes from `stdinPath` (a file, or a FIFO the bench writes), /dev/null by default.
    init(
        executable: String, arguments: [String], environment: [String: String], stderrPath: String,
        stdinPath: String = "/dev/null"
    ) throws {
        self.stderrPath = stderrPath
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, so the bench can end the peer and anything it started in one kill.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let realtime = Clocks.realtimeMicros()
        let monotonic = Clocks.monotonic()
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw BenchError.spawnFailed(executable, errno: result)
        }
        self.pid = pid
        startedAt = monotonic
        startedAtRealtimeMicros = realtime
        ProcessRegistry.register(group: pid)
    }

    deinit {
        if exit == nil { terminate() }
    }

    /// Whether the child has exited (reaps it without blocking).
    @discardableResult
    func hasExited() -> Bool {
        if exit != nil { return true }
        return reap(options: WNOHANG)
    }

    /// Ends the child's process group (SIGTERM, then SIGKILL after `grace`) and reaps the child.
    @discardableResult
    func terminate(grace: Duration = .seconds(2)) -> Exit {
        if let exit { return exit }
        let highWater = Self.highWaterRSSKiB(of: pid)
        kill(-pid, SIGTERM)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: grace)
        while !reap(options: WNOHANG) {
            if clock.now >= deadline {
                kill(-pid, SIGKILL)
                _ = reap(options: 0)
                break
            }
            usleep(1000)
        }
        kill(-pid, SIGKILL)  // anything the peer left behind in its group
        if let highWater { exit?.peakRSSKiB = highWater }
        return exit!
    }

    /// `VmHWM` of a running process, in KiB: the peak resident set of its current address space.
    static func highWaterRSSKiB(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    /// The child's standard error so far.
    var stderr: String {
        (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
    }

    private func reap(options: Int32) -> Bool {
        var status: Int32 = 0
        var usage = rusage()
        let result = wait4(pid, &status, options, &usage)
        guard result == pid else { return false }
        exit = Exit(
            status: status,
            peakRSSKiB: usage.ru_maxrss,
            userCPU: Clocks.duration(usage.ru_utime),
            systemCPU: Clocks.duration(usage.ru_stime))
        ProcessRegistry.unregister(group: pid)
        return true
    }
}

/// The clocks the bench compares against the compositor's and libwayland's.
enum Clocks {
    static func monotonic() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    static func realtimeMicros() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return UInt64(time.tv_sec) * 1_000_000 + UInt64(time.tv_nsec / 1000)
    }

    static func duration(_ time: timeval) -> Duration {
        .seconds(time.tv_sec) + .microseconds(time.tv_usec)
    }
}

extension Duration {
    var milliseconds: Double {
        let parts = components
        return Double(parts.seconds) * 1e3 + Double(parts.attoseconds) / 1e15
    }
}
