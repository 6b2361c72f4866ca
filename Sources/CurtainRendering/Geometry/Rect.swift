// Glibc links libm, which `Double.rounded(_:)` needs on Linux.
import Glibc

/// An axis-aligned rectangle in logical pixels: an origin (top-left corner) and a size.
///
/// Dirty regions, frames and bounds are all `Rect`s. An empty rect (zero or negative area)
/// contains no points and vanishes from unions.
///
/// ```swift
/// let card = Rect(x: 0, y: 0, width: 270, height: 140)
/// let content = card.inset(by: EdgeInsets(all: 16))   // 16, 16, 238 x 108
/// ```
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extent from the origin.
    public var size: Size

    /// The empty rect at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Creates a rect from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rect from its coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge (outside the rect).
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge (outside the rect).
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The horizontal extent.
    public var width: Double { size.width }
    /// The vertical extent.
    public var height: Double { size.height }

    /// Whether the rect covers no area.
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// Whether `point` lies inside; the right and bottom edges are outside.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the two rects share any area.
    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    /// The area both rects cover, or `.zero` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rect covering both; an empty operand is ignored.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rect shrunk by `insets` (grown when they are negative).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }

    /// The rect shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        inset(by: EdgeInsets(horizontal: dx, vertical: dy))
    }

    /// The rect moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The smallest rect with whole-pixel edges that covers this one once scaled by `scale`,
    /// expressed back in logical pixels.
    ///
    /// Damage and clipping use this so that a redraw never leaves half-painted device pixels.
    public func integral(scale: Double = 1) -> Rect {
        guard !isEmpty else { return .zero }
        let x0 = (minX * scale).rounded(.down), y0 = (minY * scale).rounded(.down)
        let x1 = (maxX * scale).rounded(.up), y1 = (maxY * scale).rounded(.up)
        return Rect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
