import CurtainInput
import CurtainRendering
import CurtainShell
internal import Wayland

/// A menu on screen over one window, with its open submenus: the stack of ``MenuPopup``s, the highlight
/// of each level, and where keys and clicks go until it closes.
///
/// The first level is a popup of the window, each submenu a popup of the level before it (nested
/// `xdg_popup`s, destroyed topmost first). Each takes an explicit grab with the press that opened it, so
/// the keyboard goes to the menu and a click in another client ends it: the compositor sends
/// `xdg_popup.popup_done` and the whole menu closes. Keys arrive on the popups' surfaces (sway) or still on
/// the window (weston 10 keeps the keyboard on the parent), so the session also intercepts the window's
/// keys; either way they reach ``handleKey(_:)`` once.
///
/// The window keeps the session in its attachments while it is open; ``Window/popUp(_:from:highlighting:)``
/// starts one, and a new one closes the old.
@MainActor package final class MenuSession: MenuViewDelegate {
    /// One open level: its popup, the keyboard model of its highlight, and how it was asked for.
    struct Level {
        /// What a level's popup was created with, to create it again.
        struct Request {
            let parent: PopupParent
            let rules: Positioner
            var grab: InputSerial?
        }

        let popup: MenuPopup
        var navigation: MenuNavigation
        let request: Request
        var menu: Menu { popup.menuView.menu }
    }

    unowned let window: Window
    /// The open levels, the window's menu first.
    private(set) var levels: [Level] = []
    /// Whether the session has closed; nothing it does after that reaches the compositor.
    private(set) var isClosed = false
    /// The view the menu belongs to (a combo box), which draws itself open while the session is.
    weak var owner: View?
    /// The direction of the view the menu opened from: right to left, each level lines up with the trailing
    /// edge and submenus open to the left (``Positioner/mirroredHorizontally()``).
    let layoutDirection: LayoutDirection
    /// Called after the compositor placed or moved a level (its configure was answered); tests wait on it.
    package var onPlacementChange: (@MainActor () -> Void)?
    private var keyInterceptor: KeyInterceptor?

    /// Opens `menu` under `anchor`.
    ///
    /// - Parameters:
    ///   - window: The window the menu belongs to; it must be shown.
    ///   - menu: The menu.
    ///   - anchor: The source view's frame in the window geometry.
    ///   - highlighted: The item to highlight at first (a combo box's current choice), or `nil`.
    ///   - layoutDirection: The direction of the view the menu opens from.
    init?(
        window: Window, menu: Menu, anchor: SurfaceRect, highlighted: Int?,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        guard let parent = window.popupParent else { return nil }
        self.window = window
        self.layoutDirection = layoutDirection
        keyInterceptor = window.addKeyInterceptor { [unowned self] event in handleKey(event) }
        let rules = directional(Positioner.dropDown(size: SurfaceSize(width: 1, height: 1), below: anchor))
        openLevel(
            menu, parent: parent, rules: rules, within: windowBounds(offset: SurfaceRect(width: 0, height: 0)),
            grab: initialGrab, highlighted: highlighted)
    }

    /// The session's menu (the first level).
    var menu: Menu? { levels.first?.menu }

    // MARK: - Levels

    /// The window geometry in the coordinates of a popup whose origin is `offset` from it: where the
    /// client keeps menus itself when the window fills the output (``Window/fillsOutput``).
    private func windowBounds(offset: SurfaceRect) -> SurfaceRect? {
        guard window.fillsOutput else { return nil }
        let size = window.windowGeometry.size
        return SurfaceRect(x: -offset.x, y: -offset.y, width: size.width, height: size.height)
    }

    /// The grab for the first level: the press being handled, or else the seat's latest press. Submenus
    /// reuse the first level's (weston accepts only the serial of the latest press or key event, and a key's
    /// release may already have come by the time a submenu opens).
    private var initialGrab: InputSerial? {
        let application = window.application
        return application.currentGrabEvent
            ?? application.latestInputSerial.flatMap { latest in
                application.inputRouter.latestPressSerial(on: latest.seat).map { InputSerial(seat: latest.seat, serial: $0) }
            }
    }

    /// `rules` for the session's direction.
    private func directional(_ rules: Positioner) -> Positioner {
        layoutDirection == .rightToLeft ? rules.mirroredHorizontally() : rules
    }

    /// Opens one level of `menu` placed by `rules`. When `bounds` is known (the window fills the output),
    /// the client applies the adjustment itself, so compositors that do not (weston 10) still keep the
    /// menu on the output.
    private func openLevel(
        _ menu: Menu, parent: PopupParent, rules: Positioner, within bounds: SurfaceRect?,
        grab: InputSerial?, highlighted: Int?
    ) {
        let menuView = MenuView(menu: menu)
        menuView.layoutDirection = layoutDirection
        let size = menuView.intrinsicContentSize
        var rules = rules
        rules.size = SurfaceSize(width: Int32(size.width), height: Int32(size.height))
        if let bounds {
            let placed = rules.placement(within: bounds)
            var exact = Positioner(size: placed.size, anchorRect: SurfaceRect(x: placed.x, y: placed.y, width: 1, height: 1))
            exact.anchor = .topLeft
            exact.gravity = .bottomRight
            exact.constraintAdjustment = rules.constraintAdjustment
            rules = exact
        }
        openLevel(menuView, request: Level.Request(parent: parent, rules: rules, grab: grab), highlighted: highlighted)
    }

    private func openLevel(_ menuView: MenuView, request: Level.Request, highlighted: Int?) {
        let menu = menuView.menu
        let popup = MenuPopup(
            menuView: menuView, session: self, application: window.application,
            parent: request.parent, rules: request.rules, grab: request.grab)
        var level = Level(popup: popup, navigation: MenuNavigation(menu: menu), request: request)
        level.navigation.highlighted = highlighted.flatMap {
            $0 >= 0 && $0 < menu.items.count && menu.items[$0].isSelectable ? $0 : nil
        }
        let depth = levels.count
        levels.append(level)
        popup.menuView.highlighted = level.navigation.highlighted
        popup.menuView.delegate = self
        window.addAccessibilityOverlay(AccessibilityOverlay(root: popup.root) { [unowned self] in origin(ofLevel: depth) })
    }

    /// The compositor refused a level's grab (`popup_done` before its first configure: weston does so for
    /// a serial that is not the seat's latest press or key). Open it again without a grab: keys still come
    /// through the window's interceptor, and clicks on the window still close it; only a click in another
    /// client no longer does.
    private func reopenWithoutGrab(_ depth: Int) {
        let level = levels[depth]
        closeLevels(deeperThan: depth - 1)
        var request = level.request
        request.grab = nil
        let menuView = MenuView(menu: level.menu)
        menuView.frame = Rect(origin: .zero, size: menuView.intrinsicContentSize)
        openLevel(menuView, request: request, highlighted: level.navigation.highlighted)
    }

    /// Where a level's origin is in window coordinates: the configured positions added up.
    func origin(ofLevel depth: Int) -> Point {
        var x = window.activeShadowMargin, y = window.activeShadowMargin
        for level in levels.prefix(depth + 1) {
            x += Double(level.popup.placement.x)
            y += Double(level.popup.placement.y)
        }
        return Point(x: x, y: y)
    }

    /// Opens the submenu of the highlighted item of level `depth`, closing any deeper level first.
    private func openSubmenu(depth: Int, highlightingFirst: Bool) {
        closeLevels(deeperThan: depth)
        guard let index = levels[depth].navigation.highlighted,
            let submenu = levels[depth].menu.items[index].submenu
        else { return }
        let parent = levels[depth].popup
        let row = parent.menuView.rows[index].frame
        submenu.appearance = levels[depth].menu.appearance
        let rules = directional(
            Positioner.submenu(
                size: SurfaceSize(width: 1, height: 1),
                beside: SurfaceRect(x: Int32(row.minX), y: Int32(row.minY), width: Int32(row.width), height: Int32(row.height)),
                overlap: Int32(MenuView.verticalPadding)))
        var offset = SurfaceRect(width: 0, height: 0)
        for level in levels.prefix(depth + 1) {
            offset.x += level.popup.placement.x
            offset.y += level.popup.placement.y
        }
        openLevel(
            submenu, parent: .xdgSurface(parent.popup.xdgSurface), rules: rules, within: windowBounds(offset: offset),
            grab: levels[0].request.grab, highlighted: highlightingFirst ? MenuNavigation(menu: submenu).firstSelectable : nil)
    }

    /// Closes the levels below `depth`, topmost first (`xdg_wm_base.not_the_topmost_popup` otherwise).
    func closeLevels(deeperThan depth: Int) {
        while levels.count > depth + 1 {
            let level = levels.removeLast()
            window.removeAccessibilityOverlay(level.popup.root)
            level.popup.close(router: window.application.inputRouter)
        }
    }

    /// Closes every level and forgets the session; the menu's ``Menu/onClose`` runs.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        let menu = menu
        closeLevels(deeperThan: -1)
        keyInterceptor?.remove()
        keyInterceptor = nil
        if window.attachments[MenuSession.self] === self { window.attachments[MenuSession.self] = nil }
        menu?.onClose?()
    }

    // MARK: - Choices

    // MARK: - MenuViewDelegate

    /// The pointer moved in one level's view: its highlight follows.
    func menuView(_ menuView: MenuView, didHoverRow row: Int?) {
        guard let depth = depth(of: menuView) else { return }
        hover(row, depth: depth)
    }

    /// A row of one level's view was clicked, or clicked by an assistive tool.
    func menuView(_ menuView: MenuView, didChooseRow row: Int) {
        guard let depth = depth(of: menuView) else { return }
        choose(row, depth: depth)
    }

    /// The level showing `menuView`, if it is open.
    private func depth(of menuView: MenuView) -> Int? {
        levels.firstIndex { $0.popup.menuView === menuView }
    }

    /// Level `depth`'s highlight moved to `index` (or off the rows); a submenu item opens its submenu.
    private func hover(_ index: Int?, depth: Int) {
        guard depth < levels.count else { return }
        guard let index else {
            // Leaving towards an open submenu keeps the item that opened it highlighted.
            if levels.count == depth + 1 { setHighlight(nil, depth: depth) }
            return
        }
        guard index != levels[depth].navigation.highlighted || levels.count > depth + 1 else { return }
        setHighlight(index, depth: depth)
        if levels[depth].menu.items[index].submenu != nil {
            openSubmenu(depth: depth, highlightingFirst: false)
        } else {
            closeLevels(deeperThan: depth)
        }
    }

    /// Chooses item `index` of level `depth`: a submenu opens; an enabled item closes the menu, then runs.
    func choose(_ index: Int, depth: Int) {
        guard depth < levels.count else { return }
        let item = levels[depth].menu.items[index]
        guard item.isSelectable else { return }
        setHighlight(index, depth: depth)
        if item.submenu != nil {
            openSubmenu(depth: depth, highlightingFirst: true)
            return
        }
        close()
        item.action?(item)
    }

    func setHighlight(_ index: Int?, depth: Int) {
        levels[depth].navigation.highlighted = index
        levels[depth].popup.menuView.highlighted = index
    }

    // MARK: - Compositor

    /// `xdg_popup.popup_done` on any level: the compositor ended the grab (a click elsewhere); all of it goes.
    func popupWasDismissed(_ popup: MenuPopup) {
        if let depth = levels.firstIndex(where: { $0.popup === popup }), !popup.popup.isConfigured,
            levels[depth].request.grab != nil
        {
            reopenWithoutGrab(depth)
            return
        }
        close()
    }

    /// A level was configured or repositioned.
    func popupDidMove(_ popup: MenuPopup) {
        onPlacementChange?()
    }
}

extension MenuNavigation {
    /// The first item that can be chosen, if any.
    var firstSelectable: Int? { selectable.firstIndex(of: true) }
}
