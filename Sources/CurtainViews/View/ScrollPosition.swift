import CurtainRendering

/// How far a view that scrolls its own content has scrolled it (``ListView``, ``TextView``), with the maths
/// both share: clamping to the content, scrolling as little as possible to show a span, and where the scroll
/// indicator sits.
///
/// The content's height and the viewport's change whenever the view lays out, so they are passed in on each
/// change rather than stored here, where they could go stale; the offset itself is always within the range
/// the last change allowed.
///
/// ```swift
/// var position = ScrollPosition()
/// position.move(to: 500, maximum: 320)                                   // clamped to 320
/// position.move(to: position.offset(showing: 40, to: 68, viewportHeight: 200), maximum: 320)   // 40
/// ```
struct ScrollPosition: Equatable {
    /// How far the content is scrolled: the content's y at the top of the viewport, in logical pixels.
    private(set) var offset = 0.0

    /// The colour of the indicator: dark and translucent, to read on any background.
    static let indicatorColor = Color(white: 0, alpha: 0.35)

    /// The furthest a content of `contentHeight` scrolls in a viewport of `viewportHeight`.
    static func maximumOffset(contentHeight: Double, viewportHeight: Double) -> Double {
        max(0, contentHeight - viewportHeight)
    }

    /// Moves to `target`, clamped to `0...maximum`.
    ///
    /// - Returns: whether the offset changed, so the view redraws only then.
    @discardableResult
    mutating func move(to target: Double, maximum: Double) -> Bool {
        let clamped = min(max(0, target), max(0, maximum))
        guard clamped != offset else { return false }
        offset = clamped
        return true
    }

    /// The offset that shows the span `top...bottom` (in content coordinates) in a viewport of
    /// `viewportHeight`, moving as little as possible from this one; a span taller than the viewport
    /// shows its top, where reading starts.
    func offset(showing top: Double, to bottom: Double, viewportHeight: Double) -> Double {
        var target = offset
        if bottom > target + viewportHeight { target = bottom - viewportHeight }
        if top < target { target = top }
        return target
    }

    /// The scroll indicator for a content scrolled by `offset`: a thin bar along the right edge of `viewport`
    /// (in the view's coordinates), as long as the share of the content that shows and as far down as the
    /// content is scrolled; `nil` while all of the content fits, or the viewport is too short to show a bar.
    /// The offset is a parameter so that a view keeping it elsewhere (``ScrollView`` scrolls by its bounds'
    /// origin) shows the same bar.
    static func indicatorRect(offset: Double, in viewport: Rect, contentHeight: Double) -> Rect? {
        let visible = viewport.height
        let maximum = maximumOffset(contentHeight: contentHeight, viewportHeight: visible)
        guard maximum > 0.5, visible > 8 else { return nil }
        let length = max(24, visible * visible / contentHeight)
        let y = viewport.minY + 2 + (visible - length - 4) * min(offset, maximum) / maximum
        return Rect(x: viewport.maxX - 5, y: y, width: 3, height: length)
    }

    /// Draws the indicator of ``indicatorRect(offset:in:contentHeight:)``, if there is one.
    @MainActor
    func drawIndicator(in context: GraphicsContext, viewport: Rect, contentHeight: Double, isRightToLeft: Bool = false) {
        Self.drawIndicator(
            in: context, offset: offset, viewport: viewport, contentHeight: contentHeight, isRightToLeft: isRightToLeft)
    }

    /// Draws the indicator for a content scrolled by `offset`, if there is one: along the viewport's right edge,
    /// or its left one right to left, where GTK puts a scrolled window's scroll bar.
    @MainActor
    static func drawIndicator(
        in context: GraphicsContext, offset: Double, viewport: Rect, contentHeight: Double, isRightToLeft: Bool = false
    ) {
        guard var bar = indicatorRect(offset: offset, in: viewport, contentHeight: contentHeight) else { return }
        if isRightToLeft { bar.origin.x = viewport.minX + viewport.maxX - bar.maxX }
        context.fill(roundedRect: bar, radius: 1.5, with: indicatorColor)
    }
}
