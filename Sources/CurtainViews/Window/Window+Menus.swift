import CurtainRendering
import CurtainShell

/// Menus anchored to views: ``popUp(_:from:highlighting:)`` opens a ``Menu`` next to a view of the window.
extension Window {
    /// Opens `menu` under `sourceView`, left edges aligned; near the bottom of the output it opens above
    /// the view, near the right edge it slides left (the compositor adjusts it, `xdg_positioner`). In a
    /// right-to-left layout (the view's ``View/effectiveLayoutDirection``) everything mirrors: right edges
    /// aligned, and submenus open to the left.
    ///
    /// Call it from a click or key handler (a ``Button``'s action): the menu then grabs the keyboard and
    /// pointer with that event's serial, and a click in another client closes it. A menu already open over
    /// the window closes first.
    ///
    /// ```swift
    /// let menu = Menu(items: [MenuItem(title: "_Rename") { _ in rename() }, MenuItem(title: "_Delete") { _ in delete() }])
    /// button.action = { window.popUp(menu, from: button) }
    /// ```
    ///
    /// - Parameters:
    ///   - menu: The menu to show.
    ///   - sourceView: A view in this window's ``contentView``; the menu opens below it.
    ///   - highlighting: The item highlighted at first (a combo box's current choice), or `nil`.
    /// - Returns: False, showing nothing, when the window is not shown or the view is not in it.
    @discardableResult
    public func popUp(_ menu: Menu, from sourceView: View, highlighting: Int? = nil) -> Bool {
        guard isConfigured, sourceView.rootView === rootView else { return false }
        closeMenu()
        let anchor = anchorRect(of: sourceView)
        guard
            let session = MenuSession(
                window: self, menu: menu, anchor: anchor, highlighted: highlighting,
                layoutDirection: sourceView.effectiveLayoutDirection)
        else {
            return false
        }
        attachments[MenuSession.self] = session
        return true
    }

    /// `rect` of `sourceView` (its bounds when `nil`) in the window geometry's coordinates, on whole pixels:
    /// the anchor rectangle of a popup opened from it (a menu, a popover).
    package func anchorRect(of sourceView: View, rect: Rect? = nil) -> SurfaceRect {
        let frame = sourceView.convert(rect ?? sourceView.bounds, to: nil)
        let margin = activeShadowMargin
        return SurfaceRect(
            x: Int32((frame.minX - margin).rounded()), y: Int32((frame.minY - margin).rounded()),
            width: Int32(frame.width.rounded()), height: Int32(frame.height.rounded()))
    }

    /// The menu open over the window, if any.
    public var openMenu: Menu? { attachments[MenuSession.self]?.menu }

    /// Closes the open menu, if any, without choosing; its ``Menu/onClose`` runs.
    public func closeMenu() {
        attachments[MenuSession.self]?.close()
    }

    /// The open menu's session, for tests and the accessibility bridge.
    package var menuSession: MenuSession? { attachments[MenuSession.self] }

    /// Whether the window covers its output (fullscreen, maximized, or as large as the output): then the
    /// window geometry is the output's area as far as popups go, and the client keeps menus inside it
    /// itself, for compositors that do not apply `xdg_positioner` constraint adjustment (weston 10).
    public var fillsOutput: Bool {
        guard let toplevel else { return false }
        if toplevel.states.contains(.fullscreen) || toplevel.states.contains(.maximized) { return true }
        guard let output = toplevel.surface.outputs.first?.properties, output.modeWidth > 0 else { return false }
        let scale = max(1, output.scale)
        let geometry = windowGeometry
        return geometry.width >= output.modeWidth / scale && geometry.height >= output.modeHeight / scale
    }
}
