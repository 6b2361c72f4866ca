import CurtainInput
import CurtainRendering

/// A multi-line, scrolling, wrapping view of plain text, read-only or editable: the widget behind
/// `curtain text` and zenity's `--text-info`.
///
/// The text is never markup: `<b>` shows as the three characters it is. Lines wrap at word
/// boundaries by default (``wrapMode``), as GTK's text view does in zenity. The view scrolls itself
/// (wheel, touchpad, keys); put it in a plain container, not a ``ScrollView``.
///
/// Layout is lazy: the text is cut into paragraphs at line feeds, and only the paragraphs on screen
/// are laid out by Pango; the others have estimated heights, corrected as they come into view. A
/// 10 MB text opens as fast as a short one, and scrolling anywhere costs only what it shows.
///
/// Keys (when focused): arrows, Home/End (the line; with Ctrl the text), Page Up/Page Down, with
/// Shift to select; Ctrl+A selects all, Ctrl+C copies. When ``isEditable``: typing, Return, Tab,
/// Backspace/Delete, Ctrl+X and Ctrl+V. Editing follows ``TextEditingModel``, so the caret never
/// lands inside a grapheme cluster.
///
/// ```swift
/// let view = TextView(text: "Terms and conditions…\n\n1. Be kind.")
/// view.font = Font(description: "Monospace 12")
/// view.isEditable = true
/// view.onChange = { text in print(text.count) }
/// window.contentView.addSubview(view)
/// _ = view.becomeFocused()
/// ```
@MainActor public final class TextView: View {
    /// The text, its caret and its selection.
    public internal(set) var model: TextEditingModel

    /// Whether typing changes the text; read-only text can still be selected and copied.
    public var isEditable = false {
        didSet { if isEditable != oldValue { setNeedsDisplay() } }
    }

    /// The font of all of the text.
    public var font: Font {
        get { paragraphLayout.font }
        set { if newValue != paragraphLayout.font { paragraphLayout.font = newValue; layoutDidChange() } }
    }

    /// Where lines break; ``TextWrapMode/word`` by default, as zenity's text view.
    public var wrapMode: TextWrapMode {
        get { paragraphLayout.wrapMode }
        set { if newValue != paragraphLayout.wrapMode { paragraphLayout.wrapMode = newValue; layoutDidChange() } }
    }

    /// The colour of the text.
    public var textColor = Color.label {
        didSet { setNeedsDisplay() }
    }

    /// Space between the view's edges and the text.
    public var textInsets = EdgeInsets(horizontal: 6, vertical: 4) {
        didSet { layoutDidChange() }
    }

    /// Extra space above and below each paragraph (GTK's `pixels-above-lines`, `pixels-below-lines`).
    public var paragraphSpacing: Double {
        get { paragraphLayout.spacing }
        set { paragraphLayout.spacing = newValue; layoutDidChange() }
    }

    /// How far the text is scrolled, in logical pixels; kept between 0 and ``maximumContentOffset``.
    public var contentOffset: Double {
        get { scrollPosition.offset }
        set { scroll(to: newValue) }
    }

    /// Runs after every change to the text made by the user (typing, pasting, an assistive tool).
    public var onChange: (@MainActor (String) -> Void)?
    /// Receives text for the clipboard on Ctrl+C and Ctrl+X; the window connects it to the seat.
    public var onCopy: (@MainActor (String) -> Void)?
    /// Called on Ctrl+V with a closure to call with the clipboard text (possibly later).
    public var requestPaste: (@MainActor (@escaping (String) -> Void) -> Void)?

    /// The paragraphs, their heights and the layouts of those shown.
    var paragraphLayout: ParagraphLayoutCache
    var scrollPosition = ScrollPosition()
    /// The x the caret keeps while moving up and down through lines of different lengths.
    var goalX: Double?
    /// Whether a left-button drag is selecting.
    var isSelectingWithPointer = false

    /// Creates a text view.
    ///
    /// - Parameters:
    ///   - text: the text, plain; the caret starts at its beginning.
    ///   - font: the font.
    public init(text: String = "", font: Font = .body) {
        model = TextEditingModel(text: text)
        paragraphLayout = ParagraphLayoutCache(font: font)
        super.init()
        model.move(to: 0, extendingSelection: false)
        backgroundColor = .white
        clipsToBounds = true
        textDidChange(from: 0)
    }

    /// The text; setting it replaces everything and puts the caret at the start.
    public var text: String {
        get { model.text }
        set {
            model.setText(newValue)
            model.move(to: 0, extendingSelection: false)
            textDidChange(from: 0)
            contentOffset = 0
        }
    }

    /// Adds text at the end, keeping the selection and the scroll position: text arriving from a stream.
    /// A caret at the very end stays at the end, as GTK's insertion mark does. Costs only what is added,
    /// however long the text already is.
    public func append(_ string: String) {
        guard !string.isEmpty else { return }
        let end = model.text.utf8.count
        let followsEnd = model.caret == end && !model.hasSelection
        model.append(string)
        if followsEnd { model.moveToEnd() }
        textDidChange(from: end)
    }

    /// Puts the caret at a UTF-8 offset into the text (snapped to a character), without scrolling.
    public func placeCaret(at offset: Int) {
        model.move(to: offset, extendingSelection: false)
        goalX = nil
        setNeedsDisplay()
    }

    /// The number of paragraphs (lines separated by line feeds, long ones cut into pieces).
    public var paragraphCount: Int { paragraphLayout.paragraphs.count }

    /// The height of all of the text with its insets: measured where it has been shown, estimated elsewhere.
    public var contentHeight: Double { textInsets.top + paragraphLayout.totalHeight + textInsets.bottom }

    /// How far the text can scroll.
    public var maximumContentOffset: Double {
        ScrollPosition.maximumOffset(contentHeight: contentHeight, viewportHeight: bounds.height)
    }

    /// The height of one line of the font.
    public var lineHeightOfFont: Double { paragraphLayout.lineHeight }

    /// The paragraphs drawn by the last ``draw(in:)``: the witness of lazy layout in tests.
    package var drawnParagraphs: Range<Int> { paragraphLayout.shown }

    /// The wrapping width of the text.
    var layoutWidth: Double { max(1, bounds.width - textInsets.left - textInsets.right) }

    public override var canBecomeFocused: Bool { true }
    public override var cursor: CursorShape { .text }

    /// A size for about ten lines of 60 characters, or the proposal (or ``View/preferredSize`` when set).
    public override func sizeThatFits(_ proposal: Size) -> Size {
        if let preferredSize { return preferredSize }
        let width = proposal.width.isFinite ? proposal.width : (paragraphLayout.averageCharacterWidth * 60).rounded(.up)
        let height = proposal.height.isFinite ? proposal.height : (paragraphLayout.lineHeight + 2 * paragraphSpacing) * 10
        return Size(width: width, height: height + textInsets.top + textInsets.bottom)
    }

    public override func layoutSubviews() {
        if layoutWidth != paragraphLayout.width { layoutDidChange() }
        scroll(to: contentOffset)  // re-clamps to the new layout
    }

    public override func draw(in context: GraphicsContext) { drawText(in: context) }

    public override func handleKey(_ event: KeyEvent) -> Bool { handleTextKey(event) }

    public override func handlePointer(_ event: PointerEvent) -> Bool { handleTextPointer(event) }
}

/// Paragraph layout on demand, through ``paragraphLayout``: estimates for every paragraph, Pango only for
/// those shown. The view adds its insets to the cache's text coordinates.
extension TextView {
    /// Where each paragraph starts and ends in the text.
    var paragraphs: ParagraphIndex { paragraphLayout.paragraphs }

    /// Each paragraph's height with its spacing.
    var heights: HeightIndex { paragraphLayout.heights }

    /// The font, wrap mode, spacing or width changed: every height is an estimate again.
    func layoutDidChange() {
        let width = layoutWidth
        paragraphLayout.isRightToLeft = isRightToLeft
        paragraphLayout.invalidate(width: width)
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The text changed from UTF-8 offset `offset` on: re-reads the paragraphs from there.
    func textDidChange(from offset: Int) {
        paragraphLayout.textDidChange(model.text, from: offset)
        setNeedsDisplay()
    }

    /// The laid-out paragraph, made (and its height corrected) if needed.
    @discardableResult
    func layout(of paragraph: Int) -> TextLayout {
        paragraphLayout.layout(of: paragraph, in: model.text)
    }

    /// The top of a paragraph's text in content coordinates (the view's, unscrolled).
    func top(of paragraph: Int) -> Double {
        textInsets.top + paragraphLayout.top(of: paragraph)
    }

    /// Lays out the paragraphs the viewport shows, so their heights are exact before drawing.
    func layOutVisibleParagraphs() -> Range<Int> {
        // The view's direction changed (it moved into a right-to-left window): lay the paragraphs out again.
        if paragraphLayout.isRightToLeft != isRightToLeft { layoutDidChange() }
        let top = contentOffset - textInsets.top
        let bottom = top + bounds.height
        return paragraphLayout.layOutParagraphs(from: top, to: bottom, in: model.text)
    }
}

/// Drawing: only the paragraphs in the viewport are laid out and drawn.
extension TextView {
    static let selectionColor = Color.systemBlue.withAlpha(0.25)
    static let inactiveSelectionColor = Color(white: 0.5, alpha: 0.2)

    /// Draws the visible paragraphs, the selection, the caret (when focused, read-only too, as GTK's
    /// text view shows it) and the scroll indicator.
    func drawText(in context: GraphicsContext) {
        let visible = layOutVisibleParagraphs()
        scroll(to: contentOffset)  // re-clamps to the new layout
        let selection = model.selectedRange
        let viewport = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        context.save()
        // A paragraph crossing an edge is drawn whole: the view's own drawing is clipped here.
        context.clip(to: viewport)
        defer { context.restore() }
        for paragraph in visible {
            let layout = layout(of: paragraph)
            let origin = Point(x: textInsets.left, y: top(of: paragraph) - contentOffset)
            if !selection.isEmpty { drawSelection(selection, in: paragraph, layout: layout, origin: origin, context: context) }
            layout.draw(in: context, at: origin, color: textColor)
        }
        if isFocused && !model.hasSelection {
            let caret = caretRect(forUTF8Offset: model.caret)
            let x = caret.minX.rounded() + 0.5
            let y = caret.minY - contentOffset
            context.strokeLine(from: Point(x: x, y: y), to: Point(x: x, y: y + caret.height), with: textColor, lineWidth: 1)
        }
        scrollPosition.drawIndicator(
            in: context, viewport: viewport, contentHeight: contentHeight, isRightToLeft: isRightToLeft)
    }

    private func drawSelection(
        _ selection: Range<Int>, in paragraph: Int, layout: TextLayout, origin: Point,
        context: GraphicsContext
    ) {
        let start = paragraphs.starts[paragraph], end = paragraphs.ends[paragraph]
        let lower = max(selection.lowerBound, start), upper = min(selection.upperBound, end)
        let color = isFocused ? Self.selectionColor : Self.inactiveSelectionColor
        if lower < upper {
            for rect in layout.selectionRects(forUTF8Range: (lower - start)..<(upper - start)) {
                context.fill(
                    Rect(x: origin.x + rect.minX, y: origin.y + rect.minY, width: rect.width, height: rect.height),
                    with: color)
            }
        }
        // A selected line break shows as a sliver after the paragraph's last line, as in GTK.
        if selection.contains(end) && end < model.text.utf8.count {
            let caret = layout.caretRect(forUTF8Offset: end - start)
            context.fill(Rect(x: origin.x + caret.minX, y: origin.y + caret.minY, width: 6, height: caret.height), with: color)
        }
    }
}

/// The pointer: wheel scrolling, click to place the caret, drag to select.
extension TextView: PointerSelecting, ContentScrolling {
    func handleTextPointer(_ event: PointerEvent) -> Bool {
        if case .scroll(_, let dy) = event.kind { return scroll(by: dy) }
        if case .press(.left) = event.kind { goalX = nil }
        return handleSelectionPointer(event)
    }

    /// The offset under a point in the view's coordinates, which scroll with ``contentOffset``.
    func selectionOffset(at point: Point) -> Int {
        utf8Offset(atContentPoint: Point(x: point.x, y: point.y + contentOffset))
    }
}
