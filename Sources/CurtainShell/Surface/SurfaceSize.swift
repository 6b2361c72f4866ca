/// A width and height in logical pixels (or buffer pixels where documented), as the protocol counts: `Int32`.
public struct SurfaceSize: Sendable, Hashable, CustomStringConvertible {
    /// The width.
    public var width: Int32
    /// The height.
    public var height: Int32

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - width: The width.
    ///   - height: The height.
    public init(width: Int32, height: Int32) {
        self.width = width
        self.height = height
    }

    /// The zero size, which `xdg_toplevel.configure` uses to mean "choose your own size".
    public static let zero = SurfaceSize(width: 0, height: 0)

    /// Whether either side is zero or negative.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The size in buffer pixels for an integer buffer scale.
    public func scaled(by scale: Int32) -> SurfaceSize {
        SurfaceSize(width: width * scale, height: height * scale)
    }

    public var description: String { "\(width)x\(height)" }
}
