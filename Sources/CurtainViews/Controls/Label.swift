import CurtainInput
import CurtainRendering

/// Read-only text: an alert's title or message.
///
/// Plain text by default (``text``); Pango markup only through ``markup``. Wraps at the width it is
/// laid out at; ``maximumNumberOfLines`` and ``ellipsis`` truncate. With ``isSelectable`` the user can select
/// and copy the text, as from a GTK message dialog (`Label+Selection.swift`).
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

    /// Whether the user can select the text and copy it: the label becomes a Tab stop that selects its whole text
    /// when focus arrives (GTK's `gtk-label-select-on-focus`), a drag selects part of it, and Ctrl+C copies the
    /// selection, Ctrl+A selects everything. Off by default: a label is read, not worked with.
    public var isSelectable = false {
        didSet {
            guard isSelectable != oldValue else { return }
            if !isSelectable, isFocused { window?.rootView.focus(nil) }
            setNeedsDisplay()
        }
    }
    /// The selection while ``isSelectable``, over the characters laid out (``displayedText``).
    var selection = TextEditingModel()
    /// Whether a left-button drag is selecting.
    var isSelectingWithPointer = false
    /// Receives the selection on Ctrl+C; the window gives it the clipboard.
    var onCopy: (@MainActor (String) -> Void)?
    /// Unused: a label takes no text. Here because the window's clipboard serves copy and paste together.
    var requestPaste: (@MainActor (@escaping (String) -> Void) -> Void)?

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

    public override var canBecomeFocused: Bool { isSelectable }

    public override func focusDidChange() {
        updateSelectionForFocus()
        super.focusDidChange()
    }

    public override func handleKey(_ event: KeyEvent) -> Bool { handleSelectionKey(event) }

    public override func handlePointer(_ event: PointerEvent) -> Bool { handleLabelPointer(event) }

    public override func draw(in context: GraphicsContext) {
        // Centred vertically when the label is taller than its text; right to left, a left-to-right line
        // ("Copying files") starts at the leading edge too, as in GTK.
        let origin = textOrigin
        if isSelectable, isFocused, selection.hasSelection {
            for rect in layout.selectionRects(forUTF8Range: selection.selectedRange) {
                context.fill(rect.offsetBy(dx: origin.x, dy: origin.y), with: TextView.selectionColor)
            }
        }
        layout.draw(in: context, at: origin, color: textColor)
    }

    /// Where the text starts in the view, as ``draw(in:)`` places it: what a point is measured from.
    var textOrigin: Point {
        applyDirection(to: layout)
        layout.width = bounds.width
        let y = max(0, (bounds.height - layout.size.height) / 2)
        return Point(x: alignment == .leading ? leadingOrigin(of: layout, in: bounds).x : bounds.minX, y: bounds.minY + y)
    }

    /// The UTF-8 offset into ``displayedText`` under `point`, in the view's coordinates.
    func layoutOffset(at point: Point) -> Int {
        let origin = textOrigin
        let local = Point(x: point.x - origin.x, y: max(0, min(point.y - origin.y, layout.size.height - 1)))
        return layout.utf8Offset(at: local)
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}

extension Label: AccessibleView {
    /// A label reads as its plain text: markup tags and entities resolved, as Pango shows it.
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .label, name: markup == nil ? text : layoutDisplayedText)
    }
}
