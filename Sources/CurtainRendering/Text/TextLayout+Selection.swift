import CurtainCPango

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
