import Wayland

/// A popup that draws: a ``Surface`` with a ``PopupRole``, placed relative to a parent (an `xdg_surface` or a
/// layer surface, ``PopupParent``) by a ``Positioner``.
///
/// Creating it sends `get_popup` (and `grab` if a seat and serial are given) and commits once without a
/// buffer. On each configure the role acknowledges the new geometry and the popup answers with a freshly
/// drawn buffer (which maps it the first time), or with a bare commit when only its position changed.
///
/// The compositor can dismiss a popup at any time (`xdg_popup.popup_done`, reported to the ``delegate``); after
/// that it is unmapped and should be dropped. Destroying popups is the owner's job and must go topmost
/// first: dropping a popup that still has child popups is an `xdg_wm_base.not_the_topmost_popup` error.
@MainActor public final class PopupSurface: PopupRoleDelegate {
    /// The underlying surface: scale, buffers, damage and frame pacing.
    public let surface: Surface
    /// The popup roles: configure sequence, dismissal and repositioning.
    public let role: PopupRole
    /// The popup's `xdg_surface`, the parent for nested popups.
    public var xdgSurface: XdgSurface { role.xdgSurface }
    /// The `xdg_popup` role object.
    public var xdgPopup: XdgPopup { role.xdgPopup }

    /// The popup's position relative to the parent's window geometry and its size, from the last acknowledged
    /// configure.
    public var geometry: SurfaceRect { role.geometry }
    /// Whether the first configure has been acknowledged.
    public var isConfigured: Bool { role.isConfigured }
    /// Whether the compositor has dismissed the popup (`xdg_popup.popup_done`).
    public var isDismissed: Bool { role.isDismissed }

    /// Paints one frame; see ``Surface/draw``.
    public var draw: (@MainActor (Surface.DrawContext) -> Void)? {
        get { surface.draw }
        set { surface.draw = newValue }
    }
    /// Hears each configure, the dismissal and repositions; held weakly.
    public weak var delegate: (any PopupSurfaceDelegate)?

    /// Creates the popup and asks for its first configure.
    ///
    /// - Parameters:
    ///   - connection: The connection to create the popup on.
    ///   - parent: The parent: a ``ToplevelSurface/xdgSurface``, another popup's, or a layer surface.
    ///   - positioner: Where to place the popup.
    ///   - grab: A seat and the serial of the user action that opened the popup, to give it an explicit
    ///     grab (keyboard focus; dismissed by clicks outside); `nil` for no grab.
    package init(connection: WaylandConnection, parent: PopupParent, positioner: Positioner, grab: InputSerial? = nil) {
        surface = Surface(connection: connection)
        role = PopupRole(
            surface: surface.wlSurface, parent: parent, positioner: positioner,
            wmBase: connection.wmBase, grab: grab)
        role.delegate = self
        surface.wlSurface.commit()
    }

    isolated deinit {
        // The roles go before the wl_surface.
        role.destroy()
    }

    /// Whether ``reposition(_:token:)`` is available (`xdg_popup` version 3 or later).
    public var canReposition: Bool { role.canReposition }

    /// Moves or resizes the popup with new rules (`xdg_popup.reposition`, version 3); see
    /// ``PopupRole/reposition(_:token:)``.
    @discardableResult
    public func reposition(_ positioner: Positioner, token: UInt32) -> Bool {
        role.reposition(positioner, token: token)
    }

    /// Marks part of the popup as needing paint; see ``Surface/setNeedsRedraw(_:)``.
    public func setNeedsRedraw(_ rect: SurfaceRect? = nil) {
        surface.setNeedsRedraw(rect)
    }

    // MARK: - PopupRoleDelegate

    /// A configure was acknowledged: answer with a drawn frame, or a bare commit when only the position moved.
    public func popupRole(_ role: PopupRole, didConfigure geometry: SurfaceRect, sizeChanged: Bool) {
        delegate?.popupSurface(self, didConfigure: geometry)
        surface.size = geometry.size
        surface.isDrawable = true
        if sizeChanged {
            surface.drawIfNeeded()
        } else {
            // Only the position changed; the compositor moves the popup once the ack is committed.
            surface.wlSurface.commit()
        }
    }

    /// `xdg_popup.popup_done`: the owner drops the popup.
    public func popupRoleDidDismiss(_ role: PopupRole) {
        delegate?.popupSurfaceDidDismiss(self)
    }

    /// `xdg_popup.repositioned`: the owner's token.
    public func popupRole(_ role: PopupRole, didRepositionWithToken token: UInt32) {
        delegate?.popupSurface(self, didRepositionWithToken: token)
    }
}
