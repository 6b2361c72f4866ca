import CurtainShell

/// An object that follows a ``Window`` through its life: configures, resizes, scale changes, frames, activation,
/// keyboard focus and closing.
///
/// This is the window's one channel for its events: the application's observers and the toolkit's own
/// (presentations, view animations) hear the same calls, so an app that follows a window cannot cut off the
/// objects that depend on it. The compositor's request to close is the exception: it asks for one decision, and
/// goes to ``Window/onCloseRequest``.
///
/// Observers are held weakly (``Window/addObserver(_:)``) and called in the order they were added, after the
/// toolkit's own: an observer's ``windowWillDrawFrame(_:at:)`` sees the views where the frame shows them, view
/// animations stepped. Each method has a default that does nothing, so an observer implements only what it needs.
///
/// ```swift
/// final class Follower: WindowObserver {
///     func windowDidResize(_ window: Window) { relayout(in: window.size) }
///     func windowDidBecomeKey(_ window: Window) { caret.isBlinking = true }
/// }
/// window.addObserver(follower)
/// ```
@MainActor public protocol WindowObserver: AnyObject {
    /// Called after each `xdg_surface.configure` has been applied and answered: the size, the
    /// window geometry and the first frame are committed, so popups can anchor to the window.
    func windowDidConfigure(_ window: Window)

    /// Called after a configure changed the window's size, once the tree has the new size and
    /// before the frame answering the configure is drawn.
    func windowDidResize(_ window: Window)

    /// Called for each configure that changed the window, once the tree is laid out for it and before the frame
    /// answering it is committed: a subsurface placed or committed here shows with that frame.
    func windowWillAnswerConfigure(_ window: Window)

    /// Called after the window's scale changed (it moved to an output of another scale), once the tree is marked
    /// for a full repaint at the new ``Window/scale``.
    func windowDidChangeScale(_ window: Window)

    /// Called when the window gains or loses the compositor's `activated` state (``Window/isActivated``).
    func windowDidChangeActivation(_ window: Window)

    /// Called when the window becomes the key window (``Window/isKeyWindow``): some seat's keyboard focus came to it
    /// or to a presentation over it.
    func windowDidBecomeKey(_ window: Window)

    /// Called when the window stops being the key window: the keyboard focus went elsewhere.
    func windowDidResignKey(_ window: Window)

    /// Called at the start of ``Window/close()``, while the toplevel and its surface still exist,
    /// so objects made on it (popups) can be destroyed before their parent.
    func windowWillClose(_ window: Window)

    /// Called on each of the window's frame callbacks (`wl_callback.done`) before the window repaints: view
    /// animations step here and mark views dirty.
    ///
    /// - Parameters:
    ///   - window: The window.
    ///   - time: When the compositor presented the last frame; ``FrameTime/duration(since:)`` measures between
    ///     two.
    func windowWillDrawFrame(_ window: Window, at time: FrameTime)
}

// MARK: - Default implementations

extension WindowObserver {
    /// Ignores the configure.
    public func windowDidConfigure(_ window: Window) {}

    /// Ignores the resize.
    public func windowDidResize(_ window: Window) {}

    /// Ignores the configure.
    public func windowWillAnswerConfigure(_ window: Window) {}

    /// Ignores the scale.
    public func windowDidChangeScale(_ window: Window) {}

    /// Ignores the activation.
    public func windowDidChangeActivation(_ window: Window) {}

    /// Ignores the keyboard focus.
    public func windowDidBecomeKey(_ window: Window) {}

    /// Ignores the keyboard focus.
    public func windowDidResignKey(_ window: Window) {}

    /// Ignores the closing.
    public func windowWillClose(_ window: Window) {}

    /// Ignores the frame.
    public func windowWillDrawFrame(_ window: Window, at time: FrameTime) {}
}
