import CurtainInput
import CurtainRendering

/// The pointer: wheel scrolling, click to place the caret, drag to select.
extension TextView: PointerSelecting, ContentScrolling {
    func handleTextPointer(_ event: PointerEvent) -> Bool {
        if case .scroll(_, let dy) = event.kind { return scroll(by: dy) }
        if case .press(.left) = event.kind { goalX = nil }
        return handleSelectionPointer(event)
    }

    /// The offset under a point in the view's coordinates, which scroll with ``contentOffset``.
    func selectionOffset(at point: Point) -> Int {
        utf8Offset(atContentPoint: Point(x: point.x, y: point.y + contentOffset))
    }
}
