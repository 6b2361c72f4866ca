import Wayland

/// The double-buffered state a ``Surface``'s commits have applied besides the buffer: the buffer scale, the
/// viewport's destination and the attached buffer's pixel size.
///
/// `wl_surface.set_buffer_scale` and `wp_viewport.set_destination` stay in force until changed, so the surface
/// remembers what it last sent and each frame sends only what differs. It also owns the `wp_viewport`, made the
/// first time a fractional scale needs one.
@MainActor struct SurfaceCommitState {
    /// The pixel size of the buffer last attached.
    var bufferSize: SurfaceSize?
    /// The `wl_surface.set_buffer_scale` in force.
    private(set) var bufferScale: Int32 = 1
    /// The `wp_viewport` destination in force: the logical size while drawing at a fractional scale, else nil.
    private(set) var viewportDestination: SurfaceSize?
    /// The surface's viewport, once a fractional scale has needed one.
    private var viewport: WpViewport?

    /// Sends `wl_surface.set_buffer_scale` when `scale` differs from the one in force. Double-buffered: the
    /// caller commits.
    mutating func setBufferScale(_ scale: Int32, on surface: WlSurface) {
        guard scale != bufferScale else { return }
        surface.setBufferScale(scale)
        bufferScale = scale
    }

    /// Tells the compositor the logical size of a buffer drawn at a fractional scale (`wp_viewport
    /// .set_destination`), or unsets it (-1, -1) when the scale is whole again. Double-buffered: the caller commits.
    mutating func setViewportDestination(
        _ destination: SurfaceSize?, on surface: WlSurface,
        viewporter: WpViewporter?
    ) {
        guard destination != viewportDestination else { return }
        if viewport == nil, destination != nil { viewport = viewporter?.getViewport(surface: surface) }
        guard let viewport else { return }
        viewport.setDestination(width: destination?.width ?? -1, height: destination?.height ?? -1)
        viewportDestination = destination
    }

    /// Destroys the viewport: an extension object goes before its surface.
    mutating func releaseViewport() {
        viewport = nil
    }
}
