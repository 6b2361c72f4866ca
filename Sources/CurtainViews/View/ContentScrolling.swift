/// A view that scrolls its own content by an offset (``ListView``, ``TextView``): both keep a
/// ``ScrollPosition`` and move it the same way, clamped to what they can scroll and redrawn when it moved.
@MainActor protocol ContentScrolling: View {
    /// How far the content is scrolled.
    var scrollPosition: ScrollPosition { get set }
    /// How far the content can scroll, from the view's current content and size.
    var maximumContentOffset: Double { get }
}

extension ContentScrolling {
    /// Scrolls to `offset`, clamped to the content, redrawing if that moved it.
    ///
    /// - Returns: whether the offset moved.
    @discardableResult
    func scroll(to offset: Double) -> Bool {
        let maximum = maximumContentOffset
        guard scrollPosition.move(to: offset, maximum: maximum) else { return false }
        setNeedsDisplay()
        return true
    }

    /// Scrolls by a wheel or touchpad step; `true` when the offset moved (a clamped end lets the step go on).
    func scroll(by delta: Double) -> Bool {
        scroll(to: scrollPosition.offset + delta)
    }
}
