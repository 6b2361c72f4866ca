import CurtainCAtk
import CurtainRendering
/// A view tree shown over a window without being in its root, such as a presented alert's card: the
/// accessible tree lists its views under the window for as long as it is shown.
package struct AccessibilityOverlay {
    /// The root holding the overlay's views.
    package let root: RootView
    /// Where the root's origin is in the window now, for extents in window coordinates.
    package let origin: @MainActor () -> Point

    package init(root: RootView, origin: @escaping @MainActor () -> Point) {
        self.root = root
        self.origin = origin
    }
}

/// A window's overlays, kept in its attachments.
@MainActor final class AccessibilityOverlayList {
    var overlays: [AccessibilityOverlay] = []
}
