/// A rectangle of whole pixels in a screenshot or in compositor coordinates.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// One past the rightmost column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }
    /// The centre, rounded down: a safe point to click.
    public var center: (x: Int, y: Int) { (x + width / 2, y + height / 2) }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the pixel at `x`, `y` lies inside.
    public func contains(x: Int, y: Int) -> Bool {
        x >= self.x && x < maxX && y >= self.y && y < maxY
    }

    /// The part of both rectangles, empty (zero size) when they do not overlap.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The same rectangle shrunk by `amount` on every side, to test insides without their edges.
    public func insetBy(_ amount: Int) -> PixelRect {
        PixelRect(x: x + amount, y: y + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }

    /// `x,y widthxheight`.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}
