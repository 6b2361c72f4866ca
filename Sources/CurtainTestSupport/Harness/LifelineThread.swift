import Foundation

/// Starts child processes from one thread that lives as long as the test process, so that
/// `setpriv --pdeathsig` ties them to the process and not to a worker thread.
///
/// `PR_SET_PDEATHSIG` fires when the *thread* that forked the child exits, not the process. Swift's concurrency
/// pool retires idle worker threads after a few seconds, so a compositor that one test starts and a whole suite
/// shares would be killed mid-suite if that test's thread spawned it. This thread never exits, so the signal comes
/// only when the test process dies, which is exactly when a leftover compositor must go.
/// Tests never call it directly: ``Foundation/Process/runTiedToTestProcess(signal:setprivOptions:)`` is the one way a
/// test starts a process, and it runs setpriv from here.
final class LifelineThread: @unchecked Sendable {
    /// The one thread of this process; started on first use.
    static let shared = LifelineThread()

    /// One hand-over: the process to start and, once started, how it went. Guarded by `condition`.
    private final class Job: @unchecked Sendable {
        let process: Process
        var error: Error?
        var isDone = false
        init(_ process: Process) { self.process = process }
    }

    private let condition = NSCondition()
    private var pending: Job?

    private init() {
        let thread = Thread { [unowned self] in serve() }
        thread.name = "curtain-lifeline"
        thread.start()
    }

    /// Runs `process` (`Process.run()`) on the lifeline thread and returns once it has started.
    ///
    /// - Throws: what `Process.run()` threw, e.g. when the executable cannot be found.
    func run(_ process: Process) throws {
        let job = Job(process)
        condition.lock()
        while pending != nil { condition.wait() }
        pending = job
        condition.broadcast()
        while !job.isDone { condition.wait() }
        condition.unlock()
        if let error = job.error { throw error }
    }

    private func serve() {
        // Children inherit the spawning thread's signal mask, and this thread inherited its creator's, in which
        // libdispatch blocks SIGTERM: a child would then ignore a harness's SIGTERM (mutter took the whole
        // 2 s grace period to stop). Start them with no signal blocked.
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        condition.lock()
        while true {
            while pending == nil { condition.wait() }
            if let job = pending {
                Self.keepDescriptorsFromChildren()
                do { try job.process.run() } catch { job.error = error }
                job.isDone = true
                pending = nil
                condition.broadcast()
            }
        }
    }

    /// Marks every descriptor above stderr close-on-exec, so that a child gets only the stdin, stdout and stderr it
    /// was given. Foundation's `Pipe` does not, and a weston started while another test read a finished swaymsg's
    /// output inherited that pipe's write end: the read waited for the end of the file until the hang guard.
    private static func keepDescriptorsFromChildren() {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return }
        for descriptor in entries.compactMap({ Int32($0) }) where descriptor > 2 {
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0, flags & FD_CLOEXEC == 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
        }
    }
}
