import CurtainRendering

extension View {
    /// Draws this view and the parts of its subtree that intersect `dirty` (in this view's coordinates).
    ///
    /// The context's origin is at this view's bounds origin on entry. Order: background, own
    /// content, then subviews back to front; `alpha < 1` composites the subtree as one group.
    func renderTree(in context: GraphicsContext, dirty: Rect) {
        guard !isHidden, alpha > 0 else { return }
        context.save()
        defer { context.restore() }
        let isGrouped = alpha < 1
        if isGrouped { context.beginTransparencyLayer() }
        drawBackground(in: context)
        draw(in: context)
        var childDirty = dirty
        if clipsToBounds {
            context.clip(toRoundedRect: bounds, radius: cornerRadius)
            childDirty = dirty.intersection(bounds)
        }
        for child in subviews where !child.isHidden {
            let reach = child.frame.inset(by: child.drawingOutsets.negated)
            guard reach.intersects(childDirty) else { continue }
            let dx = child.frame.minX - child.boundsOrigin.x
            let dy = child.frame.minY - child.boundsOrigin.y
            context.save()
            context.translate(dx: dx, dy: dy)
            child.renderTree(in: context, dirty: childDirty.offsetBy(dx: -dx, dy: -dy))
            context.restore()
        }
        drawOverlay(in: context)
        if isGrouped { context.endTransparencyLayer(alpha: alpha) }
    }
}
