/// How many buffer pixels a surface draws per logical pixel, and how the compositor learns it.
///
/// An integer scale goes to `wl_surface.set_buffer_scale`, with buffers of logical size × scale. A fractional
/// scale (KWin's 1.25 or 1.5, from `wp_fractional_scale_v1.preferred_scale`) cannot: the buffer is drawn at
/// `round(logical × scale)` pixels with buffer scale 1, and `wp_viewport.set_destination` gives the compositor
/// the logical size, so that on an output of that scale each buffer pixel is one device pixel and text stays crisp
/// instead of being drawn at 2 and shrunk.
///
/// ```swift
/// let scale = SurfaceScale(preferredScale: 150)             // 150/120 = 1.25
/// scale.pixelSize(of: SurfaceSize(width: 301, height: 200))  // 376x250
/// scale.bufferScale                                          // 1: a viewport does the scaling
/// ```
public struct SurfaceScale: Sendable, Hashable, CustomStringConvertible {
    /// Buffer pixels per logical pixel: 1, 2, 1.25, 1.5.
    public let factor: Double

    /// A scale of `factor` buffer pixels per logical pixel; factors below 1/120 count as 1.
    public init(_ factor: Double) {
        self.factor = factor.isFinite && factor >= 1.0 / 120 ? factor : 1
    }

    /// An integer output scale, as `wl_output.scale` gives it.
    public init(integer scale: Int32) {
        self.init(Double(max(1, scale)))
    }

    /// `wp_fractional_scale_v1.preferred_scale`'s value: the scale's numerator over a denominator of 120.
    public init(preferredScale numerator: UInt32) {
        self.init(Double(numerator) / 120)
    }

    /// Whether the scale is not a whole number and so needs a viewport.
    public var isFractional: Bool { factor != factor.rounded() }

    /// The value for `wl_surface.set_buffer_scale`: the integer scale, or 1 when a viewport scales the buffer.
    public var bufferScale: Int32 { isFractional ? 1 : Int32(factor) }

    /// The buffer's size in pixels for a surface of `size` logical pixels: `round(size × factor)`, as
    /// fractional-scale-v1 asks (rounding halves away from zero), at least one pixel a side.
    public func pixelSize(of size: SurfaceSize) -> SurfaceSize {
        SurfaceSize(width: Self.pixels(size.width, factor), height: Self.pixels(size.height, factor))
    }

    /// The smallest rectangle of whole buffer pixels containing logical `rect`, clipped to `bufferSize`.
    public func pixelRect(covering rect: SurfaceRect, in bufferSize: SurfaceSize) -> SurfaceRect {
        let minX = (Double(rect.x) * factor).rounded(.down), minY = (Double(rect.y) * factor).rounded(.down)
        let maxX = (Double(rect.x + rect.width) * factor).rounded(.up)
        let maxY = (Double(rect.y + rect.height) * factor).rounded(.up)
        return Self.rect(minX, minY, maxX, maxY).intersection(SurfaceRect(size: bufferSize))
    }

    /// The smallest logical rectangle whose pixels include every pixel of `pixels`, clipped to `size`: what
    /// must be repainted so that no pixel of `pixels` keeps stale content.
    public func logicalRect(covering pixels: SurfaceRect, in size: SurfaceSize) -> SurfaceRect {
        let minX = (Double(pixels.x) / factor).rounded(.down), minY = (Double(pixels.y) / factor).rounded(.down)
        let maxX = (Double(pixels.x + pixels.width) / factor).rounded(.up)
        let maxY = (Double(pixels.y + pixels.height) / factor).rounded(.up)
        return Self.rect(minX, minY, maxX, maxY).intersection(SurfaceRect(size: size))
    }

    public var description: String { isFractional ? "\(factor)" : "\(Int(factor))" }

    private static func pixels(_ logical: Int32, _ factor: Double) -> Int32 {
        Int32(max(1, (Double(logical) * factor).rounded(.toNearestOrAwayFromZero)))
    }

    private static func rect(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> SurfaceRect {
        SurfaceRect(x: Int32(minX), y: Int32(minY), width: Int32(maxX - minX), height: Int32(maxY - minY))
    }
}
