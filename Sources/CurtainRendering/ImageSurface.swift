import CurtainCCairo

/// A premultiplied ARGB32 pixel grid that Cairo can draw into.
///
/// Either Cairo owns the memory (``init(width:height:)``) or the caller does
/// (``init(wrapping:width:height:stride:)``): the shm layer wraps a mapped `wl_buffer` this way,
/// and must keep the mapping alive for as long as the surface exists.
///
/// ```swift
/// let surface = try ImageSurface(width: 320, height: 200)
/// let context = GraphicsContext(surface: surface)
/// context.fill(surface.bounds, with: .white)
/// try surface.writePNG(to: "/tmp/out.png")
/// ```
@MainActor public final class ImageSurface {
    /// The `cairo_surface_t *`, owned by this object.
    public let cairoSurface: OpaquePointer
    /// Width in device pixels.
    public let width: Int
    /// Height in device pixels.
    public let height: Int

    /// Errors creating or saving a surface.
    public enum Error: Swift.Error, CustomStringConvertible {
        /// Cairo refused the surface; the payload is Cairo's status string.
        case cairo(String)

        public var description: String {
            switch self {
            case .cairo(let message): "cairo: \(message)"
            }
        }
    }

    /// Allocates a transparent surface of `width` x `height` device pixels.
    ///
    /// - Throws: ``Error/cairo(_:)`` when the size is invalid or memory runs out.
    public init(width: Int, height: Int) throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        try Self.check(surface)
        self.cairoSurface = surface
        self.width = width
        self.height = height
    }

    /// Wraps pixel memory the caller owns, such as a mapped shm buffer in `WL_SHM_FORMAT_ARGB8888`.
    ///
    /// The memory must stay valid until this object is released; Cairo never frees it.
    /// - Parameters:
    ///   - data: The first pixel of the top row.
    ///   - width: Width in pixels.
    ///   - height: Height in pixels.
    ///   - stride: Bytes per row; must be at least `width * 4` and a multiple of 4.
    /// - Throws: ``Error/cairo(_:)`` when Cairo rejects the stride or size.
    public init(wrapping data: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) throws {
        let surface = cairo_image_surface_create_for_data(
            data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(width), Int32(height), Int32(stride))!
        try Self.check(surface)
        self.cairoSurface = surface
        self.width = width
        self.height = height
    }

    /// Reads a PNG file into a new surface of its size, as an icon or a picture to draw with
    /// ``GraphicsContext/draw(_:at:scale:alpha:)``.
    ///
    /// ```swift
    /// let icon = try ImageSurface(contentsOfPNGFile: "/usr/share/icons/hicolor/48x48/apps/yad.png")
    /// context.draw(icon, at: Point(x: 8, y: 8), scale: Double(icon.width) / 32)   // shown 32 px wide
    /// ```
    ///
    /// - Parameter path: The file's path.
    /// - Throws: ``Error/cairo(_:)`` when the file cannot be read or is not a PNG image.
    public init(contentsOfPNGFile path: String) throws {
        let surface = cairo_image_surface_create_from_png(path)!
        try Self.check(surface)
        self.cairoSurface = surface
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
    }

    isolated deinit {
        cairo_surface_destroy(cairoSurface)
    }

    /// Bytes per row.
    public var stride: Int { Int(cairo_image_surface_get_stride(cairoSurface)) }

    /// The whole surface in device pixels.
    public var bounds: Rect { Rect(x: 0, y: 0, width: Double(width), height: Double(height)) }

    /// The premultiplied ARGB32 value at a pixel, after flushing pending drawing.
    ///
    /// - Precondition: `x` and `y` are inside the surface.
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        cairo_surface_flush(cairoSurface)
        let base = cairo_image_surface_get_data(cairoSurface)!
        return UnsafeRawPointer(base).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }

    /// Calls `body` with every pixel row by row, after flushing pending drawing.
    public func forEachPixel(_ body: (_ x: Int, _ y: Int, _ pixel: UInt32) -> Void) {
        cairo_surface_flush(cairoSurface)
        let base = UnsafeRawPointer(cairo_image_surface_get_data(cairoSurface)!)
        let rowBytes = stride
        for y in 0..<height {
            for x in 0..<width {
                body(x, y, base.load(fromByteOffset: y * rowBytes + x * 4, as: UInt32.self))
            }
        }
    }

    /// Tells Cairo that the memory was changed behind its back (for wrapped memory).
    public func markDirty() {
        cairo_surface_mark_dirty(cairoSurface)
    }

    /// Finishes pending drawing so the memory holds the final pixels (before attaching a buffer).
    public func flush() {
        cairo_surface_flush(cairoSurface)
    }

    /// Writes the surface as a PNG file.
    ///
    /// - Throws: ``Error/cairo(_:)`` when the file cannot be written.
    public func writePNG(to path: String) throws {
        let status = cairo_surface_write_to_png(cairoSurface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Error.cairo(String(cString: cairo_status_to_string(status)))
        }
    }

    private static func check(_ surface: OpaquePointer) throws {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw Error.cairo(String(cString: cairo_status_to_string(status)))
        }
    }
}
