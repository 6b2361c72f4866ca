/// A width and height in logical pixels, used by the presentation model.
///
/// Presentation keeps its own small geometry types so that it depends on nothing but the
/// standard library; a backend converts from its view geometry at the boundary.
public struct PresentationSize: Sendable, Hashable {
    /// Width in logical px.
    public var width: Double
    /// Height in logical px.
    public var height: Double

    /// Creates a size in logical pixels.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle in a container's coordinates, in logical pixels; y grows downwards.
public struct PresentationRect: Sendable, Hashable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// Width in logical px.
    public var width: Double
    /// Height in logical px.
    public var height: Double

    /// Creates a rectangle from its origin (top-left corner) and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A rectangle of `size` centred in a container of `container` size.
    public static func centered(_ size: PresentationSize, in container: PresentationSize) -> PresentationRect {
        PresentationRect(
            x: (container.width - size.width) / 2, y: (container.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    /// The size of the rectangle.
    public var size: PresentationSize { PresentationSize(width: width, height: height) }
    /// The y coordinate of the bottom edge.
    public var maxY: Double { y + height }
    /// The centre point's x.
    public var midX: Double { x + width / 2 }
    /// The centre point's y.
    public var midY: Double { y + height / 2 }
}
