import CurtainShell
internal import Wayland

/// What places a presentation's dim surface over its window: an `xdg_popup` the compositor configures, or a
/// subsurface in the window's own surface tree (``ModalPresentationStyle/inWindow``) that the presentation places
/// itself.
///
/// A popup costs a configure round trip before anything shows, and maps apart from the window. A subsurface
/// needs no configure: it is placed over the window geometry when the window is configured and shows with the
/// window's next commit, so a presentation made before a new window maps appears in that window's first frame.
/// It is desynchronized, so the transition's frames apply on the dim's own commits (the card's subsurface stays
/// synchronized to the dim), and nothing takes it away as `xdg_popup.popup_done` can.
@MainActor enum DimSurfaceRole {
    /// An `xdg_popup` over the parent.
    case popup(PopupRole)
    /// A desynchronized subsurface of the window's surface, and where it was placed.
    case subsurface(WlSubsurface, placement: Placement)

    /// Where an in-window dim is, once placed.
    final class Placement {
        /// Over the window geometry, in the window's geometry coordinates (origin zero), as a popup's geometry is.
        var geometry = SurfaceRect(width: 0, height: 0)
        /// The subsurface's position in the window's surface: the window geometry's origin.
        var position: (x: Int32, y: Int32)?
    }

    /// Makes `surface` a desynchronized subsurface of the window's `windowSurface`, not yet placed.
    static func inWindow(surface: WlSurface, windowSurface: WlSurface, subcompositor: WlSubcompositor) -> Self {
        let subsurface = subcompositor.getSubsurface(surface: surface, parent: windowSurface)
        subsurface.setDesync()
        return .subsurface(subsurface, placement: Placement())
    }

    /// The dim's rectangle in its parent's window geometry, from the last configure or placement.
    var geometry: SurfaceRect {
        switch self {
        case .popup(let role): role.geometry
        case .subsurface(_, let placement): placement.geometry
        }
    }

    /// Whether frames may be shown: the popup's first configure is acknowledged, or the subsurface is placed.
    var isConfigured: Bool {
        switch self {
        case .popup(let role): role.isConfigured
        case .subsurface(_, let placement): placement.position != nil
        }
    }

    /// Whether the compositor dismissed the popup; a subsurface is never dismissed.
    var isDismissed: Bool {
        if case .popup(let role) = self { return role.isDismissed }
        return false
    }

    /// Whether the popup holds an explicit grab.
    var hasGrab: Bool {
        if case .popup(let role) = self { return role.hasGrab }
        return false
    }

    /// The popup's `xdg_surface`, the parent of popups stacked on it; nil for a subsurface.
    var xdgSurface: XdgSurface? {
        if case .popup(let role) = self { return role.xdgSurface }
        return nil
    }

    /// Places an in-window dim over `windowGeometry` (in the window's surface coordinates): the position applies
    /// with the window's next commit. Nothing happens when it is there already, or for a popup.
    ///
    /// - Returns: The new geometry and whether its size changed (always the first time), when the placement
    ///   changed it, as a popup's configure would; nil otherwise.
    func place(over windowGeometry: SurfaceRect) -> (geometry: SurfaceRect, sizeChanged: Bool)? {
        guard case .subsurface(let subsurface, let placement) = self else { return nil }
        let position = (x: windowGeometry.x, y: windowGeometry.y)
        let geometry = SurfaceRect(width: windowGeometry.width, height: windowGeometry.height)
        let isFirst = placement.position == nil
        if isFirst || placement.position! != position {
            subsurface.setPosition(x: position.x, y: position.y)
            placement.position = position
        }
        guard isFirst || geometry != placement.geometry else { return nil }
        let sizeChanged = isFirst || geometry.size != placement.geometry.size
        placement.geometry = geometry
        return (geometry, sizeChanged)
    }

    /// Destroys the role objects; call it before the dim's surface goes.
    func destroy() {
        switch self {
        case .popup(let role): role.destroy()
        case .subsurface(let subsurface, _): subsurface.destroy()
        }
    }
}
