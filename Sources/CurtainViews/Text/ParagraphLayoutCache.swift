import CurtainRendering

/// A ``TextView``'s text cut into paragraphs, each with a height, and Pango layouts for only the paragraphs
/// that have been shown: what makes a 10 MB text open as fast as a short one.
///
/// Every paragraph starts with a height estimated from its length at the font's average character width;
/// laying a paragraph out (``layout(of:in:)``) corrects its height, so the text's total height becomes
/// exact where it has been seen. At most ``limit`` layouts are kept: past it, those not in ``shown`` go.
///
/// Positions here are in text coordinates: y 0 is the top of the first paragraph's spacing, before the
/// view's insets and scrolling. The layouts are reference types; only the view that owns this value should
/// lay out or draw with them.
@MainActor struct ParagraphLayoutCache {
    /// The most paragraph layouts kept between frames.
    static let limit = 256

    /// The font of all of the text.
    var font: Font
    /// Where lines break.
    var wrapMode = TextWrapMode.word
    /// Extra space above and below each paragraph.
    var spacing = 2.0
    /// Whether paragraphs without a direction of their own read right to left, and `.leading` is the right edge
    /// (``TextLayout/isBaseDirectionRightToLeft``): the view's direction.
    var isRightToLeft = false
    /// The height of one line of ``font``: the unit estimates are made of.
    private(set) var lineHeight = 0.0
    /// The width of an average character of ``font``, for estimating how many lines a paragraph wraps to.
    private(set) var averageCharacterWidth = 0.0
    /// The wrapping width every layout and estimate is made at.
    private(set) var width = 0.0
    /// Where each paragraph starts and ends in the text.
    private(set) var paragraphs = ParagraphIndex()
    /// Each paragraph's height with its spacing: measured where laid out, estimated elsewhere.
    private(set) var heights = HeightIndex()
    /// The paragraphs shown last, kept when the cache is trimmed: the witness of lazy layout in tests.
    private(set) var shown: Range<Int> = 0..<0
    /// Pango layouts of recently shown paragraphs, by paragraph index.
    private var layouts: [Int: TextLayout] = [:]

    /// A cache for text in `font`, with no text yet: call ``textDidChange(_:from:)`` with it.
    init(font: Font) {
        self.font = font
        measureFont()
    }

    /// The height of all of the paragraphs with their spacing.
    var totalHeight: Double { heights.total }

    /// The font, wrap mode, spacing or wrapping width changed: every layout goes and every height is an
    /// estimate again, at the new `width`.
    mutating func invalidate(width: Double) {
        measureFont()
        layouts.removeAll()
        self.width = width
        heights = HeightIndex(estimatedHeights(0..<paragraphs.count))
    }

    /// `text` changed from UTF-8 offset `offset` on: the paragraphs from there are read again and
    /// estimated; those before keep their layouts and heights.
    mutating func textDidChange(_ text: String, from offset: Int) {
        let first = paragraphs.update(text, from: offset)
        let kept = heights.heights.prefix(first)
        heights = HeightIndex(Array(kept) + estimatedHeights(first..<paragraphs.count))
        for index in layouts.keys where index >= first { layouts[index] = nil }
    }

    /// The laid-out paragraph of `text`, made (and its height corrected) if needed.
    @discardableResult
    mutating func layout(of paragraph: Int, in text: String) -> TextLayout {
        if let layout = layouts[paragraph] { return layout }
        if layouts.count >= Self.limit {
            for index in layouts.keys where !shown.contains(index) { layouts[index] = nil }
        }
        let layout = TextLayout(font: font)
        layout.isBaseDirectionRightToLeft = isRightToLeft
        layout.wrapMode = wrapMode
        layout.width = width
        layout.setText(displayText(of: paragraph, in: text))
        layouts[paragraph] = layout
        heights.setHeight(layout.size.height + 2 * spacing, at: paragraph)
        return layout
    }

    /// The top of a paragraph's text (below its spacing), in text coordinates.
    func top(of paragraph: Int) -> Double { heights.top(of: paragraph) + spacing }

    /// Lays out the paragraphs that show between text y `top` and `bottom`, so that their heights are
    /// exact before they are drawn, and remembers them as ``shown``.
    ///
    /// - Returns: the paragraphs to draw.
    mutating func layOutParagraphs(from top: Double, to bottom: Double, in text: String) -> Range<Int> {
        let first = heights.item(at: max(0, top))
        var index = first
        while index < paragraphs.count {
            layout(of: index, in: text)
            index += 1
            if heights.top(of: index) >= bottom { break }
        }
        shown = first..<index
        return shown
    }

    /// Font metrics for estimates: one line's height and an average character's width.
    private mutating func measureFont() {
        let probe = TextLayout(text: "", font: font)
        lineHeight = probe.size.height
        let sample = "The quick brown fox jumps over the lazy dog 0123456789"
        probe.setText(sample)
        averageCharacterWidth = probe.size.width / Double(sample.count)
    }

    /// Paragraph heights guessed from their lengths: their lines at the average character width.
    private func estimatedHeights(_ range: Range<Int>) -> [Double] {
        // Plain locals: this runs over every paragraph of the text, 150,000 for 10 MB.
        let starts = paragraphs.starts, ends = paragraphs.ends
        let perByte = averageCharacterWidth / max(1, width)
        let line = lineHeight, spacing = 2 * spacing
        var result = [Double](repeating: 0, count: range.count)
        result.withUnsafeMutableBufferPointer { buffer in
            for (slot, paragraph) in range.enumerated() {
                let lines = max(1, (Double(ends[paragraph] - starts[paragraph]) * perByte).rounded(.up))
                buffer[slot] = lines * line + spacing
            }
        }
        return result
    }

    /// What Pango is given for a paragraph: its text with each control character replaced by a
    /// visible one of the same UTF-8 length, so that offsets into the layout are offsets into the text.
    private func displayText(of paragraph: Int, in text: String) -> String {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: paragraphs.starts[paragraph])
        let end = utf8.index(utf8.startIndex, offsetBy: paragraphs.ends[paragraph])
        let content = String(text[start..<end])
        guard content.unicodeScalars.contains(where: Self.isControl) else { return content }
        var scalars = String.UnicodeScalarView()
        for scalar in content.unicodeScalars {
            scalars.append(Self.isControl(scalar) ? (scalar.value < 0x80 ? "?" : "¿") : scalar)
        }
        return String(scalars)
    }

    /// Control characters Pango would not show as they are (tab excepted).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }
}
