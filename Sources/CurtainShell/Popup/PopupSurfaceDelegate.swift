/// What a ``PopupSurface`` reports to its owner: each configure, the compositor dismissing the popup, and the
/// answer to a reposition.
///
/// Set it as ``PopupSurface/delegate``; the popup holds it weakly. Every method has a default that does nothing.
/// Frames and scale changes come from the underlying ``Surface`` (``SurfaceDelegate``).
///
/// ```swift
/// final class Menu: PopupSurfaceDelegate {
///     func popupSurfaceDidDismiss(_ popup: PopupSurface) { close() }
/// }
/// popup.delegate = menu
/// ```
@MainActor public protocol PopupSurfaceDelegate: AnyObject {
    /// Called for each `xdg_surface.configure` after the new geometry is applied and acknowledged, and before
    /// the answering frame is drawn.
    ///
    /// - Parameters:
    ///   - popup: The popup.
    ///   - geometry: Its position relative to the parent's window geometry and its size.
    func popupSurface(_ popup: PopupSurface, didConfigure geometry: SurfaceRect)

    /// Called on `xdg_popup.popup_done`: the compositor has unmapped the popup (a click outside a grabbing popup,
    /// or the parent went away); drop it.
    func popupSurfaceDidDismiss(_ popup: PopupSurface)

    /// Called on `xdg_popup.repositioned` with the token passed to ``PopupSurface/reposition(_:token:)``; the
    /// matching configure follows.
    func popupSurface(_ popup: PopupSurface, didRepositionWithToken token: UInt32)
}

// MARK: - Default implementations

extension PopupSurfaceDelegate {
    /// Ignores the configure.
    public func popupSurface(_ popup: PopupSurface, didConfigure geometry: SurfaceRect) {}

    /// Ignores the dismissal.
    public func popupSurfaceDidDismiss(_ popup: PopupSurface) {}

    /// Ignores the token.
    public func popupSurface(_ popup: PopupSurface, didRepositionWithToken token: UInt32) {}
}
