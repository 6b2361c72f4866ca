import CurtainRendering

extension View {
    /// Marks the whole view (plus its ``View/drawingOutsets``) as needing a redraw.
    public func setNeedsDisplay() {
        setNeedsDisplay(bounds.inset(by: drawingOutsets.negated))
    }

    /// Marks `rect`, in this view's coordinates, as needing a redraw.
    ///
    /// The rect is converted up the tree to the ``RootView``, which accumulates dirty rects until
    /// the next ``RootView/render(in:scale:extraDamage:)-(_,Double,_)``. Hidden views and views outside a
    /// root only forward nothing. Cheap to call repeatedly.
    public func setNeedsDisplay(_ rect: Rect) {
        guard !isHidden, !rect.isEmpty else { return }
        if let root = self as? RootView {
            root.accumulateDirty(rect)
            return
        }
        guard let parent = superview else { return }
        var inParent = rect.offsetBy(dx: frame.minX - boundsOrigin.x, dy: frame.minY - boundsOrigin.y)
        if parent.clipsToBounds {
            inParent = inParent.intersection(parent.bounds)
            if inParent.isEmpty { return }
        }
        parent.setNeedsDisplay(inParent)
    }

    /// Schedules ``layoutSubviews()`` before the next render.
    public func setNeedsLayout() {
        guard !needsLayout else { return }
        needsLayout = true
        rootView?.requestFrame()
    }

    /// Tells every ancestor that this view's fitted size may have changed (new text, new font),
    /// so stacks re-measure it before the next render.
    public func invalidateIntrinsicContentSize() {
        var current = superview
        while let view = current {
            view.setNeedsLayout()
            current = view.superview
        }
    }

    /// Runs pending layout in this subtree now, parents before children.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for child in subviews { child.layoutIfNeeded() }
    }
}

extension EdgeInsets {
    /// The insets with every edge's sign flipped, turning an inset into an outset.
    public var negated: EdgeInsets {
        EdgeInsets(top: -top, left: -left, bottom: -bottom, right: -right)
    }
}
