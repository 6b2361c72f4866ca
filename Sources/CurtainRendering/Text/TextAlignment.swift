/// Horizontal placement of lines within a text layout's width.
///
/// `.leading` and `.trailing` follow each paragraph's direction: `.leading` is the right edge for
/// Arabic or Hebrew text.
public enum TextAlignment: Sendable, Hashable {
    /// The start of each paragraph's direction: left for Latin, right for Arabic.
    case leading
    /// Centred.
    case center
    /// The end of each paragraph's direction.
    case trailing
}

/// Where a layout that does not fit drops text and shows "…".
public enum TextEllipsis: Sendable, Hashable {
    /// Never ellipsize: lines wrap (given a width) or run on.
    case none
    /// "…" replaces the beginning.
    case start
    /// "…" replaces the middle (good for file paths).
    case middle
    /// "…" replaces the end.
    case end
}
