/// What a ``Surface`` reports to its owner: where the compositor put it, each frame it presented and a change of
/// the scale it is drawn at.
///
/// Set it as ``Surface/delegate``; the surface holds it weakly. Every method has a default that does nothing, so
/// an owner implements only what it needs. The role events (configure, close) go to the role's own delegate
/// (``ToplevelSurfaceDelegate``, ``LayerSurfaceDelegate``, ``PopupSurfaceDelegate``), as smithay-client-toolkit
/// keeps its `CompositorHandler` apart from its `WindowHandler`.
///
/// ```swift
/// final class Clock: SurfaceDelegate {
///     func surface(_ surface: Surface, didPresentFrameAt time: FrameTime) { advance(to: time) }
/// }
/// surface.delegate = clock
/// ```
@MainActor public protocol SurfaceDelegate: AnyObject {
    /// Called for each `wl_surface.enter`, after ``Surface/outputs`` and the scale have taken the output in:
    /// where the compositor put a surface whose place it chose.
    func surface(_ surface: Surface, didEnter output: Output)

    /// Called on each `wl_callback.done`, before any pending redraw is drawn: the last frame was presented, and
    /// animations advance their clock here and call ``Surface/setNeedsRedraw(_:)``.
    func surface(_ surface: Surface, didPresentFrameAt time: FrameTime)

    /// Called when ``Surface/scale`` or ``Surface/renderScale`` changed, after a full redraw has been requested.
    func surfaceDidChangeScale(_ surface: Surface)
}

// MARK: - Default implementations

extension SurfaceDelegate {
    /// Ignores where the surface went.
    public func surface(_ surface: Surface, didEnter output: Output) {}

    /// Ignores frames.
    public func surface(_ surface: Surface, didPresentFrameAt time: FrameTime) {}

    /// Ignores scale changes.
    public func surfaceDidChangeScale(_ surface: Surface) {}
}
