/// Horizontal placement of lines within a text layout's width.
///
/// `.leading` and `.trailing` follow each paragraph's direction: `.leading` is the right edge for
/// Arabic or Hebrew text.
public enum TextAlignment: Sendable, Hashable {
    case leading
    case center
    case trailing
}

/// Where a layout that does not fit drops text and shows "…".
public enum TextEllipsis: Sendable, Hashable {
    /// Never ellipsize: lines wrap (given a width) or run on.
    case none
    case start
    case middle
    case end
}
