import CurtainRendering
import CurtainShell
internal import Wayland

/// Moving a window that has no title bar, and the frame around it: the compositor's, or a shadow margin.
extension Window {
    /// Whether the compositor draws the window's title bar and borders (server-side decorations, which
    /// Curtain asks for wherever `zxdg_decoration_manager_v1` is offered: KWin and sway do, weston and
    /// mutter do not).
    public var isServerDecorated: Bool { toplevel?.isServerDecorated ?? false }

    /// The part of ``shadowMargin`` in effect: all of it while the window floats without a compositor's
    /// frame, 0 while it is decorated, maximized, fullscreen or tiled (or not shown).
    public var activeShadowMargin: Double { Double(toplevel?.margin ?? 0) }

    /// Where ``contentView`` sits in the root view: the window geometry.
    var contentFrame: Rect {
        let margin = activeShadowMargin
        return Rect(x: margin, y: margin, width: size.width, height: size.height)
    }

    /// Starts moving the window with the pointer, as dragging its title bar would (`xdg_toplevel.move`).
    ///
    /// Call it while handling a left-button press: the compositor needs that press's serial, and moves the
    /// window until the button is released. ``movesOnBackgroundDrag`` calls it for presses no view takes.
    ///
    /// - Returns: False, sending nothing, outside a press handler or while the window is not shown.
    @discardableResult
    public func beginMove() -> Bool {
        guard let toplevel, let press = application.currentGrabEvent else { return false }
        toplevel.beginMove(seat: press.seat, serial: press.serial)
        return true
    }
}
