/// What a ``ToplevelSurface`` reports to its owner: each configure, the commit that answered it, and the
/// compositor's request to close.
///
/// Set it as ``ToplevelSurface/delegate``; the toplevel holds it weakly. Every method has a default that does
/// nothing. Frames and scale changes come from the underlying ``Surface`` (``SurfaceDelegate``).
///
/// ```swift
/// final class Dialog: ToplevelSurfaceDelegate {
///     func toplevelSurface(_ toplevel: ToplevelSurface, didConfigure size: SurfaceSize, states: ToplevelState) {
///         layout(in: size)
///     }
///     func toplevelSurfaceDidRequestClose(_ toplevel: ToplevelSurface) { isDone = true }
/// }
/// toplevel.delegate = dialog
/// ```
@MainActor public protocol ToplevelSurfaceDelegate: AnyObject {
    /// Called for each `xdg_surface.configure`, and each ``ToplevelSurface/resize(to:)``, after the new size and
    /// states are applied and before the answering frame is drawn, so layout can run here.
    ///
    /// - Parameters:
    ///   - toplevel: The window.
    ///   - size: The window's logical size, without any shadow margin.
    ///   - states: The states of the configure.
    func toplevelSurface(_ toplevel: ToplevelSurface, didConfigure size: SurfaceSize, states: ToplevelState)

    /// Called after the commit that answers each `xdg_surface.configure`: the configure is acknowledged, the
    /// window geometry set and (for the first) the first frame committed, so popups can anchor here.
    func toplevelSurfaceDidAnswerConfigure(_ toplevel: ToplevelSurface)

    /// Called on `xdg_toplevel.close` (the user clicked the close button or pressed the compositor's close key);
    /// the window stays open until its owner drops it.
    func toplevelSurfaceDidRequestClose(_ toplevel: ToplevelSurface)
}

// MARK: - Default implementations

extension ToplevelSurfaceDelegate {
    /// Ignores the configure.
    public func toplevelSurface(_ toplevel: ToplevelSurface, didConfigure size: SurfaceSize, states: ToplevelState) {}

    /// Ignores the answer.
    public func toplevelSurfaceDidAnswerConfigure(_ toplevel: ToplevelSurface) {}

    /// Ignores the request: the window stays open.
    public func toplevelSurfaceDidRequestClose(_ toplevel: ToplevelSurface) {}
}
