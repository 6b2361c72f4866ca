import CurtainRendering
import CurtainInput

/// The top of a view tree, and the one object a window or popup talks to.
///
/// The window layer owns a `RootView`, sizes it to the surface (`frame` in logical pixels with
/// origin zero), feeds it input with ``handlePointerEvent(_:)`` and ``handleKeyEvent(_:)``, and,
/// when the tree needs a frame, waits for a frame callback and calls
/// ``render(in:scale:extraDamage:)-(_,Double,_)`` with a context on the next buffer. Views never see Wayland.
///
/// ```swift
/// let root = RootView(frame: Rect(x: 0, y: 0, width: 270, height: 160))
/// root.addSubview(card)
/// let damage = root.render(in: GraphicsContext(surface: buffer.surface), scale: 2)
/// for rect in damage { /* wl_surface.damage_buffer(rect * 2) */ }
/// ```
@MainActor public final class RootView: View {
    /// Dirty rects (root coordinates) accumulated since the last render.
    public private(set) var dirtyRects: [Rect] = []
    private var isFrameRequested = false

    /// The colour dirty regions are reset to before views draw; clear by default, so the
    /// buffer's alpha comes from the views.
    public var clearColor: Color = .clear

    /// Called once when the tree first needs layout or drawing after a render. The window layer
    /// schedules a frame (or renders at once) in response; it does not fire again until ``render(in:scale:extraDamage:)-(_,Double,_)``.
    /// The window's plumbing, so `package`.
    package var onNeedsFrame: (@MainActor () -> Void)?

    /// Called when the cursor the pointer should show changes (``currentCursor``).
    public var onCursorChange: (@MainActor (CursorShape) -> Void)?

    /// Called with key presses no view consumed (after Tab handling): the place for an alert's
    /// Return and Escape. Returns whether it handled the key.
    public var onUnhandledKey: (@MainActor (KeyEvent) -> Bool)?

    /// The view with keyboard focus, if any.
    public private(set) weak var focusedView: View?
    /// Called after ``focusedView`` changed; the window's input-method link (``WindowTextInput``) follows it.
    package var onFocusChange: (@MainActor () -> Void)?
    /// The window whose tree this is, for views that open popups (a combo box's menu) and view animations,
    /// which step on its frame callbacks; `nil` for other roots.
    package weak var hostWindow: Window?
    /// What draws this tree when it is no window's own: the presentation that shows it as a card (typed
    /// `AnyObject` because presentations live a layer up). View animations of its views step on that
    /// presentation's frames.
    package weak var drawingPresentation: AnyObject?
    /// Told about focus and text changes in this tree, for screen readers.
    package weak var accessibilityBridge: AccessibilityBridge?

    /// Hover, press capture and cursor, maintained by `RootView+Pointer.swift`.
    var pointer = PointerTracking()
    /// The cursor last reported through ``onCursorChange``.
    public var currentCursor: CursorShape { pointer.cursor }

    /// Creates a root of the given size.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        dirtyRects = [bounds]
    }

    /// Resizing the root repaints everything: the window gives it a new buffer of the new size.
    public override var frame: Rect {
        didSet { if frame.size != oldValue.size { setNeedsFullDisplay() } }
    }

    // MARK: - Dirty regions and frames

    /// Whether a render would draw anything.
    public var needsRender: Bool { !dirtyRects.isEmpty || needsLayoutInTree }

    private var needsLayoutInTree: Bool {
        func check(_ view: View) -> Bool { view.needsLayout || view.subviews.contains(where: check) }
        return check(self)
    }

    func accumulateDirty(_ rect: Rect) {
        let clipped = rect.intersection(bounds)
        guard !clipped.isEmpty else { return }
        if dirtyRects.contains(where: { $0.intersection(clipped) == clipped }) { return }
        dirtyRects.removeAll { clipped.intersection($0) == $0 }
        dirtyRects.append(clipped)
        if dirtyRects.count > 8 {
            // Many small rects cost more in clipping than one bounding box costs in pixels.
            dirtyRects = [dirtyRects.reduce(Rect.zero) { $0.union($1) }]
        }
        requestFrame()
    }

    func requestFrame() {
        guard !isFrameRequested else { return }
        isFrameRequested = true
        onNeedsFrame?()
    }

    /// Lays out the tree, then redraws the dirty regions (plus `extraDamage`) into `context`.
    ///
    /// The context must target a buffer of `frame.size * scale` device pixels with the identity
    /// transform; each region is cleared to ``clearColor`` and repainted, clipped, at `scale`.
    /// - Parameters:
    ///   - context: A context on the buffer to paint.
    ///   - scale: The buffer scale (device pixels per logical pixel).
    ///   - extraDamage: Regions (root coordinates) that must be repainted even if no view changed,
    ///     such as what a reused buffer missed since it was last painted (buffer age).
    /// - Returns: The repainted regions in root coordinates, aligned to whole device pixels: the
    ///   damage for `wl_surface.damage_buffer` once multiplied by `scale`.
    @discardableResult
    public func render(in context: GraphicsContext, scale: Int, extraDamage: [Rect] = []) -> [Rect] {
        render(in: context, scale: Double(max(1, scale)), extraDamage: extraDamage)
    }

    /// Lays out the tree, then redraws the dirty regions (plus `extraDamage`) into `context` at a scale that
    /// may be fractional (1.25: a buffer of `round(frame.size × 1.25)` pixels).
    ///
    /// Regions are widened to whole device pixels at `scale`, so no pixel is left half painted.
    /// - Parameters:
    ///   - context: A context on the buffer to paint, with the identity transform.
    ///   - scale: Device pixels per logical pixel.
    ///   - extraDamage: Regions (root coordinates) that must be repainted even if no view changed.
    /// - Returns: The repainted regions in root coordinates, aligned to whole device pixels.
    @discardableResult
    public func render(in context: GraphicsContext, scale: Double, extraDamage: [Rect] = []) -> [Rect] {
        layoutIfNeeded()
        let s = scale.isFinite && scale > 0 ? scale : 1
        var regions = (dirtyRects + extraDamage).map { $0.intersection(bounds).integral(scale: s) }
        regions.removeAll(where: \.isEmpty)
        // A region inside another would be cleared and painted twice (a full-display request plus the
        // same bounds as extra damage drew a whole card twice); paint each pixel once.
        regions = regions.enumerated().filter { index, region in
            !regions.enumerated().contains { other, outer in
                other != index && outer.intersection(region) == region && (outer != region || other < index)
            }
        }.map(\.element)
        if regions.count > 8 { regions = [regions.reduce(Rect.zero) { $0.union($1) }] }
        dirtyRects = []
        isFrameRequested = false
        context.withSavedState {
            context.scale(x: s, y: s)
            for region in regions {
                context.withSavedState {
                    context.clip(to: region)
                    context.clear(region, to: clearColor)
                    renderTree(in: context, dirty: region)
                }
            }
        }
        return regions
    }

    /// Marks everything dirty, e.g. after the buffer scale changed.
    public func setNeedsFullDisplay() {
        dirtyRects = []
        accumulateDirty(bounds)
    }

    // MARK: - Focus

    /// Moves keyboard focus to `view` (which must be in this tree and focusable) or clears it.
    ///
    /// - Returns: Whether `view` now holds focus (`true` for `nil` once focus is cleared).
    @discardableResult
    public func focus(_ view: View?) -> Bool {
        if let view, !(view.canBecomeFocused && view.isDescendant(of: self)) { return false }
        guard view !== focusedView else { return true }
        let previous = focusedView
        focusedView = view
        previous?.focusDidChange()
        view?.focusDidChange()
        onFocusChange?()
        accessibilityBridge?.focusDidChange(from: previous, to: view)
        view?.scrollToVisible()
        return true
    }

    /// Moves focus along the ``FocusChain``: forward for Tab, backward for Shift+Tab.
    public func moveFocus(forward: Bool) {
        let chain = FocusChain(root: self)
        focus(forward ? chain.view(after: focusedView) : chain.view(before: focusedView))
    }

    /// Routes a key press: the focused view, then its superviews, then Tab navigation, then
    /// mnemonics (``MnemonicControl``), then ``onUnhandledKey``. Returns whether anything handled it.
    @discardableResult
    public func handleKeyEvent(_ event: KeyEvent) -> Bool {
        var target: View? = focusedView
        while let view = target {
            if view.handleKey(event) { return true }
            target = view.superview
        }
        if event.keysym == .tab || event.keysym == .leftTab {
            moveFocus(forward: event.keysym == .tab && !event.modifiers.contains(.shift))
            return true
        }
        if handleMnemonic(event) { return true }
        return onUnhandledKey?(event) ?? false
    }

    /// Forgets focus, hover and capture inside a subtree that is leaving the tree.
    func viewWillLeave(_ view: View) {
        if let focused = focusedView, focused.isDescendant(of: view) { focus(nil) }
        if let captured = pointer.capturedView, captured.isDescendant(of: view) {
            pointer.capturedView = nil
            pointer.capturedButton = nil
        }
        pointer.hoverChain.removeAll { $0.isDescendant(of: view) }
    }
}
