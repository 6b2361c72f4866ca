/// A rectangle in a surface's logical coordinates (or, scaled, in buffer pixels), as the protocol counts: `Int32`.
///
/// Used for damage, window geometry and popup placement.
public struct SurfaceRect: Sendable, Hashable, CustomStringConvertible {
    /// The left edge.
    public var x: Int32
    /// The top edge.
    public var y: Int32
    /// The width; damage and geometry with a width of 0 or less cover nothing.
    public var width: Int32
    /// The height.
    public var height: Int32

    /// Creates a rectangle, at the origin unless placed.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: Int32 = 0, y: Int32 = 0, width: Int32, height: Int32) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle at the origin covering a whole surface of `size`.
    public init(size: SurfaceSize) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// Whether the rectangle covers no pixels.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The size part of the rectangle.
    public var size: SurfaceSize { SurfaceSize(width: width, height: height) }

    /// The smallest rectangle containing both; an empty rectangle contributes nothing.
    public func union(_ other: SurfaceRect) -> SurfaceRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let minX = min(x, other.x), minY = min(y, other.y)
        let maxX = max(x + width, other.x + other.width), maxY = max(y + height, other.y + other.height)
        return SurfaceRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The overlap of both, or an empty rectangle when they do not meet.
    public func intersection(_ other: SurfaceRect) -> SurfaceRect {
        let minX = max(x, other.x), minY = max(y, other.y)
        let maxX = min(x + width, other.x + other.width), maxY = min(y + height, other.y + other.height)
        guard maxX > minX, maxY > minY else { return SurfaceRect(x: minX, y: minY, width: 0, height: 0) }
        return SurfaceRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rectangle in buffer pixels for an integer buffer scale.
    public func scaled(by scale: Int32) -> SurfaceRect {
        SurfaceRect(x: x * scale, y: y * scale, width: width * scale, height: height * scale)
    }

    public var description: String { "(\(x),\(y) \(width)x\(height))" }
}
