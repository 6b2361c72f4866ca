import Wayland

/// The `xdg_surface` and `xdg_popup` roles that make a `wl_surface` a popup of a parent: an `xdg_surface` or a
/// layer surface (``PopupParent``).
///
/// It owns the configure sequence every popup follows: `xdg_popup.configure` carries the placement,
/// `xdg_surface.configure` closes the sequence; the role then takes the geometry, acknowledges it, sets the
/// window geometry when the size changed, and tells the ``delegate`` so that the owner answers with a commit.
/// The owner commits the surface once after creating the role (without a buffer) to ask for the first configure.
///
/// The compositor can dismiss a popup at any time (`xdg_popup.popup_done`,
/// ``PopupRoleDelegate/popupRoleDidDismiss(_:)``); it is unmapped for good then. Popups are destroyed topmost first: destroying one that still has child popups is an
/// `xdg_wm_base.not_the_topmost_popup` error.
@MainActor public final class PopupRole {
    /// The popup's `xdg_surface`, the parent for nested popups.
    public let xdgSurface: XdgSurface
    /// The `xdg_popup` role object.
    public let xdgPopup: XdgPopup

    /// The popup's position relative to the parent's window geometry and its size, from the last acknowledged
    /// configure.
    public private(set) var geometry = SurfaceRect(width: 0, height: 0)
    /// Whether the first configure has been acknowledged.
    public private(set) var isConfigured = false
    /// Whether the compositor has dismissed the popup (`xdg_popup.popup_done`).
    public private(set) var isDismissed = false
    /// Whether the popup asked for an explicit grab; only such a popup may parent another grabbing popup.
    public let hasGrab: Bool

    /// Hears each configure, the dismissal and repositions; held weakly. Set it before the surface's first
    /// commit.
    public weak var delegate: (any PopupRoleDelegate)?

    private let wmBase: XdgWmBase
    private var pendingGeometry = SurfaceRect(width: 0, height: 0)

    /// Gives `surface` the popup roles, placed by `positioner` relative to `parent`.
    ///
    /// - Parameters:
    ///   - surface: The surface to make a popup; it must have no role yet.
    ///   - parent: The parent: an `xdg_surface` (a toplevel's or another popup's) or a layer surface.
    ///   - positioner: Where to place the popup.
    ///   - wmBase: The `xdg_wm_base` to create the roles with.
    ///   - grab: A seat and the serial of the user's press that opened the popup, for an explicit grab
    ///     (keyboard focus; dismissed by clicks outside); `nil` for no grab.
    public init(
        surface: WlSurface, parent: PopupParent, positioner: Positioner, wmBase: XdgWmBase,
        grab: InputSerial? = nil
    ) {
        self.wmBase = wmBase
        hasGrab = grab != nil
        xdgSurface = wmBase.getXdgSurface(surface)
        let positionerProxy = positioner.makeProxy(wmBase: wmBase)
        xdgPopup = parent.makePopup(of: xdgSurface, positioner: positionerProxy)
        positionerProxy.destroy()
        xdgSurface.onEvent = { [unowned self] event in
            switch event {
            case .configure(let serial): handleSurfaceConfigure(serial: serial)
            }
        }
        xdgPopup.onEvent = { [unowned self] event in
            switch event {
            case .configure(let x, let y, let width, let height):
                pendingGeometry = SurfaceRect(x: x, y: y, width: width, height: height)
            case .popupDone:
                handlePopupDone()
            case .repositioned(let token):
                delegate?.popupRole(self, didRepositionWithToken: token)
            }
        }
        // A grab must be asked for before the popup maps, i.e. before the surface's first commit.
        if let grab { xdgPopup.grab(seat: grab.seat, serial: grab.serial) }
    }

    isolated deinit {
        destroy()
    }

    /// Destroys the role objects, the `xdg_popup` before its `xdg_surface`; call it before destroying the
    /// `wl_surface`. Idempotent.
    public func destroy() {
        if !xdgPopup.isDestroyed { xdgPopup.destroy() }
        if !xdgSurface.isDestroyed { xdgSurface.destroy() }
    }

    /// Whether ``reposition(_:token:)`` is available (`xdg_popup` version 3 or later).
    public var canReposition: Bool { xdgPopup.version >= 3 }

    /// Moves or resizes the popup with new rules (`xdg_popup.reposition`, version 3).
    ///
    /// The compositor answers with `xdg_popup.repositioned` carrying `token` (to the ``delegate``) and then a new
    /// configure.
    /// - Returns: `false`, sending nothing, when the compositor's `xdg_wm_base` is older than version 3.
    @discardableResult
    public func reposition(_ positioner: Positioner, token: UInt32) -> Bool {
        guard canReposition else { return false }
        let proxy = positioner.makeProxy(wmBase: wmBase)
        xdgPopup.reposition(positioner: proxy, token: token)
        proxy.destroy()
        return true
    }

    /// `xdg_surface.configure`: apply the popup geometry and acknowledge it; the owner answers with a commit.
    private func handleSurfaceConfigure(serial: UInt32) {
        let sizeChanged = !isConfigured || pendingGeometry.size != geometry.size
        geometry = pendingGeometry
        isConfigured = true
        xdgSurface.ackConfigure(serial)
        if sizeChanged {
            xdgSurface.setWindowGeometry(x: 0, y: 0, width: geometry.width, height: geometry.height)
        }
        delegate?.popupRole(self, didConfigure: geometry, sizeChanged: sizeChanged)
    }

    private func handlePopupDone() {
        isDismissed = true
        delegate?.popupRoleDidDismiss(self)
    }
}
