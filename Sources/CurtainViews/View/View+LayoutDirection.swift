import CurtainRendering

/// Drawing and placing in the view's direction: what a view that draws its own parts (a progress bar's fill, a
/// combo box's chevron, a list's columns) needs to mirror them in a right-to-left layout.
extension View {
    /// Whether the view lays out right to left (``effectiveLayoutDirection``).
    package var isRightToLeft: Bool { effectiveLayoutDirection == .rightToLeft }

    /// `rect`, in this view's bounds coordinates, as it sits in the view's direction: unchanged left to right,
    /// reflected across the middle of ``bounds`` right to left.
    package func directional(_ rect: Rect) -> Rect {
        guard isRightToLeft else { return rect }
        var mirrored = rect
        mirrored.origin.x = bounds.minX + bounds.maxX - rect.maxX
        return mirrored
    }

    /// Where to draw `layout`, laid out `rect.width` wide with ``TextAlignment/leading`` lines, so that its text
    /// starts at `rect`'s leading edge: `rect`'s origin left to right; right to left, its lines as a block against
    /// the right edge, a left-to-right line ("Apple" in an Arabic list) included, as GTK places text there.
    package func leadingOrigin(of layout: TextLayout, in rect: Rect) -> Point {
        guard isRightToLeft else { return rect.origin }
        return Point(x: rect.maxX - layout.linesRect.maxX, y: rect.minY)
    }

    /// Gives `layout` this view's direction, for paragraphs whose text has none of its own.
    package func applyDirection(to layout: TextLayout) {
        layout.isBaseDirectionRightToLeft = isRightToLeft
    }
}
