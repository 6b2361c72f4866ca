import Wayland

/// The one `wl_surface.frame` callback a surface may have outstanding.
///
/// Redraws are paced by the compositor: a client asks for a frame callback with the commit that shows a frame
/// and draws the next one when `wl_callback.done` arrives. Asking again while a callback is outstanding would
/// draw faster than the compositor presents, so ``request(on:)`` does nothing then.
///
/// Every frame's callback reaches the same handler through one `CallbackSlot`: an animation frame makes no Swift
/// object for its `wl_callback` (libwayland still allocates its own `wl_proxy`).
@MainActor package final class FrameCallback {
    /// Called once per `wl_callback.done`, with the compositor's timestamp in milliseconds.
    package var onDone: (@MainActor (UInt32) -> Void)? {
        get { slot.onDone }
        set { slot.onDone = newValue }
    }

    private let slot = CallbackSlot()

    /// Creates a pacer with no callback outstanding.
    package init() {}

    /// Whether a callback was asked for and has not fired yet.
    package var isPending: Bool { slot.isPending }

    /// Asks `surface` for a frame callback with its next commit, unless one is outstanding.
    package func request(on surface: WlSurface) {
        surface.frame(into: slot)
    }

    /// Forgets the outstanding callback: its surface is going away, or will not be shown again.
    package func cancel() {
        slot.cancel()
    }
}
