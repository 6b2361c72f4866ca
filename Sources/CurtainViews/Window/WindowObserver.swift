/// An object that follows a ``Window`` through its life: first configure, resizes, scale changes
/// and closing.
///
/// This is the toolkit's own channel, separate from the public closures (``Window/onResize``,
/// ``Window/onScaleChange``, ``Window/onCloseRequest``) that belong to the application: an app may
/// set or replace those at any time without cutting off the objects that depend on the window.
/// Presentations follow their window through it.
///
/// Observers are held weakly (``Window/addObserver(_:)``); each callback has a default that does
/// nothing, so an observer implements only what it needs.
///
/// ```swift
/// final class Follower: WindowObserver {
///     func windowDidResize(_ window: Window) { relayout(in: window.size) }
/// }
/// window.addObserver(follower)
/// ```
@MainActor package protocol WindowObserver: AnyObject {
    /// Called after each `xdg_surface.configure` has been applied and answered: the size, the
    /// window geometry and the first frame are committed, so popups can anchor to the window.
    func windowDidConfigure(_ window: Window)
    /// Called after a configure changed the window's size, once the tree has the new size and
    /// before the frame answering the configure is drawn.
    func windowDidResize(_ window: Window)
    /// Called for each configure that changed the window, once the tree is laid out for it and before the frame
    /// answering it is committed: a subsurface placed or committed here shows with that frame.
    func windowWillAnswerConfigure(_ window: Window)
    /// Called after the window's buffer scale changed.
    func windowDidChangeScale(_ window: Window)
    /// Called at the start of ``Window/close()``, while the toplevel and its surface still exist,
    /// so objects made on it (popups) can be destroyed before their parent.
    func windowWillClose(_ window: Window)
    /// Called on each of the window's frame callbacks (`wl_callback.done`, time in ms), before the application's
    /// ``Window/onFrame`` and before the frame is drawn: view animations step here.
    func windowWillDrawFrame(_ window: Window, time: UInt32)
}

// MARK: - Default implementations

extension WindowObserver {
    package func windowDidConfigure(_ window: Window) {}
    package func windowDidResize(_ window: Window) {}
    package func windowWillAnswerConfigure(_ window: Window) {}
    package func windowDidChangeScale(_ window: Window) {}
    package func windowWillClose(_ window: Window) {}
    package func windowWillDrawFrame(_ window: Window, time: UInt32) {}
}
