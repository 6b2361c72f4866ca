import CurtainRendering
import CurtainInput

/// A rectangle in a retained tree that draws itself, lays out its children and handles input.
///
/// Coordinates: ``frame`` is in the superview's space; ``bounds`` is the view's own space, whose
/// origin is usually zero (a ``ScrollView`` shifts it to scroll). Drawing is retained: a view calls
/// ``setNeedsDisplay()`` when its appearance changes, the dirty rect travels up to the ``RootView``,
/// and on the next frame only dirty regions are redrawn, each view through ``draw(in:)``.
///
/// Subclasses override ``draw(in:)``, ``layoutSubviews()``, ``sizeThatFits(_:)`` and the input hooks.
///
/// ```swift
/// final class Swatch: View {
///     override func draw(in context: GraphicsContext) {
///         context.fill(roundedRect: bounds, radius: 6, with: .systemGreen)
///     }
/// }
/// ```
@MainActor open class View {
    /// The parent, or `nil` for a root or a detached view.
    public private(set) weak var superview: View?
    /// Children in back-to-front order; later ones draw on top and are hit-tested first.
    public private(set) var subviews: [View] = []

    /// While the block of a view animation runs (`View.animate(withDuration:…)` in CurtainPresentation),
    /// told of each change of an animatable property, so that the animation can run it from old to new.
    package static var animatableChangeRecorder: (@MainActor (View, AnimatableChange) -> Void)?

    /// Creates a view with the given frame.
    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    // MARK: - Geometry

    /// The view's rectangle in its superview's coordinates.
    ///
    /// Changing it marks both the old and new area dirty, and a size change schedules layout.
    public var frame: Rect {
        didSet {
            guard frame != oldValue else { return }
            View.animatableChangeRecorder?(self, .frame(from: oldValue, to: frame))
            superview?.setNeedsDisplay(oldValue)
            superview?.setNeedsDisplay(frame)
            if frame.size != oldValue.size { setNeedsLayout() }
        }
    }

    /// The view's rectangle in its own coordinates: ``boundsOrigin`` and the frame's size.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    /// The point of the view's own space shown at its top-left corner; scrolling moves this.
    public var boundsOrigin: Point = .zero {
        didSet { if boundsOrigin != oldValue { setNeedsDisplay() } }
    }

    /// Converts a point from this view's coordinates to `view`'s (or the root's, when `nil`).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = convertToRoot(point)
        guard let view else { return inRoot }
        return view.convertFromRoot(inRoot)
    }

    /// Converts a rect from this view's coordinates to `view`'s (or the root's, when `nil`).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    private func convertToRoot(_ point: Point) -> Point {
        var p = point
        var current: View? = self
        while let view = current {
            p = p.offsetBy(dx: view.frame.minX - view.boundsOrigin.x, dy: view.frame.minY - view.boundsOrigin.y)
            current = view.superview
        }
        return p
    }

    private func convertFromRoot(_ point: Point) -> Point {
        let root = convertToRoot(.zero)
        return Point(x: point.x - root.x, y: point.y - root.y)
    }

    // MARK: - Hierarchy

    /// Appends `view` as the frontmost child, removing it from any previous parent.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the children at `index` (0 is the back).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        view.removeFromSuperview()
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
        view.didMoveToRoot()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        setNeedsDisplay(view.frame)
    }

    /// Detaches the view from its parent; focus, hover and press capture in it are dropped.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        rootView?.viewWillLeave(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
        parent.invalidateIntrinsicContentSize()
        parent.setNeedsDisplay(frame)
    }

    /// The root of the tree this view is in, if that root is a ``RootView``.
    public var rootView: RootView? {
        var current: View = self
        while let parent = current.superview { current = parent }
        return current as? RootView
    }

    /// The window whose tree the view is in, as UIKit's `window`: a window's content, or a controller's view in a
    /// dialog window. Nil for a view in no window, and for a card presented over one (its tree is the card's own).
    public var window: Window? { rootView?.hostWindow }

    /// Whether `self` is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Called after the view, or an ancestor, is added to a parent. Subclasses call `super`.
    open func didMoveToRoot() {
        for child in subviews { child.didMoveToRoot() }
    }

    // MARK: - Appearance

    /// Hidden views neither draw nor receive events, and stack views skip them.
    public var isHidden = false {
        didSet { if isHidden != oldValue { invalidateInParent() } }
    }

    /// Opacity applied to the view and its subtree as one group.
    public var alpha = 1.0 {
        didSet {
            guard alpha != oldValue else { return }
            View.animatableChangeRecorder?(self, .alpha(from: oldValue, to: alpha))
            setNeedsDisplay()
        }
    }

    /// The fill behind the content, rounded by ``cornerRadius``; `nil` draws nothing.
    public var backgroundColor: Color? {
        didSet {
            guard backgroundColor != oldValue else { return }
            View.animatableChangeRecorder?(self, .backgroundColor(from: oldValue, to: backgroundColor))
            setNeedsDisplay()
        }
    }

    /// The corner radius of the background and, with ``clipsToBounds``, of the clip.
    public var cornerRadius = 0.0 {
        didSet { if cornerRadius != oldValue { setNeedsDisplay() } }
    }

    /// Whether subviews are clipped to the (rounded) bounds.
    public var clipsToBounds = false {
        didSet { if clipsToBounds != oldValue { setNeedsDisplay() } }
    }

    /// Whether pointer events can reach this view and its subtree.
    public var isUserInteractionEnabled = true

    /// The pointer image over this view.
    open var cursor: CursorShape { .default }

    /// Draws what lies behind the content: by default ``backgroundColor`` rounded by ``cornerRadius``.
    /// Override to add something underneath (a shadow) and call `super`.
    open func drawBackground(in context: GraphicsContext) {
        guard let backgroundColor, backgroundColor.alpha > 0 else { return }
        context.fill(roundedRect: bounds, radius: cornerRadius, with: backgroundColor)
    }

    /// Draws the view's own content in ``View/bounds`` coordinates, after its background and before
    /// its subviews. The context is clipped to the dirty part; drawing outside is harmless.
    open func draw(in context: GraphicsContext) {}

    /// Draws over the subviews (scroll indicators, overlays), in ``View/bounds`` coordinates and inside
    /// the view's clip when ``View/clipsToBounds`` is set. The default draws nothing.
    open func drawOverlay(in context: GraphicsContext) {}

    /// How far ``View/draw(in:)`` paints beyond ``View/bounds`` (a shadow, an outer focus ring), so that
    /// ``View/setNeedsDisplay()`` and dirty-rect culling include it.
    open var drawingOutsets: EdgeInsets { .zero }

    // MARK: - Layout

    /// Set by ``View/setNeedsLayout()``; cleared when ``View/layoutIfNeeded()`` runs ``View/layoutSubviews()``.
    var needsLayout = true

    /// A fixed answer for ``View/sizeThatFits(_:)``, for spacers and separators; `nil` by default.
    public var preferredSize: Size? {
        didSet { if preferredSize != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Positions subviews within ``View/bounds``. Runs before rendering whenever layout was requested
    /// (by ``View/setNeedsLayout()``, a size change or a change of children). The default does nothing.
    open func layoutSubviews() {}

    /// The size the view would like within `proposal` (an infinite extent means "unconstrained").
    ///
    /// Labels wrap to a finite proposed width and report the height that takes. The default
    /// returns ``View/preferredSize`` or, without one, the current frame size.
    open func sizeThatFits(_ proposal: Size) -> Size {
        preferredSize ?? frame.size
    }

    // MARK: - Layout priorities and direction

    private var huggingPriorities: [LayoutAxis: LayoutPriority] = [:]
    private var resistancePriorities: [LayoutAxis: LayoutPriority] = [:]

    /// How strongly the view keeps to its fitted size along `axis` when its stack or grid has room to spare:
    /// the one set with ``setContentHuggingPriority(_:for:)``, or the view's default.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        huggingPriorities[axis] ?? defaultContentHuggingPriority(for: axis)
    }

    /// Sets how strongly the view keeps to its fitted size along `axis`; see ``LayoutPriority``.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        huggingPriorities[axis] = priority
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view keeps its fitted size along `axis` when its stack or grid is short of room.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        resistancePriorities[axis] ?? defaultContentCompressionResistancePriority(for: axis)
    }

    /// Sets how strongly the view resists being made smaller than it fits along `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        resistancePriorities[axis] = priority
        invalidateIntrinsicContentSize()
    }

    /// The hugging priority a kind of view has until one is set: ``LayoutPriority/defaultLow`` (plain views
    /// stretch). Views sized by their content, such as labels and buttons, return ``LayoutPriority/defaultHigh``.
    open func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { .defaultLow }

    /// The compression resistance a kind of view has until one is set: ``LayoutPriority/defaultHigh``.
    open func defaultContentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority { .defaultHigh }

    /// The direction this view's rows read in, or `nil` to inherit its superview's (the default).
    ///
    /// Stacks and grids mirror their rows in ``LayoutDirection/rightToLeft``: set it on a window's content view
    /// and the whole dialog reads from the right.
    public var layoutDirection: LayoutDirection? {
        didSet { if layoutDirection != oldValue { setNeedsLayoutInSubtree() } }
    }

    /// The direction in effect: this view's ``layoutDirection``, or the nearest ancestor's, or left to right.
    public var effectiveLayoutDirection: LayoutDirection {
        var current: View? = self
        while let view = current {
            if let direction = view.layoutDirection { return direction }
            current = view.superview
        }
        return .leftToRight
    }

    private func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        setNeedsDisplay()
        for child in subviews { child.setNeedsLayoutInSubtree() }
    }

    /// The natural size without constraints: `sizeThatFits(.unbounded)`.
    public var intrinsicContentSize: Size { sizeThatFits(.unbounded) }

    /// Sets the frame's size to ``sizeThatFits(_:)`` of the current size, keeping the origin.
    public func sizeToFit() {
        frame.size = sizeThatFits(.unbounded)
    }

    // MARK: - Input

    /// The deepest visible, interactive view containing `point` (in this view's coordinates),
    /// searching front to back; `nil` when the point is outside or the view takes no events.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled, bounds.contains(point) else { return nil }
        for child in subviews.reversed() {
            let local = point.offsetBy(
                dx: child.boundsOrigin.x - child.frame.minX,
                dy: child.boundsOrigin.y - child.frame.minY)
            if let hit = child.hitTest(local) { return hit }
        }
        return self
    }

    /// Handles a pointer event in this view's coordinates; returns whether it was consumed.
    ///
    /// The root sends `.enter`/`.leave` when the pointer moves into or out of the view's subtree,
    /// `.motion` and `.scroll` to the view under the pointer (bubbling to superviews until one
    /// returns `true`), and `.press` likewise; the view that consumes a press receives every later
    /// motion and the release, even outside its bounds, until the button comes up.
    open func handlePointer(_ event: PointerEvent) -> Bool { false }

    /// Handles a key press; returns whether it was consumed.
    ///
    /// Keys go to the focused view first, then to its superviews; Tab moves focus only if nothing
    /// consumed it.
    open func handleKey(_ event: KeyEvent) -> Bool { false }

    /// Whether the view can hold keyboard focus (and so joins the ``FocusChain``).
    open var canBecomeFocused: Bool { false }

    /// Whether a click gives the view focus; text fields say yes, buttons no (as on iOS).
    open var focusesOnClick: Bool { canBecomeFocused }

    /// Called after the view gains or loses focus; the default redraws it (for its focus ring).
    open func focusDidChange() { setNeedsDisplay() }

    /// Whether this view holds keyboard focus in its root.
    public var isFocused: Bool { rootView?.focusedView === self }

    /// Asks the root to focus this view; returns whether it now has focus.
    @discardableResult
    public func becomeFocused() -> Bool { rootView?.focus(self) ?? false }

    private func invalidateInParent() {
        invalidateIntrinsicContentSize()
        superview?.setNeedsDisplay(frame)
    }
}

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
