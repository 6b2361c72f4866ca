import CurtainRendering
import CurtainShell
import CurtainViews
internal import Wayland

/// Where a presentation's surfaces go over their parent: a subsurface of the window's own (``ModalPresentationStyle/inWindow``),
/// or an `xdg_popup` whose `xdg_positioner` covers the parent, or places a popover against its source.
///
/// A stacked presentation's popup is a child of the popup below, and covers the same; a popover's anchor is found
/// in the window, or in the card below when its source view is on that card. Only geometry is worked out here:
/// the surfaces are made, configured and shown by the rest of the presenter.
extension PopupPresenter {
    /// Where the dim's surface goes: a subsurface of the window's, or a popup.
    func placement(grab: InputSerial?) -> CardCompositor.Placement? {
        if isInWindow {
            return (window?.surface?.wlSurface).map { .inWindow(windowSurface: $0) }
        }
        guard let parent = parentPopup else { return nil }
        // A grabbing popup's parent must be a toplevel or a grabbing popup (`xdg_popup.grab`).
        let grab = parentPresentation == nil || parentPresentation?.compositor?.role.hasGrab == true ? grab : nil
        return .popup(parent: parent, positioner: positioner, grab: grab)
    }

    /// Places an in-window card over the window geometry; the window's next commit shows it there. The first
    /// placement begins the presentation, as a popup's first configure does.
    func placeInWindow() {
        guard isInWindow, isActive, let window, window.isConfigured else { return }
        let geometry = window.windowGeometry
        // The container is the window, whose configured size may differ from the one it asked for.
        coordinator.containerSize = Size(width: Double(geometry.width), height: Double(geometry.height))
        compositor?.place(over: geometry)
    }

    /// The popup's parent: the window's `xdg_surface` (or its overlay's layer surface), or the popup of the
    /// presentation below (the window's, when that one is in the window's tree).
    private var parentPopup: PopupParent? {
        guard let parentPresentation, !parentPresentation.isInWindow else { return window?.popupParent }
        return (parentPresentation.compositor?.role.xdgSurface).map(PopupParent.xdgSurface)
    }

    /// What the popup covers, in its parent's window geometry: the window's geometry, or all of the
    /// presentation below's popup, which covers the same.
    var parentGeometry: SurfaceRect {
        guard let window else { return SurfaceRect(width: 0, height: 0) }
        guard let parentPresentation, !parentPresentation.isInWindow else { return window.windowGeometry }
        return SurfaceRect(size: window.windowGeometry.size)
    }

    /// The popover's controller, when this presentation is a popover.
    var popover: PopoverPresentationController? {
        coordinator.presentationController as? PopoverPresentationController
    }

    /// Where the popup goes: over all of its parent, or a popover's place against its source.
    var positioner: Positioner {
        guard popover != nil, let anchor = popoverAnchor else { return .covering(parentGeometry) }
        let size = SurfaceSize(width: Int32(containerSize.width), height: Int32(containerSize.height))
        return .popover(size: size, below: anchor)
    }

    /// The popover's source rectangle in its parent's window-geometry coordinates: in the window, or in the
    /// card of the presentation below when the source is on that card; the middle of the parent otherwise.
    var popoverAnchor: SurfaceRect? {
        guard let popover, let window else { return nil }
        let middle = SurfaceRect(x: parentGeometry.width / 2, y: parentGeometry.height / 2, width: 1, height: 1)
        guard let source = popover.sourceView, let root = source.rootView else { return middle }
        if root === window.rootView, parentPresentation == nil {
            return window.anchorRect(of: source, rect: popover.sourceRect)
        }
        if let below = parentPresentation, root === below.card.root {
            let rect = source.convert(popover.sourceRect ?? source.bounds, to: nil)
            let card = below.card.restingImageFrame
            return SurfaceRect(
                x: Int32((rect.minX + card.minX).rounded()), y: Int32((rect.minY + card.minY).rounded()),
                width: Int32(rect.width.rounded()), height: Int32(rect.height.rounded()))
        }
        return middle
    }

    /// Whether the popup's dim takes the pointer: always, unless the window ``Window/movesOnBackgroundDrag``
    /// and a tap on the dim means nothing. Then presses beside the card reach the window, which moves:
    /// compositors start `xdg_toplevel.move` only for a press on the toplevel's own surface.
    var dimTakesInput: Bool {
        guard let window, window.movesOnBackgroundDrag else { return true }
        return coordinator.presentationController.dismissesOnDimTap
    }
}
