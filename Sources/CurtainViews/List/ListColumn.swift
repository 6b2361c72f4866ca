/// One column of a ``ListView``: a header title, and whether it is shown.
///
/// Hidden columns keep their cells (a script may print a hidden id column, as zenity's
/// `--hide-column` allows) but take no width and are never drawn.
///
/// ```swift
/// let columns = [ListColumn("Id", isHidden: true), ListColumn("Name")]
/// ```
public struct ListColumn: Sendable, Equatable {
    /// The header title.
    public var title: String
    /// Whether the column is left out of drawing and type-ahead.
    public var isHidden: Bool

    /// Creates a column.
    ///
    /// - Parameters:
    ///   - title: the header title.
    ///   - isHidden: leave the column out of drawing.
    public init(_ title: String, isHidden: Bool = false) {
        self.title = title
        self.isHidden = isHidden
    }
}
