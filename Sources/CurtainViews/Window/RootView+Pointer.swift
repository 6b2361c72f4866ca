import CurtainRendering
import CurtainInput

extension RootView {
    /// Routes a pointer event given in root coordinates.
    ///
    /// Maintains hover (sending `.enter`/`.leave` to views the pointer enters or leaves), press
    /// capture (the view that consumed a press gets the motion and release that follow, wherever
    /// they happen), click-to-focus, and the cursor. Returns whether a view consumed the event.
    @discardableResult
    public func handlePointerEvent(_ event: PointerEvent) -> Bool {
        let location = Point(x: event.x, y: event.y)
        switch event.kind {
        case .enter, .motion:
            pointer.location = location
            if let captured = pointer.capturedView {
                return deliver(.motion, at: location, to: captured)
            }
            updateHover(at: location)
            return bubble(.motion, at: location, from: pointer.hoverChain.first)
        case .leave:
            pointer.location = nil
            if pointer.capturedView == nil { updateHover(at: nil) }
            return false
        case .press(let button):
            pointer.location = location
            if let captured = pointer.capturedView {
                return deliver(event.kind, at: location, to: captured)
            }
            updateHover(at: location)
            let target = hitTest(location)
            focusOnClick(from: target)
            var current = target
            while let view = current {
                if deliver(event.kind, at: location, to: view) {
                    pointer.capturedView = view
                    pointer.capturedButton = button
                    return true
                }
                current = view.superview
            }
            return false
        case .release(let button):
            guard let captured = pointer.capturedView else {
                return bubble(event.kind, at: location, from: hitTest(location))
            }
            let handled = deliver(event.kind, at: location, to: captured)
            if button == pointer.capturedButton {
                pointer.capturedView = nil
                pointer.capturedButton = nil
                updateHover(at: pointer.location)
            }
            return handled
        case .scroll:
            return bubble(event.kind, at: location, from: hitTest(location))
        }
    }

    private func focusOnClick(from target: View?) {
        var current = target
        while let view = current {
            if view.focusesOnClick {
                focus(view)
                return
            }
            current = view.superview
        }
    }

    private func bubble(_ kind: PointerEvent.Kind, at location: Point, from start: View?) -> Bool {
        var current = start
        while let view = current {
            if deliver(kind, at: location, to: view) { return true }
            current = view.superview
        }
        return false
    }

    @discardableResult
    private func deliver(_ kind: PointerEvent.Kind, at location: Point, to view: View) -> Bool {
        let local = convert(location, to: view)
        return view.handlePointer(PointerEvent(kind: kind, x: local.x, y: local.y))
    }

    /// Recomputes the views under the pointer and tells the ones that changed.
    private func updateHover(at location: Point?) {
        var chain: [View] = []
        var current = location.flatMap { hitTest($0) }
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        let old = pointer.hoverChain
        pointer.hoverChain = chain
        let at = location ?? pointer.location ?? .zero
        for view in old where !chain.contains(where: { $0 === view }) {
            deliver(.leave, at: at, to: view)
        }
        for view in chain.reversed() where !old.contains(where: { $0 === view }) {
            deliver(.enter, at: at, to: view)
        }
        updateCursor()
    }

    /// Reports the cursor of the captured view, or else of the deepest hovered view that asks for one.
    func updateCursor() {
        let source = pointer.capturedView.map { [$0] } ?? pointer.hoverChain
        let cursor = source.first(where: { $0.cursor != .default })?.cursor ?? .default
        guard cursor != pointer.cursor else { return }
        pointer.cursor = cursor
        delegate?.rootView(self, didChangeCursor: cursor)
    }
}
