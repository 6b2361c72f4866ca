/// Distances inward from each edge of a rectangle, in logical pixels.
///
/// Stack views pad their arranged subviews with these; `Rect.inset(by:)` applies them.
public struct EdgeInsets: Sendable, Hashable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets for each edge.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates the same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// Creates insets with one value for left and right and one for top and bottom.
    public init(horizontal: Double, vertical: Double) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
}
