import CurtainCWayland
import Dispatch
import Glibc

extension EventLoop {
    /// Runs iterations until `condition` returns `true` or `stop()` is called, suspending instead of blocking.
    ///
    /// Between iterations the caller's task suspends until the loop's Wayland socket, a timer or a source is
    /// ready, so other main-actor work runs meanwhile: other windows' waits, tasks, `DispatchQueue.main`
    /// blocks. Several waits on one loop or on different loops interleave on the main actor, none nested
    /// inside another. Nothing spins: the task is woken by a dispatch source on the loop's epoll descriptor.
    ///
    /// Before each suspension the loop dispatches what libwayland already read and flushes every request
    /// (`wl_display_prepare_read` is never held across a suspension: a second reader on the same thread would
    /// block libwayland). Requests that other jobs make while it is suspended go out at the next wake; work
    /// that must reach the compositor, such as a redraw, schedules a timer, which wakes it.
    ///
    /// The condition is checked before the first iteration and after each one.
    ///
    /// - Throws: `WaylandError` when the connection is lost or the compositor reports a protocol error;
    ///   `CancellationError` when the waiting task is cancelled.
    @MainActor
    public func run(until condition: () -> Bool) async throws {
        let generation = stopCount
        while stopCount == generation, !condition() {
            try Task.checkCancellation()
            clearWakeSignal()
            try runOnce(timeout: .zero, servesMainQueue: false)
            if stopCount != generation || condition() { break }
            try prepareToSuspend()
            await withTaskCancellationHandler {
                await suspendUntilReady()
            } onCancel: { [wakeSignal] in
                Self.signal(wakeSignal)
            }
        }
        try prepareToSuspend()
    }

    /// Makes a wait that is suspended in the `async` `run(until:)` run an iteration now. Safe from any thread.
    nonisolated public func wakeUp() {
        Self.signal(wakeSignal)
    }

    /// Dispatches the events libwayland holds and flushes requests, so nothing waits behind the suspension;
    /// asks epoll for writability while the socket's buffer is full.
    private func prepareToSuspend() throws {
        let pointer = try display.connected()
        if wl_display_dispatch_pending(pointer) < 0 { throw WaylandError.last(on: pointer) }
        var wantsWrite = false
        if wl_display_flush(pointer) < 0 {
            guard curtain_errno() == EAGAIN else { throw WaylandError.last(on: pointer) }
            wantsWrite = true
        }
        watchDisplay(forWriting: wantsWrite)
    }

    /// Suspends until the epoll set has something ready, on the main queue, the main actor's executor.
    @MainActor
    private func suspendUntilReady() async {
        // Requests other main-actor work makes meanwhile wake the loop, so they go out at once.
        display.connection.suspendedLoopWake = wakeSignal
        defer { display.connection.suspendedLoopWake = -1 }
        let waits = suspendedWaits ?? SuspendedWaits(epollDescriptor: epollDescriptor)
        suspendedWaits = waits
        await withCheckedContinuation { waits.add($0) }
    }

    private func clearWakeSignal() {
        var count: UInt64 = 0
        _ = read(wakeSignal, &count, MemoryLayout<UInt64>.size)
    }

    nonisolated static func signal(_ eventFD: Int32) {
        var one: UInt64 = 1
        _ = write(eventFD, &one, MemoryLayout<UInt64>.size)
    }
}

/// The waits suspended on one loop, and the dispatch source on its epoll descriptor that resumes them.
///
/// One source for the loop's life, suspended while nobody waits: a source made and cancelled per suspension
/// cost an allocation each time and left the resident set a megabyte larger after 10,000 alerts (the soak test),
/// its objects freed on dispatch's manager thread.
///
/// `@unchecked Sendable` because the source's handler must be `@Sendable`; every member is touched only on the
/// main queue: ``add(_:)`` from the main actor, the handler on `.main`, ``cancel()`` from the loop's `deinit`,
/// which runs where the loop's last owner, main-actor code, lets it go.
final class SuspendedWaits: @unchecked Sendable {
    private let source: any DispatchSourceRead
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// Whether the source is resumed (firing when the descriptor is readable), as dispatch keeps no such flag.
    private var isListening = false

    init(epollDescriptor: Int32) {
        source = DispatchSource.makeReadSource(fileDescriptor: epollDescriptor, queue: .main)
        source.setEventHandler { [weak self] in self?.ready() }
        source.activate()
        isListening = true
    }

    /// Adds a suspended wait, resumed when the descriptor is next readable.
    func add(_ waiter: CheckedContinuation<Void, Never>) {
        waiters.append(waiter)
        if !isListening {
            isListening = true
            source.resume()
        }
    }

    /// The descriptor is readable: stop listening (it stays readable until an iteration reads it) and resume
    /// every wait, each of which runs an iteration.
    private func ready() {
        source.suspend()
        isListening = false
        let resumed = waiters
        waiters = []
        for waiter in resumed { waiter.resume() }
    }

    /// Stops the source for good; dispatch requires a suspended source to be resumed before it goes.
    func cancel() {
        source.setEventHandler(handler: nil)
        if !isListening { source.resume() }
        source.cancel()
    }
}
