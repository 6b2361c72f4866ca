package import Wayland

/// What an app needs from the event loop, without the loop: timers and file-descriptor watches that run on the
/// main actor between the compositor's events.
///
/// The loop itself (`EventLoop`, in the Wayland runtime) is Curtain's plumbing. Timers here keep their deadline
/// while the loop blocks in ``run()-7wuhx`` as well as under an `async` main; a task that sleeps
/// (`Task.sleep(for:)`) or `DispatchQueue.main.asyncAfter` works too, and Foundation's `Timer`, which needs a
/// `RunLoop`, never fires (see the Concurrency article).
///
/// ```swift
/// let blink = app.addTimer(after: .milliseconds(500), repeating: .milliseconds(500)) {
///     cursor.isHidden.toggle()
/// }
/// let input = app.addReadSource(fd: STDIN_FILENO) { readWhatIsThere() }
/// // … later: blink.cancel(), or let the token go.
/// ```
@MainActor
extension Application {
    /// Calls `fire` on the main actor once after `delay`, then every `repeating` interval if given, until the
    /// returned token is cancelled or released.
    ///
    /// - Parameters:
    ///   - delay: The time until the first call; zero fires on the next iteration of the loop.
    ///   - repeating: The interval between later calls; `nil` for a one-shot timer.
    ///   - fire: Called on the main actor.
    /// - Returns: A token that keeps the timer: cancel it, or let it go, to stop the timer.
    public func addTimer(
        after delay: Duration, repeating: Duration? = nil, _ fire: @escaping @MainActor () -> Void
    ) -> LoopToken {
        LoopToken(eventLoop.addTimer(after: delay, repeating: repeating, fire))
    }

    /// Calls `ready` on the main actor whenever `fd` is readable, until the returned token is cancelled or
    /// released.
    ///
    /// - Parameters:
    ///   - fd: A file descriptor the caller owns and keeps open while it is watched; it is never closed for you.
    ///   - ready: Called on the main actor; it should read what is available.
    /// - Returns: A token that keeps the watch: cancel it, or let it go, to stop watching `fd`.
    public func addReadSource(fd: Int32, _ ready: @escaping @MainActor () -> Void) -> LoopToken {
        LoopToken(eventLoop.addReadSource(fd: fd, ready))
    }

    /// Sends every request made so far to the compositor now, instead of when the loop next waits: for the moment
    /// something outside the process (a screenshot tool, a test driving the compositor) must see a frame before the
    /// loop turns again.
    ///
    /// - Throws: The connection's error when the compositor has gone.
    public func flush() throws {
        try connection.display.flush()
    }

    /// Calls `body` on the main actor once after `delay`, with no way to cancel it: for work that belongs to a
    /// later turn of the loop, such as a completion that must not run inside the call that asked for it.
    ///
    /// - Parameters:
    ///   - delay: The time until the call; zero runs it on the next iteration of the loop.
    ///   - body: Called on the main actor.
    public func perform(after delay: Duration = .zero, _ body: @escaping @MainActor () -> Void) {
        eventLoop.perform(after: delay, body)
    }
}

/// Keeps a timer or a file-descriptor watch made with ``Application/addTimer(after:repeating:_:)`` or
/// ``Application/addReadSource(fd:_:)`` alive: cancelling it, or releasing the last reference to it, ends it.
@MainActor public final class LoopToken {
    private let token: EventLoopToken

    package init(_ token: EventLoopToken) {
        self.token = token
    }

    /// Stops the timer, or stops watching the file descriptor (which is not closed). Safe to call more than once,
    /// and after a one-shot timer fired.
    public func cancel() {
        token.cancel()
    }
}
