import CurtainInput
import CurtainRendering

/// The pointer: wheel scrolling, click to place the caret, drag to select.
extension TextView {
    func handleTextPointer(_ event: PointerEvent) -> Bool {
        let point = Point(x: event.x, y: event.y + contentOffset)
        switch event.kind {
        case .scroll(_, let dy):
            let before = contentOffset
            contentOffset += dy
            return contentOffset != before
        case .press(.left):
            isSelectingWithPointer = true
            goalX = nil
            model.move(to: utf8Offset(atContentPoint: point), extendingSelection: false)
            setNeedsDisplay()
            return true
        case .motion where isSelectingWithPointer:
            model.move(to: utf8Offset(atContentPoint: point), extendingSelection: true)
            setNeedsDisplay()
            return true
        case .release(.left) where isSelectingWithPointer:
            isSelectingWithPointer = false
            return true
        default:
            return false
        }
    }
}
