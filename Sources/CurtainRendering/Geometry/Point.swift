/// A position in logical pixels, in whatever coordinate space the caller names.
///
/// Views use their own bounds space unless a method says otherwise: `View.convert(_:to:)`
/// moves points between views.
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal coordinate; grows to the right.
    public var x: Double
    /// The vertical coordinate; grows downward.
    public var y: Double

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    public var description: String { "(\(x), \(y))" }
}
