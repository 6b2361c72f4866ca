import CurtainShell
internal import Wayland

/// The dim as the popup's own surface shows it: a 1x1 buffer for the frame's alpha, stretched over the parent
/// by `wp_viewport.set_destination`.
///
/// It remembers the alpha attached last, so a frame whose dim did not change sends nothing for it (most frames
/// of a transition that only moves the card). Without a viewport (the Cairo fallback) the dim is painted into
/// the composed frame instead, and nothing is attached from here.
@MainActor struct StretchedDim {
    /// One buffer per alpha byte, made on first use.
    let buffers: DimmingBufferCache
    /// Stretches the popup's 1x1 buffer over the parent; nil in the Cairo fallback.
    private let viewport: WpViewport?
    /// The alpha byte of the buffer attached last, nil before the first frame.
    private var attachedAlpha: UInt8?

    /// - Parameters:
    ///   - buffers: The dim's buffers.
    ///   - viewport: The popup surface's viewport, nil in the Cairo fallback.
    init(buffers: DimmingBufferCache, viewport: WpViewport?) {
        self.buffers = buffers
        self.viewport = viewport
    }

    /// Bytes written into shm for the dim buffers.
    var bytesWritten: Int { buffers.bytesWritten }

    /// Attaches the buffer for `alpha` to `surface` unless it is attached already; the popup's next commit
    /// applies it.
    mutating func attach(alpha: Double, to surface: WlSurface) {
        let alpha = DimmingBufferCache.alphaByte(alpha)
        guard alpha != attachedAlpha else { return }
        surface.attach(buffer: buffers.buffer(alphaByte: alpha).wlBuffer, x: 0, y: 0)
        surface.damageBuffer(x: 0, y: 0, width: 1, height: 1)
        attachedAlpha = alpha
    }

    /// Stretches the dim over a popup of the new `geometry`.
    func stretch(to geometry: SurfaceRect) {
        viewport?.setDestination(width: geometry.width, height: geometry.height)
    }

    /// Destroys the viewport; call it before the popup's surface goes.
    func destroy() {
        viewport?.destroy()
    }
}
