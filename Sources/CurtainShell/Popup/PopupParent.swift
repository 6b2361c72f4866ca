import Wayland

/// What an `xdg_popup` is a popup of: an `xdg_surface` (a toplevel's or another popup's), or a layer surface.
///
/// xdg-shell names only `xdg_surface`s as parents. A popup of a layer surface is created without a parent
/// (`xdg_surface.get_popup` with a null parent), and the layer surface adopts it
/// (`zwlr_layer_surface_v1.get_popup`) before the popup's first commit; its positioner's anchor rectangle is
/// then in the layer surface's coordinates, as it would be in a parent's window geometry.
@MainActor public enum PopupParent {
    /// A toplevel's or a popup's `xdg_surface`.
    case xdgSurface(XdgSurface)
    /// A `zwlr_layer_surface_v1` (``LayerSurface``).
    case layerSurface(ZwlrLayerSurfaceV1)

    /// Creates the `xdg_popup` role of `surface` as a child of this parent.
    ///
    /// - Parameters:
    ///   - surface: The popup's `xdg_surface`, not yet committed.
    ///   - positioner: Where the popup goes, relative to this parent.
    /// - Returns: The popup's role object.
    func makePopup(of surface: XdgSurface, positioner: XdgPositioner) -> XdgPopup {
        switch self {
        case .xdgSurface(let parent):
            return surface.getPopup(parent: parent, positioner: positioner)
        case .layerSurface(let layer):
            // The parent must be set before the popup's initial commit, which its owner sends later.
            let popup = surface.getPopup(parent: nil, positioner: positioner)
            layer.getPopup(popup)
            return popup
        }
    }
}
