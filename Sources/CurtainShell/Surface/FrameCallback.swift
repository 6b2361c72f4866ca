import Wayland

/// The one `wl_surface.frame` callback a surface may have outstanding.
///
/// Redraws are paced by the compositor: a client asks for a frame callback with the commit that shows a frame
/// and draws the next one when `wl_callback.done` arrives. Asking again while a callback is outstanding would
/// draw faster than the compositor presents, so ``request(on:)`` does nothing then.
package final class FrameCallback {
    /// Called once per `wl_callback.done`, with the compositor's timestamp in milliseconds.
    package var onDone: ((UInt32) -> Void)?

    private var callback: WlCallback?
    /// Every callback's event handler: one closure made once, not one per frame.
    private lazy var handleEvent: (WlCallback.Event) -> Void = { [unowned self] event in
        switch event {
        case .done(let time): handleDone(time: time)
        }
    }

    /// Creates a pacer with no callback outstanding.
    package init() {}

    /// Whether a callback was asked for and has not fired yet.
    package var isPending: Bool { callback != nil }

    /// Asks `surface` for a frame callback with its next commit, unless one is outstanding.
    package func request(on surface: WlSurface) {
        guard callback == nil else { return }
        let callback = surface.frame()
        callback.onEvent = handleEvent
        self.callback = callback
    }

    /// Forgets the outstanding callback: its surface is going away, or will not be shown again.
    package func cancel() {
        callback = nil
    }

    /// `wl_callback.done`: the frame was presented; the compositor has destroyed the callback object.
    private func handleDone(time: UInt32) {
        // Keep the proxy alive until the handler returns: it is the object whose event is being dispatched.
        let finished = callback
        callback = nil
        onDone?(time)
        withExtendedLifetime(finished) {}
    }
}
