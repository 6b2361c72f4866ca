import CurtainInput
import CurtainRendering
import CurtainShell
internal import Wayland

/// One open level of a menu: a ``MenuView`` in its own root, drawn into an `xdg_popup` placed by a
/// ``Positioner``, with its input handed to the ``MenuSession``.
///
/// The popup's size is the menu's natural size; the compositor may shrink it (`resize_y` near an edge)
/// and says where it put it in `xdg_popup.configure`, kept in ``placement``. Drawing follows the window's
/// rule: views mark damage, the damage is collected once per turn of the loop, and the surface paints it
/// when no frame callback is outstanding.
@MainActor final class MenuPopup: SurfaceInputHandler, PopupSurfaceDelegate, SurfaceDelegate, RootViewDelegate {
    let menuView: MenuView
    let root: RootView
    let popup: PopupSurface
    private unowned let session: MenuSession
    private let eventLoop: EventLoop
    private(set) var redrawTimer: EventLoopToken?

    /// Opens a menu view as a popup of `parent`.
    ///
    /// - Parameters:
    ///   - menuView: The menu's view, already measured.
    ///   - session: Receives the popup's input and dismissal.
    ///   - parent: What the popup belongs to: the window's `xdg_surface` or overlay, or the parent menu's.
    ///   - rules: Placement relative to `parent`; its size is replaced by the menu's.
    ///   - grab: The press that opened it, for an explicit grab; `nil` for none.
    init(
        menuView: MenuView, session: MenuSession, application: Application, parent: PopupParent, rules: Positioner,
        grab: InputSerial?
    ) {
        self.session = session
        eventLoop = application.eventLoop
        self.menuView = menuView
        let size = menuView.intrinsicContentSize
        root = RootView(frame: Rect(origin: .zero, size: size))
        root.addSubview(menuView)
        menuView.frame = root.bounds
        var rules = rules
        rules.size = SurfaceSize(width: Int32(size.width), height: Int32(size.height))
        popup = PopupSurface(connection: application.connection, parent: parent, positioner: rules, grab: grab)
        popup.delegate = self
        popup.draw = { [unowned self] context in draw(context) }
        popup.surface.delegate = self
        root.delegate = self
        application.inputRouter.register(self, for: popup.surface.wlSurface)
    }

    isolated deinit {
        redrawTimer?.cancel()
    }

    /// Where the compositor put the popup, relative to its parent's window geometry, after flipping,
    /// sliding or resizing; zero-sized until the first configure.
    var placement: SurfaceRect { popup.geometry }

    /// Stops input and drawing and destroys the `xdg_popup` now; the session closes levels topmost first,
    /// as `xdg_wm_base` demands, whoever still holds the object.
    func close(router: InputRouter) {
        redrawTimer?.cancel()
        redrawTimer = nil
        router.unregister(surface: popup.surface.wlSurface)
        popup.draw = nil
        popup.delegate = nil
        popup.surface.delegate = nil
        root.delegate = nil
        popup.role.destroy()
    }

    // MARK: - The popup's events

    /// Where the compositor put the popup: the menu takes the size it was given.
    func popupSurface(_ popup: PopupSurface, didConfigure geometry: SurfaceRect) {
        let size = Size(width: Double(geometry.width), height: Double(geometry.height))
        if root.frame.size != size {
            root.frame = Rect(origin: .zero, size: size)
            menuView.frame = root.bounds
        }
        session.popupDidMove(self)
    }

    /// `xdg_popup.popup_done`: the session closes the menu.
    func popupSurfaceDidDismiss(_ popup: PopupSurface) {
        session.popupWasDismissed(self)
    }

    /// `xdg_popup.repositioned`: the configure with the new place follows.
    func popupSurface(_ popup: PopupSurface, didRepositionWithToken token: UInt32) {
        session.popupDidMove(self)
    }

    /// `wl_callback.done`: submit what changed since the last frame.
    func surface(_ surface: Surface, didPresentFrameAt time: FrameTime) {
        submitDamage()
    }

    // MARK: - Drawing

    /// A view in the menu changed: collect the damage on the next turn of the loop.
    func rootViewNeedsFrame(_ root: RootView) {
        scheduleRedraw()
    }

    private func scheduleRedraw() {
        guard redrawTimer == nil else { return }
        redrawTimer = eventLoop.addTimer(after: .zero) { [unowned self] in
            redrawTimer = nil
            submitDamage()
        }
    }

    private func submitDamage() {
        guard root.needsRender, popup.isConfigured else { return }
        root.layoutIfNeeded()
        let dirty = root.dirtyRects.reduce(Rect.zero) { $0.union($1) }
        popup.setNeedsRedraw(dirty.isEmpty ? nil : Window.surfaceRect(covering: dirty))
    }

    private func draw(_ context: Surface.DrawContext) {
        let repaint = Rect(
            x: Double(context.dirtyRect.x), y: Double(context.dirtyRect.y),
            width: Double(context.dirtyRect.width), height: Double(context.dirtyRect.height))
        context.withDeviceGraphicsContext { graphics in
            _ = root.render(in: graphics, scale: context.renderScale.factor, extraDamage: [repaint])
        }
    }

    // MARK: - Input

    func handlePointerEvent(_ event: PointerEvent, seat: Seat) {
        root.handlePointerEvent(event)
    }

    func handleKey(_ event: KeyEvent, seat: Seat) {
        session.handleKey(event)
    }

    var cursorScale: Int32 { popup.surface.scale }
}
