/// A view that scrolls its own content by an offset (``ListView``, ``TextView``).
protocol ContentScrolling: View {
    var contentOffset: Double { get set }
}

extension ContentScrolling {
    /// Scrolls by a wheel or touchpad step; `true` when the offset moved (a clamped end lets the step go on).
    func scroll(by delta: Double) -> Bool {
        let before = contentOffset
        contentOffset += delta
        return contentOffset != before
    }
}
