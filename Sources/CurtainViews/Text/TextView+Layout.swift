import CurtainRendering

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
