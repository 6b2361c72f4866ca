/// The state shared by a `Display` and every proxy made on it.
///
/// Proxies hold it, not the `Display`, so that dropping the display disconnects even while proxies remain;
/// those proxies then skip their destructor requests instead of touching freed libwayland memory.
@MainActor final class Connection {
    /// The `wl_display *`, `nil` once disconnected.
    private(set) var display: OpaquePointer?

    init(display: OpaquePointer) { self.display = display }

    var isConnected: Bool { display != nil }

    /// Forgets the display; `Display.disconnect` frees it.
    func close() { display = nil }

    /// The wake descriptor of a loop suspended in its `async` wait on this display, `-1` when none is.
    ///
    /// Main-actor work that runs while the loop is suspended (a task, a `DispatchQueue.main` block) makes
    /// requests that libwayland only buffers; nothing would send them before the compositor next speaks. The
    /// first request sent wakes the loop, whose next iteration flushes them all.
    var suspendedLoopWake: Int32 = -1

    /// Called after each request is marshalled: wakes a suspended loop, once per suspension.
    @inline(__always)
    func requestSent() {
        guard suspendedLoopWake >= 0 else { return }
        EventLoop.signal(suspendedLoopWake)
        suspendedLoopWake = -1
    }
}
