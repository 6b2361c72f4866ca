import CurtainInput

/// What a ``RootView`` reports to whatever draws it (a window, a menu's popup, a presented card): that the tree
/// needs a frame, and that the pointer's cursor changed.
///
/// Set it as ``RootView/delegate``; the root holds it weakly. Every method has a default that does nothing.
///
/// ```swift
/// final class Host: RootViewDelegate {
///     func rootViewNeedsFrame(_ root: RootView) { surface.scheduleFrame() }
/// }
/// root.delegate = host
/// ```
@MainActor public protocol RootViewDelegate: AnyObject {
    /// Called once when the tree first needs layout or drawing after a render; schedule a frame (or render at
    /// once). It is not called again until ``RootView/render(in:scale:extraDamage:)-(_,Double,_)``.
    func rootViewNeedsFrame(_ root: RootView)

    /// Called when the cursor the pointer should show over the tree changes (``RootView/currentCursor``).
    func rootView(_ root: RootView, didChangeCursor cursor: CursorShape)
}

// MARK: - Default implementations

extension RootViewDelegate {
    /// Ignores the cursor: the host reads ``RootView/currentCursor`` after each pointer event.
    public func rootView(_ root: RootView, didChangeCursor cursor: CursorShape) {}
}
