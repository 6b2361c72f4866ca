import CurtainRendering
import CurtainViews

/// The presentation controller of a ``ModalPresentationStyle/popover``: where it is anchored, and where the
/// compositor put it. UIKit's `UIPopoverPresentationController`.
///
/// Set ``sourceView`` (and, to anchor to part of it, ``sourceRect``) before presenting; the popover hangs
/// below that rectangle, centred on it. The compositor decides the final place (`xdg_positioner` constraint
/// adjustment): near the bottom of the screen it flips the popover above the source, near a side it slides it
/// (weston 10 applies no adjustment). ``isAboveSource`` says which it chose.
///
/// ```swift
/// let details = DetailsController()
/// details.modalPresentationStyle = .popover
/// details.popoverPresentationController?.sourceView = infoButton
/// window.present(details)
/// ```
@MainActor public final class PopoverPresentationController: PresentationController {
    /// The view the popover points at; without one, it hangs from the middle of the window.
    public weak var sourceView: View?
    /// The rectangle of ``sourceView`` to anchor to, in its coordinates; `nil` anchors to its bounds.
    public var sourceRect: Rect?
    /// Whether the compositor placed the popover above its source (no room below), from the popup's last
    /// configure; false before it is shown.
    public internal(set) var isAboveSource = false

    /// Creates a popover controller: no dim, dismissed by a click outside.
    public init() {
        super.init(dimmingLayer: .none, dismissesOnDimTap: true)
    }
}
