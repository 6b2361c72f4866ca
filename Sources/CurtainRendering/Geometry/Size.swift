/// A width and height in logical pixels.
///
/// `Size.unbounded` is the proposal for "as large as you like": `sizeThatFits(.unbounded)`
/// asks a view for its natural, unwrapped size.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// No extent at all.
    public static let zero = Size(width: 0, height: 0)
    /// A proposal without limits in either direction.
    public static let unbounded = Size(width: .infinity, height: .infinity)

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size grown by `insets` on every side (shrunk when they are negative).
    public func expanded(by insets: EdgeInsets) -> Size {
        Size(width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }

    /// The size shrunk by `insets`, never below zero; infinite extents stay infinite.
    public func inset(by insets: EdgeInsets) -> Size {
        Size(
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }

    public var description: String { "\(width)x\(height)" }
}
