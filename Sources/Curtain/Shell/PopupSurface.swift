import Wayland

/// A popup: a ``Surface`` with the `xdg_surface` + `xdg_popup` roles, placed relative to a parent
/// `xdg_surface` by a ``Positioner``.
///
/// Creating it sends `get_popup` (and `grab` if a seat and serial are given) and commits once without a
/// buffer. On `xdg_surface.configure` the popup takes the size from the preceding `xdg_popup.configure`,
/// acknowledges, and commits a freshly drawn buffer, which maps it.
///
/// The compositor can dismiss a popup at any time (`xdg_popup.popup_done`, reported by ``onDismiss``); after
/// that it is unmapped and should be dropped. Destroying popups is the owner's job and must go topmost
/// first: dropping a popup that still has child popups is an `xdg_wm_base.not_the_topmost_popup` error.
public final class PopupSurface {
    /// The underlying surface: scale, buffers, damage and frame pacing.
    public let surface: Surface
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

    /// Paints one frame; see ``Surface/draw``.
    public var draw: ((Surface.DrawContext) -> Void)? {
        get { surface.draw }
        set { surface.draw = newValue }
    }
    /// Called for each `xdg_surface.configure` after the new geometry is applied and before the answering
    /// frame is drawn.
    public var onConfigure: ((SurfaceRect) -> Void)?
    /// Called on `xdg_popup.popup_done`: the compositor has unmapped the popup (a click outside a grabbing
    /// popup, or the parent went away); drop it.
    public var onDismiss: (() -> Void)?
    /// Called on `xdg_popup.repositioned` with the token passed to ``reposition(_:token:)``; the matching
    /// configure follows.
    public var onRepositioned: ((UInt32) -> Void)?

    private let wmBase: XdgWmBase
    private var pendingGeometry = SurfaceRect(width: 0, height: 0)

    /// Creates the popup and asks for its first configure.
    ///
    /// - Parameters:
    ///   - connection: The connection to create the popup on.
    ///   - parent: The parent's `xdg_surface` (a ``ToplevelSurface/xdgSurface`` or another popup's).
    ///   - positioner: Where to place the popup.
    ///   - grab: A seat and the serial of the user action that opened the popup, to give it an explicit
    ///     grab (keyboard focus; dismissed by clicks outside); `nil` for no grab.
    public init(connection: WaylandConnection, parent: XdgSurface, positioner: Positioner, grab: (seat: WlSeat, serial: UInt32)? = nil) {
        self.wmBase = connection.wmBase
        self.surface = Surface(connection: connection)
        self.xdgSurface = connection.wmBase.getXdgSurface(surface: surface.wlSurface)
        let positionerProxy = positioner.makeProxy(wmBase: connection.wmBase)
        self.xdgPopup = xdgSurface.getPopup(parent: parent, positioner: positionerProxy)
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
                onRepositioned?(token)
            }
        }
        // A grab must be requested before the popup is mapped, i.e. before the first commit.
        if let grab { xdgPopup.grab(seat: grab.seat, serial: grab.serial) }
        surface.wlSurface.commit()
    }

    deinit {
        // The role object goes before its xdg_surface, and both before the wl_surface.
        xdgPopup.destroy()
        xdgSurface.destroy()
    }

    /// Whether ``reposition(_:token:)`` is available (`xdg_popup` version 3 or later).
    public var canReposition: Bool { xdgPopup.version >= 3 }

    /// Moves or resizes the popup with new rules (`xdg_popup.reposition`, version 3).
    ///
    /// The compositor answers with ``onRepositioned`` carrying `token` and then a new configure.
    /// - Parameters:
    ///   - positioner: The new placement rules.
    ///   - token: An arbitrary number echoed back by `xdg_popup.repositioned`.
    /// - Returns: `false`, sending nothing, when the compositor's `xdg_wm_base` is older than version 3.
    @discardableResult
    public func reposition(_ positioner: Positioner, token: UInt32) -> Bool {
        guard canReposition else { return false }
        let proxy = positioner.makeProxy(wmBase: wmBase)
        xdgPopup.reposition(positioner: proxy, token: token)
        proxy.destroy()
        return true
    }

    /// Marks part of the popup as needing paint; see ``Surface/setNeedsRedraw(_:)``.
    public func setNeedsRedraw(_ rect: SurfaceRect? = nil) {
        surface.setNeedsRedraw(rect)
    }

    /// `xdg_surface.configure`: apply the popup geometry, acknowledge, then answer with a commit.
    private func handleSurfaceConfigure(serial: UInt32) {
        let isFirst = !isConfigured
        let changed = isFirst || pendingGeometry.size != geometry.size
        geometry = pendingGeometry
        isConfigured = true
        onConfigure?(geometry)
        xdgSurface.ackConfigure(serial: serial)
        if changed {
            xdgSurface.setWindowGeometry(x: 0, y: 0, width: geometry.width, height: geometry.height)
        }
        surface.size = geometry.size
        surface.isDrawable = true
        if changed {
            surface.drawIfNeeded()
        } else {
            // Only the position changed; the compositor moves the popup once the ack is committed.
            surface.wlSurface.commit()
        }
    }

    private func handlePopupDone() {
        isDismissed = true
        onDismiss?()
    }
}
