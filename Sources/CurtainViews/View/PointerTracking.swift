import CurtainRendering
import CurtainInput

/// What a ``RootView`` remembers of the pointer between events.
///
/// Kept as one value because these change together: a press captures a view with its button, the matching
/// release frees both and recomputes the hover chain from the last position, and the cursor follows the
/// captured view or else the hovered ones.
struct PointerTracking {
    /// The views under the pointer, deepest first.
    var hoverChain: [View] = []
    /// The view that consumed the current press; it gets the motion and release that follow, wherever they are.
    weak var capturedView: View?
    /// The button of the captured press: only its release ends the capture.
    var capturedButton: PointerButton?
    /// The last pointer position, in root coordinates; nil while the pointer is outside.
    var location: Point?
    /// The cursor last reported through ``RootView/onCursorChange``.
    var cursor: CursorShape = .default
}
