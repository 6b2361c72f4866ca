import CurtainRendering
import CurtainInput

/// A vertically scrolling, clipping viewport onto one ``documentView``.
///
/// The document is laid out at the scroll view's width and its own fitted height; scroll events
/// (wheel, touchpad) move it, clamped so it never scrolls past either end. A thin indicator shows
/// the position while the content overflows. Use it around long alert messages.
///
/// ```swift
/// let scroll = ScrollView(documentView: messageLabel)
/// scroll.maximumHeight = 240
/// ```
@MainActor public final class ScrollView: View {
    /// The scrolled content.
    public let documentView: View

    /// The tallest this view asks to be in ``sizeThatFits(_:)``; taller content scrolls.
    public var maximumHeight = Double.infinity {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Creates a scroll view around `documentView`.
    public init(documentView: View) {
        self.documentView = documentView
        super.init()
        clipsToBounds = true
        addSubview(documentView)
    }

    /// How far the content is scrolled down, in logical px.
    public var contentOffset: Double {
        get { boundsOrigin.y }
        set { boundsOrigin = Point(x: 0, y: max(0, min(newValue, maximumContentOffset))) }
    }

    /// The largest ``contentOffset``: how much of the document does not fit.
    public var maximumContentOffset: Double { max(0, documentView.frame.height - bounds.height) }

    /// Whether the document is taller than the viewport.
    public var isScrollable: Bool { maximumContentOffset > 0.5 }

    /// Scrolls the least distance that shows `rect` (in this view's coordinates, which include the
    /// current offset), or its top when it is taller than the viewport.
    public func scrollToVisible(_ rect: Rect) {
        if rect.maxY > bounds.maxY { contentOffset = rect.maxY - bounds.height }
        if rect.minY < bounds.minY { contentOffset = rect.minY }
    }

    public override func sizeThatFits(_ proposal: Size) -> Size {
        if let preferredSize { return preferredSize }
        let content = documentView.sizeThatFits(Size(width: proposal.width, height: .infinity))
        return Size(width: content.width, height: min(content.height, maximumHeight, proposal.height))
    }

    public override func layoutSubviews() {
        let height = documentView.sizeThatFits(Size(width: bounds.width, height: .infinity)).height
        documentView.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
        contentOffset = contentOffset
    }

    public override func handlePointer(_ event: PointerEvent) -> Bool {
        guard case .scroll(_, let dy) = event.kind, isScrollable else { return false }
        let before = contentOffset
        contentOffset = before + dy
        return contentOffset != before
    }

    /// Draws the scroll indicator over the document while the content overflows.
    public override func drawOverlay(in context: GraphicsContext) {
        ScrollPosition.drawIndicator(
            in: context, offset: contentOffset, viewport: bounds, contentHeight: documentView.frame.height,
            isRightToLeft: isRightToLeft)
    }
}

/// A scroll view reads as `scroll pane`, its document's accessible views inside it, as GTK's scrolled window.
extension ScrollView: AccessibleView {
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .scrollPane, name: "")
    }
}
