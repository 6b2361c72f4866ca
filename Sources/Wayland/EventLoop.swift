import CurtainCWayland
import Dispatch
import Glibc

/// Runs the client: waits for Wayland events, timers and other file descriptors, and calls their handlers.
///
/// Each iteration flushes pending requests, blocks in `poll` until something is ready (it never spins), reads
/// and dispatches Wayland events with `wl_display_prepare_read`/`read_events`/`dispatch_pending`, then fires
/// due timers and ready sources. Everything runs on the calling thread.
///
/// ## The main actor
///
/// On Linux the main actor's executor is libdispatch's main queue. A program with a synchronous `main` serves
/// that queue only from a loop that drains it, as Foundation's `RunLoop` does, so this loop does the same: on
/// the main thread it adds the queue's eventfd (`_dispatch_get_main_queue_handle_4CF`) to its `poll` set and,
/// when it is readable, reads its counter and runs the queue (`_dispatch_main_queue_callback_4CF`). So while
/// any wait on the loop runs, `Task { @MainActor in … }`, `DispatchQueue.main.async`, and main-actor code
/// resuming from `await` (`Task.sleep` included) run within one iteration, woken by the kernel, not by polling.
/// In a program with an `async` main, `dispatchMain()` owns the queue and runs it on dispatch's threads; the
/// handle is then `-1` and the loop leaves the queue alone.
///
/// Swift 6.3's custom main executor (SE-0466, `MainExecutor` and `ExecutorFactory`) was the other candidate.
/// In the 6.3.1 toolchain it is `@_spi(ExperimentalCustomExecutors)`, not public API, and only the program's
/// `@main` type can install it (`typealias DefaultExecutorFactory`): a library cannot, nor can the test runner's
/// generated `main`. Measured on this machine (1,000 hops from a detached task to the main actor and back):
/// the libdispatch handle takes a median of 7–9 µs (p99 35–55 µs), a prototype custom executor 6 µs
/// (p99 26 µs); an idle loop costs no CPU either way (under 0.6 ms of process CPU over a second's wait, which is
/// the thread pool winding down). The handle wins: public symbols, works in any program, same cost.
///
/// ```swift
/// let loop = EventLoop(display: display)
/// let blink = loop.addTimer(after: .milliseconds(500), repeating: .milliseconds(500)) { toggleCaret() }
/// try loop.run(until: { isDone })
/// blink.cancel()
/// ```
@MainActor public final class EventLoop {
    let display: Display
    var timers: [Int32: Timer] = [:]
    var sources: [Int32: Source] = [:]
    /// How many times ``stop()`` was called: a wait returns when it changes, so each wait, nested or
    /// suspended side by side, sees a stop made after it started.
    private(set) var stopCount: UInt64 = 0
    /// An epoll set of the display, the timers and the sources: one descriptor that is readable whenever
    /// any of them is, for the suspending wait to watch with a dispatch source.
    let epollDescriptor: Int32
    /// An eventfd in the epoll set that ``stop()``, ``wakeUp()`` and task cancellation write to.
    let wakeSignal: Int32
    /// The suspended `async` waits and the one dispatch source that wakes them; made at the first suspension.
    var suspendedWaits: SuspendedWaits?
    /// How many iterations ran, blocking or suspending: tests read it to show that an idle loop does not spin.
    package private(set) var iterations = 0
    /// The display descriptor's epoll events include `EPOLLOUT`: requests are waiting for socket space.
    var isWatchingDisplayForWriting = false
    private var serials: UInt64 = 0
    /// The `poll` set of the last ``runOnce(timeout:)``, kept for its storage.
    private var pollDescriptors: [pollfd] = []

    /// Creates a loop for `display`.
    public init(display: Display) {
        self.display = display
        epollDescriptor = epoll_create1(Int32(EPOLL_CLOEXEC))
        wakeSignal = curtain_eventfd()
        precondition(
            epollDescriptor >= 0 && wakeSignal >= 0,
            "epoll_create1 or eventfd failed: \(String(cString: strerror(curtain_errno())))")
        watch(display.fd)
        watch(wakeSignal)
    }

    isolated deinit {
        suspendedWaits?.cancel()
        for fd in timers.keys { close(fd) }
        close(epollDescriptor)
        close(wakeSignal)
    }

    /// Runs iterations until `condition` returns `true` or `stop()` is called.
    ///
    /// The condition is checked before the first iteration and after each one. It blocks the main actor: from
    /// `async` code, await the suspending `run(until:)` instead, which the compiler picks there.
    ///
    /// - Precondition: not called from a main-actor job this loop is running (a `Task`, a `DispatchQueue.main`
    ///   block): serving the main queue inside one of its own jobs is refused with a message naming the fix.
    /// - Throws: `WaylandError` when the connection is lost or the compositor reports a protocol error.
    @available(*, noasync, message: "blocks the main actor; use the async run(until:) from async code")
    public func run(until condition: () -> Bool) throws {
        let generation = stopCount
        while stopCount == generation, !condition() {
            try runOnce(timeout: nil)
        }
    }

    /// Makes every `run(until:)` under way return after its current iteration, and wakes a suspended one.
    public func stop() {
        stopCount += 1
        Self.signal(wakeSignal)
    }

    /// Runs one iteration: dispatches what is ready, waiting up to `timeout` (forever when `nil`) for something.
    ///
    /// - Throws: `WaylandError` when the connection is lost or the compositor reports a protocol error.
    public func runOnce(timeout: Duration?) throws {
        try runOnce(timeout: timeout, servesMainQueue: true)
    }

    /// One iteration; `servesMainQueue` is false in the suspending wait, which must not run other main-actor
    /// jobs nested inside its own.
    func runOnce(timeout: Duration?, servesMainQueue: Bool) throws {
        if servesMainQueue, Self.isDrainingMainQueue { Self.refuseNestedRun() }
        iterations += 1
        let pointer = try display.connected()
        // Events already queued must be handled before blocking, or prepare_read refuses.
        while wl_display_prepare_read(pointer) != 0 {
            if wl_display_dispatch_pending(pointer) < 0 { throw WaylandError.last(on: pointer) }
        }
        var wantsWrite = false
        if wl_display_flush(pointer) < 0 {
            guard curtain_errno() == EAGAIN else {
                wl_display_cancel_read(pointer)
                throw WaylandError.last(on: pointer)
            }
            wantsWrite = true
        }
        let displayEvents = Int16(POLLIN) | (wantsWrite ? Int16(POLLOUT) : 0)
        // Reuses one array's storage: the loop wakes at least once per animation frame.
        var descriptors = pollDescriptors
        pollDescriptors = []
        defer { pollDescriptors = descriptors }
        descriptors.removeAll(keepingCapacity: true)
        descriptors.append(pollfd(fd: wl_display_get_fd(pointer), events: displayEvents, revents: 0))
        for fd in timers.keys { descriptors.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        for fd in sources.keys { descriptors.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        let mainQueue = servesMainQueue ? Self.mainQueueHandle() : nil
        if let mainQueue { descriptors.append(pollfd(fd: mainQueue, events: Int16(POLLIN), revents: 0)) }
        let ready = poll(&descriptors, nfds_t(descriptors.count), Self.milliseconds(timeout))
        if ready < 0 {
            wl_display_cancel_read(pointer)
            let error = curtain_errno()
            if error == EINTR { return }
            throw WaylandError.connectionLost(errno: error)
        }
        if descriptors[0].revents & Int16(POLLIN | POLLERR | POLLHUP) != 0 {
            if wl_display_read_events(pointer) < 0 { throw WaylandError.last(on: pointer) }
        } else {
            wl_display_cancel_read(pointer)
        }
        if wl_display_dispatch_pending(pointer) < 0 { throw WaylandError.last(on: pointer) }
        var isMainQueueReady = false
        for descriptor in descriptors.dropFirst() where descriptor.revents != 0 {
            // A handler may cancel another timer or source: look each one up again.
            if descriptor.fd == mainQueue {
                isMainQueueReady = true
            } else if let timer = timers[descriptor.fd] {
                fire(timer, fd: descriptor.fd)
            } else if let source = sources[descriptor.fd] {
                source.ready()
            }
        }
        if isMainQueueReady, let mainQueue { Self.drainMainQueue(handle: mainQueue) }
    }

    /// The main dispatch queue's eventfd, when this thread may serve the queue: the main thread of a program
    /// whose main queue is not taken over by `dispatchMain()` (a synchronous `main`).
    private static func mainQueueHandle() -> Int32? {
        guard curtain_is_main_thread() != 0 else { return nil }
        let handle = _dispatch_get_main_queue_handle_4CF()
        return handle >= 0 ? handle : nil
    }

    /// Runs the main actor's jobs and `DispatchQueue.main` blocks that are waiting.
    ///
    /// The eventfd's counter must be read first, or it stays readable and `poll` spins. The callback runs what
    /// was queued when it started; anything those jobs enqueue wakes the eventfd again for the next iteration.
    private static func drainMainQueue(handle: Int32) {
        var count: UInt64 = 0
        _ = read(handle, &count, MemoryLayout<UInt64>.size)
        isDrainingMainQueue = true
        defer { isDrainingMainQueue = false }
        _dispatch_main_queue_callback_4CF(nil)
    }

    /// Whether a loop is running the main queue's jobs now: a blocking wait started inside one of them would run
    /// libdispatch's main-queue callback inside itself, which libdispatch does not support.
    private static var isDrainingMainQueue = false

    /// Stops the program: a blocking wait was started from a main-actor job the loop is running.
    ///
    /// A precondition with a message, as UIKit refuses misuse of its run loop: it is a programming error, found
    /// the first time that code runs, and the message says what to call instead.
    private static func refuseNestedRun() -> Never {
        fatalError(
            "Curtain: the blocking run() or run(until:) was called from a Task or DispatchQueue.main block that the "
                + "event loop is running; it cannot serve the main queue inside one of its own jobs. From async code "
                + "call `try await app.run()` or `try await app.run(until:)`, which suspend instead.")
    }

    /// A number no earlier timer or source registration used.
    func nextSerial() -> UInt64 {
        serials += 1
        return serials
    }

    /// The monotonic clock (`CLOCK_MONOTONIC`), the time base of timers and frame callbacks.
    nonisolated public static func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// A `poll` timeout in milliseconds, rounded up so that a short wait does not become a spin.
    private static func milliseconds(_ timeout: Duration?) -> Int32 {
        guard let timeout else { return -1 }
        let (seconds, attoseconds) = timeout.components
        guard seconds >= 0, attoseconds >= 0 || seconds > 0 else { return 0 }
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: total)
    }
}
