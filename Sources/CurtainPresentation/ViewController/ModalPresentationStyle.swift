/// How a presented controller shows: UIKit's `UIModalPresentationStyle`, for the shapes a Wayland client can give.
public enum ModalPresentationStyle: Sendable, Hashable {
    /// Over the whole window, which the presentation controller's dim darkens: an `xdg_popup` covering the
    /// window, the card in a subsurface. The default, and what alerts, sheets and the seeds' popups use.
    case overWindow
    /// Over the whole window as ``overWindow``, drawn in the window's own surface tree: the dim a subsurface of the
    /// window, the card a subsurface of the dim. Nothing waits for the compositor: the card shows with the window's
    /// next commit, and one presented while a new window's first configure is on its way is drawn meanwhile and
    /// shows in the window's first frame, so a window that exists for its alert maps after one round trip. There is
    /// no popup grab (keys come through the window, as for an ``overWindow`` presentation made without one). What
    /// `curtain`'s dialogs use; where the compositor has no `wl_subcompositor`, and stacked on a popup, it is
    /// ``overWindow``.
    case inWindow
    /// A popover anchored to a source view (``ViewController/popoverPresentationController``): an `xdg_popup`
    /// the card's size, placed by `xdg_positioner` below the source, or above it when the compositor finds no
    /// room below, slid sideways to stay on screen. Nothing is dimmed; a click outside or Escape dismisses it.
    case popover
    /// In a window of its own, a modal dialog of the presenting window (``DialogWindowPresenter``): an
    /// `xdg_toplevel` whose parent is that window, sized to the controller, that compositors keep above its
    /// parent and tiling ones float. The compositor animates it as it does any window; the parent takes no
    /// input until it goes.
    case dialogWindow
}
