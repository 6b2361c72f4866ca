import CurtainCWayland
import Glibc

/// Keeps what `EventLoop.addTimer` or `EventLoop.addReadSource` registered alive: cancelling it, or releasing the
/// last reference to it, ends the registration, as a `DesktopSettingsObservation` does. Work that should run once and
/// needs no handle goes to `EventLoop.perform(after:_:)` instead.
///
/// One type for both: a token names a file descriptor the loop watches (a timerfd or the caller's) and the
/// registration's serial, which tells it apart from a later registration that reuses the fd number.
@MainActor public final class EventLoopToken {
    /// What the token's registration is.
    enum Kind {
        /// A timerfd the loop made, and closes when the timer is removed.
        case timer
        /// The caller's file descriptor, watched for reading; never closed by the loop.
        case source
    }

    private weak var loop: EventLoop?
    private let kind: Kind
    private let fd: Int32
    private let serial: UInt64

    fileprivate init(loop: EventLoop, kind: Kind, fd: Int32, serial: UInt64) {
        self.loop = loop
        self.kind = kind
        self.fd = fd
        self.serial = serial
    }

    /// Stops the timer or stops watching the file descriptor (which is not closed). Safe to call more than
    /// once, and after a one-shot timer fired.
    public func cancel() {
        switch kind {
        case .timer: loop?.removeTimer(fd: fd, serial: serial)
        case .source: loop?.removeSource(fd: fd, serial: serial)
        }
    }

    isolated deinit { cancel() }
}

extension EventLoop {
    /// A timerfd and what to do when it expires.
    struct Timer {
        var fire: @MainActor () -> Void
        var isRepeating: Bool
        /// Tells this registration apart from a later one that reuses the fd number.
        var serial: UInt64
    }

    /// A watched file descriptor.
    struct Source {
        var ready: @MainActor () -> Void
        var serial: UInt64
    }

    /// Calls `fire` once after `delay`, then every `repeating` interval if given.
    ///
    /// Timers use `CLOCK_MONOTONIC` timerfds, so they are exact to the kernel's resolution and survive wall-clock
    /// changes. Expirations missed while a handler ran are coalesced into one call.
    ///
    /// - Parameters:
    ///   - delay: the time until the first call; zero fires on the next iteration.
    ///   - repeating: the interval between later calls; `nil` for a one-shot timer.
    ///   - fire: called on the loop's thread.
    /// - Returns: a token that keeps the timer: cancel it, or let it go, to stop the timer.
    public func addTimer(
        after delay: Duration, repeating: Duration? = nil,
        _ fire: @escaping @MainActor () -> Void
    ) -> EventLoopToken {
        let fd = makeTimer(after: delay, repeating: repeating)
        let serial = nextSerial()
        timers[fd] = Timer(fire: fire, isRepeating: repeating != nil, serial: serial)
        return EventLoopToken(loop: self, kind: .timer, fd: fd, serial: serial)
    }

    /// Calls `ready` whenever `fd` is readable, until the returned token is cancelled.
    ///
    /// - Parameters:
    ///   - fd: a file descriptor the caller owns and keeps open while the source is registered.
    ///   - ready: called on the loop's thread; it should read what is available.
    /// - Returns: a token that keeps the source: cancel it, or let it go, to stop watching `fd`.
    public func addReadSource(fd: Int32, _ ready: @escaping @MainActor () -> Void) -> EventLoopToken {
        let serial = nextSerial()
        watch(fd)
        sources[fd] = Source(ready: ready, serial: serial)
        return EventLoopToken(loop: self, kind: .source, fd: fd, serial: serial)
    }

    /// Calls `body` once after `delay`, with no way to cancel it: for work that belongs to a later loop turn, such
    /// as a completion that must not run inside the call that asked for it.
    ///
    /// - Parameters:
    ///   - delay: the time until the call; zero runs it on the next iteration.
    ///   - body: called on the loop's thread.
    public func perform(after delay: Duration = .zero, _ body: @escaping @MainActor () -> Void) {
        let fd = makeTimer(after: delay, repeating: nil)
        timers[fd] = Timer(fire: body, isRepeating: false, serial: nextSerial())
    }

    /// Reads a timer's expiration count and calls it; a one-shot timer is removed first.
    func fire(_ timer: Timer, fd: Int32) {
        var expirations: UInt64 = 0
        guard read(fd, &expirations, MemoryLayout<UInt64>.size) == MemoryLayout<UInt64>.size else { return }
        if !timer.isRepeating { removeTimer(fd: fd, serial: timer.serial) }
        timer.fire()
    }

    /// An armed, watched timerfd.
    private func makeTimer(after delay: Duration, repeating: Duration?) -> Int32 {
        let fd = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        precondition(fd >= 0, "timerfd_create failed: \(String(cString: strerror(curtain_errno())))")
        // An all-zero it_value disarms a timerfd, so the earliest expiry is 1 ns.
        var spec = itimerspec(
            it_interval: Self.timespec(repeating ?? .zero),
            it_value: Self.timespec(max(delay, .nanoseconds(1))))
        timerfd_settime(fd, 0, &spec, nil)
        watch(fd)
        return fd
    }

    func removeTimer(fd: Int32, serial: UInt64) {
        // The fd number may have been reused by a newer timer: only remove the one this token made.
        guard let timer = timers[fd], timer.serial == serial else { return }
        timers[fd] = nil
        unwatch(fd)
        close(fd)
    }

    func removeSource(fd: Int32, serial: UInt64) {
        guard let source = sources[fd], source.serial == serial else { return }
        sources[fd] = nil
        unwatch(fd)
    }

    /// Adds `fd` to the epoll set for reading (or updates it when the number is already there).
    func watch(_ fd: Int32) {
        if curtain_epoll_watch(epollDescriptor, EPOLL_CTL_ADD, fd, UInt32(EPOLLIN.rawValue)) != 0,
            curtain_errno() == EEXIST
        {
            _ = curtain_epoll_watch(epollDescriptor, EPOLL_CTL_MOD, fd, UInt32(EPOLLIN.rawValue))
        }
    }

    /// Removes `fd` from the epoll set; before the fd is closed, so a reused number is not watched twice.
    func unwatch(_ fd: Int32) {
        _ = curtain_epoll_watch(epollDescriptor, EPOLL_CTL_DEL, fd, 0)
    }

    /// Adds or removes `EPOLLOUT` on the display's descriptor.
    func watchDisplay(forWriting wantsWrite: Bool) {
        guard wantsWrite != isWatchingDisplayForWriting else { return }
        isWatchingDisplayForWriting = wantsWrite
        let events = UInt32(EPOLLIN.rawValue) | (wantsWrite ? UInt32(EPOLLOUT.rawValue) : 0)
        _ = curtain_epoll_watch(epollDescriptor, EPOLL_CTL_MOD, display.fd, events)
    }

    nonisolated private static func timespec(_ duration: Duration) -> Glibc.timespec {
        let (seconds, attoseconds) = duration.components
        return Glibc.timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
    }
}
