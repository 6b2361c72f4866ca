import CurtainCCairo
import CurtainCPango

/// A paragraph of text laid out by Pango, measured and drawn in logical pixels.
///
/// Text is plain by default (`pango_layout_set_text`): `<b>` shows as the four characters it is.
/// Markup is parsed only through ``setMarkup(_:)``. Control characters other than `\n` and `\t`
/// are removed before Pango sees the text. Byte offsets in this API are UTF-8 offsets into
/// ``text`` exactly as given.
///
/// ```swift
/// let layout = TextLayout(text: "Delete “Report.pdf”?", font: .headline)
/// layout.width = 238
/// layout.alignment = .center
/// let height = layout.size.height
/// layout.draw(in: context, at: Point(x: 16, y: 20), color: .label)
/// ```
@MainActor public final class TextLayout {
    /// The `PangoLayout *`, owned.
    let pangoLayout: OpaquePointer
    private let pangoContext: OpaquePointer

    /// The text as last set (markup source when ``isMarkup`` is true).
    public private(set) var text: String
    /// Whether ``text`` is markup that was parsed.
    public private(set) var isMarkup = false

    /// Creates a layout of plain `text`.
    public init(text: String = "", font: Font = .body) {
        pangoContext = TextSystem.makeContext()
        pangoLayout = pango_layout_new(pangoContext)!
        self.text = ""
        self.font = font
        applyFont()
        pango_layout_set_wrap(pangoLayout, PANGO_WRAP_WORD_CHAR)
        setText(text)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(pangoLayout))
        g_object_unref(UnsafeMutableRawPointer(pangoContext))
    }

    // MARK: - Content

    /// The most UTF-8 bytes of text Pango is given, or `nil` for no limit (the default).
    ///
    /// Laying out text costs Pango about 2 s per megabyte, and every width change or drawing at a new
    /// scale lays it out again; read-only text sets a limit (see ``Label/maximumDisplayedLength``) so
    /// that no input can stall a dialog. Longer text is cut at a character boundary and ends in "…".
    /// Only what is shown is cut: ``text`` keeps everything, and changing the limit lays the whole text out again.
    public var displayLimit: Int? = nil {
        didSet {
            guard displayLimit != oldValue, !text.isEmpty else { return }
            if isMarkup { setMarkup(text) } else { setText(text) }
        }
    }

    /// Replaces the content with plain text; nothing in it is interpreted.
    public func setText(_ newText: String) {
        text = newText
        isMarkup = false
        pango_layout_set_attributes(pangoLayout, nil)
        var clean = Self.limited(TextSystem.sanitized(newText), to: displayLimit)
        if breaksLongWords { clean = Self.breakingLongWords(clean) }
        clean.withCString { pango_layout_set_text(pangoLayout, $0, Int32(clean.utf8.count)) }
    }

    /// Whether plain text gets a break opportunity (an invisible U+200B) every 8 characters of
    /// a word longer than 64: read-only text only, since it shifts byte offsets. Pango's line breaking costs
    /// superlinear time in the length of an unbreakable word (32,000 characters took seconds to lay out); with
    /// the breaks it is linear, and a long word still wraps at the view's edge, a few characters early at most.
    /// ``displayedText`` leaves the breaks out. Off by default; set it before the text.
    public var breaksLongWords = false

    /// How many characters of a long word go between two added break opportunities.
    package static let wordBreakInterval = 8
    /// The shortest word that gets break opportunities: shorter words wrap as Pango wraps them.
    package static let longWordLength = 64

    /// `text` with U+200B between the characters (never inside one) of every run of more than ``longWordLength``
    /// characters without white space.
    package static func breakingLongWords(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var run: [Character] = []
        func flush() {
            if run.count > longWordLength {
                for (index, character) in run.enumerated() {
                    if index > 0, index % wordBreakInterval == 0 { result.append("\u{200B}") }
                    result.append(character)
                }
            } else {
                result.append(contentsOf: run)
            }
            run.removeAll(keepingCapacity: true)
        }
        for character in text {
            if character.isWhitespace {
                flush()
                result.append(character)
            } else {
                run.append(character)
            }
        }
        flush()
        return result
    }

    /// Replaces the content with Pango markup (`<b>`, `<i>`, `<span foreground="…">`).
    ///
    /// Invalid markup is not an error: the source is shown as plain text instead, so a stray `<`
    /// never blanks a dialog.
    /// - Returns: Whether the markup parsed.
    @discardableResult
    public func setMarkup(_ markup: String) -> Bool {
        let clean = TextSystem.sanitized(markup)
        var attributes: OpaquePointer?
        var plain: UnsafeMutablePointer<CChar>?
        var error: UnsafeMutablePointer<GError>?
        let parsed = pango_parse_markup(clean, Int32(clean.utf8.count), 0, &attributes, &plain, nil, &error)
        guard parsed != 0, let plain else {
            if let error { g_error_free(error) }
            setText(markup)
            return false
        }
        if let displayLimit, strlen(plain) > displayLimit {
            // Attributes past the cut end with the text; Pango clamps their ranges.
            let shown = Self.limited(String(cString: plain), to: displayLimit)
            pango_layout_set_text(pangoLayout, shown, Int32(shown.utf8.count))
        } else {
            pango_layout_set_text(pangoLayout, plain, -1)
        }
        pango_layout_set_attributes(pangoLayout, attributes)
        if let attributes { pango_attr_list_unref(attributes) }
        g_free(plain)
        text = markup
        isMarkup = true
        return true
    }

    /// The characters `markup` shows: its text without tags, entities resolved (the source itself when it does not
    /// parse, as ``setMarkup(_:)`` shows it).
    public static func displayedText(ofMarkup markup: String) -> String {
        let layout = TextLayout()
        layout.setMarkup(markup)
        return layout.displayedText
    }

    /// The characters Pango lays out: ``text`` without markup tags and with entities and control
    /// characters resolved as described above. For tests and diagnostics.
    public var displayedText: String {
        let shown = String(cString: pango_layout_get_text(pangoLayout))
        guard breaksLongWords, shown.unicodeScalars.contains("\u{200B}") else { return shown }
        return String(String.UnicodeScalarView(shown.unicodeScalars.filter { $0 != "\u{200B}" }))
    }

    // MARK: - Appearance

    /// The font for all of the text (markup may override parts).
    public var font: Font {
        didSet { if font != oldValue { applyFont() } }
    }

    /// The wrapping width in logical pixels, or `nil` for one unwrapped line per paragraph.
    public var width: Double? {
        didSet {
            let units = width.map { Int32(max(0, $0) * Double(PANGO_SCALE)) } ?? -1
            pango_layout_set_width(pangoLayout, units)
        }
    }

    /// Where lines break when they do not fit ``width``; ``TextWrapMode/wordOrCharacter`` by default.
    public var wrapMode = TextWrapMode.wordOrCharacter {
        didSet { pango_layout_set_wrap(pangoLayout, wrapMode.pangoWrap) }
    }

    /// Line placement within ``width``.
    public var alignment: TextAlignment = .leading {
        didSet { applyAlignment() }
    }

    /// Whether the layout reads right to left where the text does not say: paragraphs without a strong
    /// character (digits, punctuation, an empty field) run right to left, and ``TextAlignment/leading`` means
    /// the right edge for them; false by default. Views set it from their ``View/effectiveLayoutDirection``
    /// (CurtainViews), as GTK sets a widget's Pango context from its direction.
    ///
    /// A paragraph with a direction of its own keeps it either way (Pango's automatic direction): Hebrew text
    /// reads right to left in an English dialog, and its `.leading` is its right edge.
    public var isBaseDirectionRightToLeft = false {
        didSet {
            guard isBaseDirectionRightToLeft != oldValue else { return }
            // The left-to-right value is a new context's own, so left-to-right text lays out as before.
            pango_context_set_base_dir(
                pangoContext, isBaseDirectionRightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_WEAK_LTR)
            pango_layout_context_changed(pangoLayout)
            applyAlignment()
        }
    }

    /// Where to cut text that does not fit ``width`` or ``maximumNumberOfLines``.
    public var ellipsis: TextEllipsis = .none {
        didSet { applyEllipsis() }
    }

    /// The most lines to show; `0` means no limit. A limit implies an end ellipsis unless
    /// ``ellipsis`` names another position.
    public var maximumNumberOfLines = 0 {
        didSet {
            pango_layout_set_height(pangoLayout, maximumNumberOfLines > 0 ? Int32(-maximumNumberOfLines) : -1)
            applyEllipsis()
        }
    }

    /// Pango swaps left and right for a paragraph whose direction differs from the context's base direction,
    /// so leading is Pango's left in a left-to-right context and its right in a right-to-left one.
    private func applyAlignment() {
        let value =
            switch (alignment, isBaseDirectionRightToLeft) {
            case (.leading, false), (.trailing, true): PANGO_ALIGN_LEFT
            case (.center, _): PANGO_ALIGN_CENTER
            case (.trailing, false), (.leading, true): PANGO_ALIGN_RIGHT
            }
        pango_layout_set_alignment(pangoLayout, value)
    }

    private func applyFont() {
        let description = font.makePangoDescription(for: TextSystem.fontMap)
        pango_layout_set_font_description(pangoLayout, description)
        pango_font_description_free(description)
    }

    private func applyEllipsis() {
        let mode =
            switch ellipsis {
            case .none: maximumNumberOfLines > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE
            case .start: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .end: PANGO_ELLIPSIZE_END
            }
        pango_layout_set_ellipsize(pangoLayout, mode)
    }

    // MARK: - Measuring

    /// The logical size of the laid-out text (line boxes, not ink), in logical pixels.
    ///
    /// An empty layout is one line tall, so empty text fields keep their height.
    public var size: Size {
        var logical = PangoRectangle()
        pango_layout_get_extents(pangoLayout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        return Size(width: Double(logical.width) / scale, height: Double(logical.height) / scale)
    }

    /// The rectangle the laid-out lines cover (line boxes, not ink), relative to the layout's top-left corner: its
    /// x is where the leftmost line starts, which ``alignment`` moves within ``width``.
    public var linesRect: Rect {
        var logical = PangoRectangle()
        pango_layout_get_extents(pangoLayout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        return Rect(
            x: Double(logical.x) / scale, y: Double(logical.y) / scale,
            width: Double(logical.width) / scale, height: Double(logical.height) / scale)
    }

    /// The distance from the top of the layout to the first line's baseline.
    public var baseline: Double {
        Double(pango_layout_get_baseline(pangoLayout)) / Double(PANGO_SCALE)
    }

    /// The number of lines after wrapping and truncation.
    public var lineCount: Int { Int(pango_layout_get_line_count(pangoLayout)) }

    /// Whether Pango had to cut text to honour ``width`` and ``maximumNumberOfLines``.
    public var isEllipsized: Bool { pango_layout_is_ellipsized(pangoLayout) != 0 }

    /// How many characters no installed font could draw (shown as boxes, "tofu").
    public var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(pangoLayout)) }

    // MARK: - Drawing

    /// Draws the layout with its top-left corner at `point`, in the context's current coordinates.
    ///
    /// Characters drawn without colour attributes use `color`.
    public func draw(in context: GraphicsContext, at point: Point, color: Color) {
        context.withSavedState {
            context.setColor(color)
            pango_cairo_update_layout(context.cairo, pangoLayout)
            cairo_move_to(context.cairo, point.x, point.y)
            pango_cairo_show_layout(context.cairo, pangoLayout)
        }
    }
}

/// Cutting text to ``TextLayout/displayLimit``.
extension TextLayout {
    /// The mark that ends cut text.
    static let cutMark = "…"

    /// `text` when it has at most `limit` UTF-8 bytes, else its longest prefix that ends on a whole
    /// character and, with ``cutMark``, fits in `limit` bytes.
    ///
    /// - Parameters:
    ///   - text: The text to show.
    ///   - limit: The most bytes to keep, or `nil` for no limit.
    static func limited(_ text: String, to limit: Int?) -> String {
        guard let limit, text.utf8.count > limit else { return text }
        let budget = max(0, limit - cutMark.utf8.count)
        let utf8 = text.utf8
        var end = utf8.index(utf8.startIndex, offsetBy: budget)
        // Back up to the start of a scalar (not a UTF-8 continuation byte), then of a whole character,
        // so the cut never splits an emoji or leaves a combining mark without its base.
        while end > utf8.startIndex, UTF8.isContinuation(utf8[end]) { end = utf8.index(before: end) }
        let characterEnd = text[..<end].indices.last.map { text.index(after: $0) == end ? end : $0 } ?? end
        return String(text[..<characterEnd]) + cutMark
    }
}

extension TextLayout {
    /// Replaces the content with plain text and underlines the one character at `index`: a button's mnemonic.
    ///
    /// The underline is Pango's low underline, which clears descenders, as GTK draws mnemonics.
    /// - Parameters:
    ///   - newText: The text, shown literally.
    ///   - index: The character to underline, an index into `newText`; nil underlines nothing.
    public func setText(_ newText: String, underliningCharacterAt index: String.Index?) {
        setText(newText)
        guard let index, index < newText.endIndex else { return }
        // Pango counts bytes of the text it was given, which lost its control characters scalar by scalar.
        let start = TextSystem.sanitized(String(newText[..<index])).utf8.count
        let length = TextSystem.sanitized(String(newText[index])).utf8.count
        guard length > 0, start + length <= Int(strlen(pango_layout_get_text(pangoLayout))) else { return }
        let attributes = pango_attr_list_new()
        guard let underline = pango_attr_underline_new(PANGO_UNDERLINE_LOW) else { return }
        underline.pointee.start_index = UInt32(start)
        underline.pointee.end_index = UInt32(start + length)
        pango_attr_list_insert(attributes, underline)
        pango_layout_set_attributes(pangoLayout, attributes)
        pango_attr_list_unref(attributes)
    }
}

extension TextLayout {
    /// The rectangles that cover a UTF-8 range of ``text``, one per line it touches, relative to the
    /// layout's top-left corner: what a selection highlight fills.
    public func selectionRects(forUTF8Range range: Range<Int>) -> [Rect] {
        guard !range.isEmpty, let iterator = pango_layout_get_iter(pangoLayout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        let scale = Double(PANGO_SCALE)
        var rects: [Rect] = []
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            let lineStart = Int(line.pointee.start_index), lineEnd = lineStart + Int(line.pointee.length)
            guard range.lowerBound <= lineEnd && range.upperBound >= lineStart else { continue }
            var top: Int32 = 0, bottom: Int32 = 0
            pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
            var lineRect = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &lineRect)
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(
                line, Int32(max(range.lowerBound, lineStart)), Int32(min(range.upperBound, lineEnd)),
                &ranges, &count)
            for pair in 0..<Int(count) {
                guard let ranges else { break }
                let x0 = Double(ranges[2 * pair]) / scale, x1 = Double(ranges[2 * pair + 1]) / scale
                rects.append(Rect(x: x0, y: Double(top) / scale, width: x1 - x0, height: Double(bottom - top) / scale))
            }
            g_free(ranges)
        } while pango_layout_iter_next_line(iterator) != 0
        return rects
    }
}
