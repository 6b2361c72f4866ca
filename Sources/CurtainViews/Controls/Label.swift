import CurtainRendering

/// Read-only text: an alert's title or message.
///
/// Plain text by default (``text``); Pango markup only through ``markup``. Wraps at the width it is
/// laid out at; ``maximumNumberOfLines`` and ``ellipsis`` truncate.
///
/// ```swift
/// let title = Label(text: "Delete “Report.pdf”?", font: .headline)
/// title.alignment = .center
/// let height = title.sizeThatFits(Size(width: 238, height: .infinity)).height
/// ```
@MainActor public final class Label: View {
    private let layout: TextLayout
    /// What the layout shows (markup resolved): the accessible name.
    var layoutDisplayedText: String { layout.displayedText }

    /// The most UTF-8 bytes of text a label shows (32 KiB, some 800 lines in an alert); longer text
    /// and markup are cut and end in "…", so a megabyte of message lays out in well under a second
    /// instead of seconds per layout pass. ``text`` and ``markup`` still return everything.
    public static let maximumDisplayedLength = 32_768

    /// Creates a label showing plain `text`.
    public init(text: String = "", font: Font = .body, color: Color = .label) {
        layout = TextLayout(font: font)
        layout.displayLimit = Self.maximumDisplayedLength
        layout.breaksLongWords = true
        layout.setText(text)
        self.textColor = color
        super.init()
    }

    /// The text, shown literally: `<b>` appears as typed. Setting it discards any markup.
    public var text: String {
        get { layout.isMarkup ? "" : layout.text }
        set {
            guard layout.isMarkup || newValue != layout.text else { return }
            layout.setText(newValue)
            contentDidChange()
        }
    }

    /// Pango markup to show instead of plain text, or `nil` when the label shows ``text``.
    ///
    /// Escape user-supplied parts with ``Markup/escape(_:)``. Invalid markup shows its source literally.
    public var markup: String? {
        get { layout.isMarkup ? layout.text : nil }
        set {
            if let newValue { layout.setMarkup(newValue) } else { layout.setText("") }
            contentDidChange()
        }
    }

    /// The font for text without markup overrides.
    public var font: Font {
        get { layout.font }
        set {
            guard newValue != layout.font else { return }
            layout.font = newValue
            contentDidChange()
        }
    }

    /// The colour for text without markup overrides.
    public var textColor: Color {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }

    /// Line placement; `.leading` follows each paragraph's direction, and the label's
    /// ``View/effectiveLayoutDirection`` for a paragraph without one (digits, punctuation). In a right-to-left
    /// layout the lines of `.leading` text sit at the right edge as a block, as in GTK: a left-to-right line
    /// there starts at the right, its lines aligned with each other on the left.
    public var alignment: TextAlignment {
        get { layout.alignment }
        set {
            layout.alignment = newValue
            setNeedsDisplay()
        }
    }

    /// Where text that does not fit is cut.
    public var ellipsis: TextEllipsis {
        get { layout.ellipsis }
        set {
            layout.ellipsis = newValue
            contentDidChange()
        }
    }

    /// The most lines shown; `0` (the default) means no limit.
    public var maximumNumberOfLines: Int {
        get { layout.maximumNumberOfLines }
        set {
            layout.maximumNumberOfLines = newValue
            contentDidChange()
        }
    }

    /// Whether the current layout dropped text to fit.
    public var isTruncated: Bool {
        layout.width = frame.width
        return layout.isEllipsized
    }

    /// The characters actually laid out: markup tags and control characters removed, cut at
    /// ``maximumDisplayedLength``. For tests and diagnostics.
    public var displayedText: String { layout.displayedText }

    /// Characters no installed font can draw, in the current text.
    public var unknownGlyphCount: Int { layout.unknownGlyphCount }

    /// The text's size when wrapped to `proposal.width` (unwrapped when infinite), rounded up to
    /// whole logical pixels. The height is not limited by `proposal.height`.
    /// Sized by its text: it keeps its fitted size when a stack or grid has room to spare.
    public override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { .defaultHigh }

    public override func sizeThatFits(_ proposal: Size) -> Size {
        if let preferredSize { return preferredSize }
        applyDirection(to: layout)
        layout.width = proposal.width.isFinite ? proposal.width : nil
        let size = layout.size
        let width = proposal.width.isFinite ? min(size.width, proposal.width) : size.width
        return Size(width: width.rounded(.up), height: size.height.rounded(.up))
    }

    public override func draw(in context: GraphicsContext) {
        applyDirection(to: layout)
        layout.width = bounds.width
        let height = layout.size.height
        // Centre the text block vertically when the label is taller than its text.
        let y = max(0, (bounds.height - height) / 2)
        // Right to left, a left-to-right line ("Copying files") starts at the leading edge too, as in GTK.
        let x = alignment == .leading ? leadingOrigin(of: layout, in: bounds).x : bounds.minX
        layout.draw(in: context, at: Point(x: x, y: bounds.minY + y), color: textColor)
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
