/// Keeping a view on screen inside scroll views.
extension View {
    /// Scrolls every enclosing ``ScrollView``, innermost first, so that this view is visible.
    ///
    /// ``RootView`` calls it when the view becomes focused, so Tab and the arrow keys never move
    /// focus to a button scrolled out of sight.
    public func scrollToVisible() {
        var ancestor = superview
        while let current = ancestor {
            if let scrollView = current as? ScrollView {
                scrollView.scrollToVisible(convert(bounds, to: scrollView))
            }
            ancestor = current.superview
        }
    }
}
