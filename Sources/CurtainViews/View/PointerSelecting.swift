import CurtainInput
import CurtainRendering

/// A view whose text the left button selects: a press places the caret, a drag extends the selection.
///
/// ``TextField`` and ``TextView`` share the gesture; each says where a point falls in its text.
@MainActor protocol PointerSelecting: View {
    var model: TextEditingModel { get set }
    /// Whether a left-button drag is selecting.
    var isSelectingWithPointer: Bool { get set }
    /// The UTF-8 offset into the text under a point in the view's coordinates.
    func selectionOffset(at point: Point) -> Int
}

extension PointerSelecting {
    /// Press, drag and release of the left button; `false` for other events.
    func handleSelectionPointer(_ event: PointerEvent) -> Bool {
        let point = Point(x: event.x, y: event.y)
        switch event.kind {
        case .press(.left):
            isSelectingWithPointer = true
            model.move(to: selectionOffset(at: point), extendingSelection: false)
        case .motion where isSelectingWithPointer:
            model.move(to: selectionOffset(at: point), extendingSelection: true)
        case .release(.left) where isSelectingWithPointer:
            isSelectingWithPointer = false
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }
}

extension TextField: PointerSelecting {}
