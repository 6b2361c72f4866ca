import CurtainCCairo
import CurtainShell

extension Buffer {
    /// Runs `body` with a Cairo image surface over the buffer's pixels.
    ///
    /// The surface is flushed and destroyed when `body` returns; do not keep it.
    /// - Parameters:
    ///   - body: Receives the `cairo_surface_t *`.
    /// - Returns: What `body` returns.
    public func withCairoSurface<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
        let surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride)
        )!
        defer {
            cairo_surface_flush(surface)
            cairo_surface_destroy(surface)
        }
        return try body(surface)
    }

    /// Runs `body` with a Cairo context drawing into the buffer, in buffer pixels (apply the scale yourself).
    ///
    /// - Parameters:
    ///   - body: Receives the `cairo_t *`, valid only during the call.
    /// - Returns: What `body` returns.
    public func withCairoContext<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
        try withCairoSurface { surface in
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            return try body(cr)
        }
    }
}
