import CurtainRendering
import CurtainInput

/// What a ``RootView`` remembers of the pointer between events.
///
/// Kept as one value because these change together: a press captures a view with its button, the matching
/// release frees both and recomputes the hover chain from the last position, and the cursor follows the
/// captured view or else the hovered ones.
struct PointerTracking {
    /// The views under the pointer, deepest first, up to the root itself.
    ///
    /// Held weakly: the tree owns its views, and the root is the chain's last link. Held strongly, a root under the
    /// pointer kept itself alive, with its views, after its owner let go of it (a card's root outlived the card
    /// that draws it, and an edit of one of its fields then called into the freed card).
    var hoverChain: [View] {
        get { hovered.compactMap(\.view) }
        set { hovered = newValue.map { HoveredView(view: $0) } }
    }
    private var hovered: [HoveredView] = []
    /// The view that consumed the current press; it gets the motion and release that follow, wherever they are.
    weak var capturedView: View?
    /// The button of the captured press: only its release ends the capture.
    var capturedButton: PointerButton?
    /// The last pointer position, in root coordinates; nil while the pointer is outside.
    var location: Point?
    /// The cursor last reported to the root's delegate (``RootViewDelegate/rootView(_:didChangeCursor:)``).
    var cursor: CursorShape = .default

    /// One link of the hover chain, which does not keep its view.
    private struct HoveredView {
        weak var view: View?
    }
}
