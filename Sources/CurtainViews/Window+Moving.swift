import Wayland

/// Moving a window that has no title bar, and what frame the compositor gives it.
extension Window {
    /// Whether the compositor draws the window's title bar and borders (server-side decorations, which
    /// Curtain asks for wherever `zxdg_decoration_manager_v1` is offered: KWin and sway do, weston and
    /// mutter do not).
    public var isServerDecorated: Bool { toplevel?.isServerDecorated ?? false }

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
