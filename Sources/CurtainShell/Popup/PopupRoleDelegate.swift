/// What a ``PopupRole`` reports to the owner of its surface: each configure, the compositor dismissing the popup,
/// and the answer to a reposition.
///
/// Set it as ``PopupRole/delegate``; the role holds it weakly. Every method but the configure has a default that
/// does nothing: the owner must answer each configure with a commit.
@MainActor public protocol PopupRoleDelegate: AnyObject {
    /// Called for each `xdg_surface.configure`, after the ack; answer with a commit.
    ///
    /// - Parameters:
    ///   - role: The popup role.
    ///   - geometry: The popup's position relative to the parent's window geometry and its size.
    ///   - sizeChanged: Whether the size changed (always true the first time).
    func popupRole(_ role: PopupRole, didConfigure geometry: SurfaceRect, sizeChanged: Bool)

    /// Called on `xdg_popup.popup_done`: the compositor has unmapped the popup for good.
    func popupRoleDidDismiss(_ role: PopupRole)

    /// Called on `xdg_popup.repositioned` with the token given to ``PopupRole/reposition(_:token:)``; a
    /// configure follows.
    func popupRole(_ role: PopupRole, didRepositionWithToken token: UInt32)
}

// MARK: - Default implementations

extension PopupRoleDelegate {
    /// Ignores the dismissal.
    public func popupRoleDidDismiss(_ role: PopupRole) {}

    /// Ignores the token; the configure that follows carries the new place.
    public func popupRole(_ role: PopupRole, didRepositionWithToken token: UInt32) {}
}
