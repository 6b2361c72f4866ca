import Glibc

/// Every process the bench started and has not reaped yet, so an interrupt still ends them all.
///
/// Normal paths end their processes themselves (`defer`, `deinit`); this covers SIGINT, SIGTERM and SIGHUP,
/// whose handler may only call async-signal-safe functions: it walks a fixed C array and calls `kill`.
enum ProcessRegistry {
    private static let capacity = 64

    /// Positive: a process id to kill; negative: a process group. Zero: a free slot.
    // Safe: written only from the main thread; the signal handler only reads whole aligned `pid_t`s.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        return slots
    }()

    /// Remembers a process group (a child spawned with `POSIX_SPAWN_SETPGROUP`).
    static func register(group leader: pid_t) { insert(-leader) }

    /// Remembers a single process (one started by Foundation's `Process`, e.g. weston).
    static func register(process pid: pid_t) { insert(pid) }

    static func unregister(group leader: pid_t) { remove(-leader) }

    static func unregister(process pid: pid_t) { remove(pid) }

    /// Installs the handler that kills everything registered and exits with 128 + the signal.
    static func installSignalHandlers() {
        _ = slots
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            Glibc.signal(signal) { received in
                ProcessRegistry.killAll()
                _exit(128 + received)
            }
        }
    }

    /// Sends SIGKILL to everything registered. Async-signal-safe.
    static func killAll() {
        for index in 0..<capacity where slots[index] != 0 {
            kill(slots[index], SIGKILL)
        }
    }

    private static func insert(_ value: pid_t) {
        for index in 0..<capacity where slots[index] == 0 {
            slots[index] = value
            return
        }
    }

    private static func remove(_ value: pid_t) {
        for index in 0..<capacity where slots[index] == value {
            slots[index] = 0
        }
    }
}
