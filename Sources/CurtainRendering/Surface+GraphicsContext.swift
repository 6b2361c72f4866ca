import CurtainCCairo
import CurtainShell

@MainActor
extension Surface.DrawContext {
    /// Runs `body` with a context on the frame's buffer, scaled by ``renderScale`` so one unit is one logical
    /// pixel, and clipped to ``clip``, the only pixels the Shell will damage.
    ///
    /// - Parameters:
    ///   - body: Draws the frame; the context is valid only during the call.
    /// - Returns: What `body` returns.
    public func withGraphicsContext<Result>(_ body: (GraphicsContext) throws -> Result) rethrows -> Result {
        try withDeviceGraphicsContext { context in
            context.scale(x: renderScale.factor, y: renderScale.factor)
            return try body(context)
        }
    }

    /// Runs `body` with a context on the frame's buffer in device pixels (the renderer applies ``renderScale``
    /// itself), clipped to ``clip``.
    ///
    /// - Parameters:
    ///   - body: Draws the frame; the context is valid only during the call.
    /// - Returns: What `body` returns.
    public func withDeviceGraphicsContext<Result>(_ body: (GraphicsContext) throws -> Result) rethrows -> Result {
        try buffer.withCairoContext { cr in
            cairo_rectangle(cr, Double(clip.x), Double(clip.y), Double(clip.width), Double(clip.height))
            cairo_clip(cr)
            return try body(GraphicsContext(borrowing: cr))
        }
    }
}
