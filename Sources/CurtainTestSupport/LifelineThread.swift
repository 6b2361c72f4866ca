import Foundation

/// One thread that lives as long as the test process and starts the harnesses' long-lived children.
///
/// `PR_SET_PDEATHSIG` (what `setpriv --pdeathsig` sets) fires when the *thread* that forked the child exits, not
/// the process. Swift Testing runs tests on pool threads that libdispatch ends after a few idle seconds, which
/// would kill a compositor shared by a whole suite in the middle of it. Children spawned from this thread, which
/// never exits, get their signal only when the test process itself dies. They also start with no signal blocked,
/// whatever the calling thread blocks.
final class LifelineThread: @unchecked Sendable {
    /// The process-wide thread, started on first use.
    static let shared = LifelineThread()

    private let condition = NSCondition()
    private var jobs: [() -> Void] = []

    private init() {
        let thread = Thread { [unowned self] in serve() }
        thread.name = "curtain-test-lifeline"
        thread.start()
    }

    /// Starts `process` from the lifeline thread and returns once it has started (or failed to).
    ///
    /// - Throws: What `Process.run()` throws.
    func run(_ process: Process) throws {
        let done = DispatchSemaphore(value: 0)
        var failure: (any Error)?
        condition.lock()
        jobs.append {
            do { try process.run() } catch { failure = error }
            done.signal()
        }
        condition.signal()
        condition.unlock()
        done.wait()
        if let failure { throw failure }
    }

    private func serve() {
        // Children inherit the spawning thread's signal mask, and this thread inherited its creator's, in which
        // libdispatch blocks SIGTERM: a child would then ignore `stop()`'s SIGTERM. Start them with none blocked.
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }
}
