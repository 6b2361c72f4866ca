import Wayland

/// A `wl_surface` with the machinery every Curtain window needs: HiDPI, buffers, damage and frame-callback
/// pacing. ``ToplevelSurface`` and ``PopupSurface`` give it a role.
///
/// **Scale.** The surface follows `wl_surface.enter`/`leave` and renders at the largest integer scale of the
/// outputs it is on (`wl_surface.set_buffer_scale`), with buffers of logical size × scale. Where the compositor
/// prefers a fractional scale (`wp_fractional_scale_v1`, e.g. KWin at 1.25) and offers `wp_viewporter`, it
/// renders at that scale instead: buffers of `round(logical size × scale)` pixels, buffer scale 1, and a viewport
/// whose destination is the logical size (see ``SurfaceScale``), so the compositor never resamples the text.
///
/// **Pacing.** ``setNeedsRedraw(_:)`` draws at once when no frame callback is outstanding and otherwise waits
/// for `wl_callback.done`; every drawn frame asks for exactly one callback, so the client never draws faster
/// than the compositor presents and never has more than one callback outstanding.
///
/// **Damage.** Dirty rectangles are merged into one bounding box per frame; only that box is sent with
/// `wl_surface.damage_buffer`. A reused buffer is older than the last frame, so ``draw`` is asked to repaint
/// the union of everything that changed since that buffer was last drawn (buffer age).
@MainActor public final class Surface {
    /// What ``draw`` receives for one frame: the buffer to paint and the damage to repaint.
    ///
    /// The Shell never draws; a renderer turns this into a drawing context (CurtainRendering's
    /// `withGraphicsContext(_:)` gives one scaled to logical pixels and clipped to ``dirtyRect``).
    public struct DrawContext {
        /// The free buffer to paint, ``SurfaceScale/pixelSize(of:)`` of ``size``. Valid only during the call.
        public var buffer: Buffer
        /// The surface's logical size.
        public var size: SurfaceSize
        /// The integer scale of the outputs the surface is on.
        public var scale: Int32
        /// The scale the buffer is drawn at: its size is ``SurfaceScale/pixelSize(of:)`` of ``size``.
        public var renderScale: SurfaceScale
        /// The buffer pixels to repaint: ``dirtyRect`` grown to whole pixels. Only these are damaged.
        public var clip: SurfaceRect
        /// The logical rectangle to repaint. Pixels inside it hold stale content: paint all of them.
        public var dirtyRect: SurfaceRect
    }

    /// The connection the surface lives on. Held strongly: a surface keeps its connection open, so its
    /// destructor requests never go to a closed display.
    package let connection: WaylandConnection
    /// The `wl_surface` proxy.
    public let wlSurface: WlSurface
    /// The buffers this surface draws into; ``BufferPool/bytesWritten`` counts the bytes painted per frame.
    public let buffers: BufferPool
    /// The outputs the surface is on, from `wl_surface.enter`/`leave`.
    public var outputs: [Output] { scaleSelection.outputs }
    /// Hears where the compositor put the surface, its frames and its scale changes; held weakly.
    public weak var delegate: (any SurfaceDelegate)?
    /// The integer scale buffers are rendered at: the largest scale among ``outputs`` (1 before any enter).
    public var scale: Int32 { scaleSelection.scale }
    /// The compositor's preferred fractional scale (`wp_fractional_scale_v1.preferred_scale` / 120), if the
    /// compositor offers fractional-scale-v1.
    public var preferredFractionalScale: Double? { scaleSelection.preferredFractionalScale }
    /// The scale buffers are drawn at: the preferred fractional scale when it is not whole and the compositor
    /// offers `wp_viewporter`, else the integer ``scale``.
    public var renderScale: SurfaceScale { scaleSelection.renderScale }
    /// The pixel size of the buffer last attached.
    public var committedBufferSize: SurfaceSize? { committed.bufferSize }
    /// The `wp_viewport` destination last committed: the logical size while drawing at a fractional scale,
    /// nil otherwise.
    public var viewportDestination: SurfaceSize? { committed.viewportDestination }
    /// The logical size to draw at; the role sets it from configure events. A change damages the whole
    /// surface but does not draw: the role draws once it has acknowledged the configure.
    public var size: SurfaceSize {
        get { damage.size }
        set { damage.size = newValue }
    }
    /// Whether the role allows drawing yet (after the first configure has been acknowledged).
    public var isDrawable = false
    /// The number of frames drawn so far.
    public var frameNumber: UInt64 { damage.frameNumber }

    /// Paints one frame; called from ``setNeedsRedraw(_:)`` or from `wl_callback.done`, only while the surface
    /// is drawable and has a non-empty size.
    public var draw: (@MainActor (DrawContext) -> Void)?

    private let frameCallback = FrameCallback()
    /// The outputs and preferred scale the compositor reported, and the scale they select.
    private var scaleSelection: SurfaceScaleSelection
    private var fractionalScale: WpFractionalScaleV1?
    /// What the commits so far applied besides the buffer, and the viewport.
    private var committed = SurfaceCommitState()
    /// What changed since the last frame and in the frames before, in logical coordinates.
    private var damage = DamageTracker()

    /// Creates a role-less surface on the connection's compositor.
    ///
    /// - Parameters:
    ///   - connection: The connection to create the surface on.
    package init(connection: WaylandConnection) {
        self.connection = connection
        wlSurface = connection.compositor.createSurface()
        buffers = BufferPool(shm: connection.shm)
        scaleSelection = SurfaceScaleSelection(canUseViewport: connection.viewporter != nil)
        frameCallback.onDone = { [unowned self] time in handleFrameDone(time: time) }
        wlSurface.onEvent = { [unowned self] event in
            switch event {
            case .enter(let output): handleEnter(output: output)
            case .leave(let output): handleLeave(output: output)
            }
        }
        if let manager = connection.fractionalScaleManager {
            let fractional = manager.getFractionalScale(surface: wlSurface)
            fractional.onEvent = { [unowned self] event in
                switch event {
                case .preferredScale(let scale):
                    if scaleSelection.prefer(SurfaceScale(preferredScale: scale).factor) { handleScaleChange() }
                }
            }
            fractionalScale = fractional
        }
        connection.register(self)
    }

    isolated deinit {
        // Role objects are destroyed by their owners first; the extension objects go before the surface.
        fractionalScale = nil
        committed.releaseViewport()
        frameCallback.cancel()
        buffers.removeAll()
    }

    /// Whether a frame callback is outstanding (a frame was committed and not yet presented).
    public var isWaitingForFrame: Bool { frameCallback.isPending }

    /// Marks part of the surface as needing paint and draws as soon as pacing allows.
    ///
    /// - Parameters:
    ///   - rect: The logical rectangle that changed, or `nil` for the whole surface.
    public func setNeedsRedraw(_ rect: SurfaceRect? = nil) {
        damage.add(rect)
        if !frameCallback.isPending { drawIfNeeded() }
    }

    /// Requests a full redraw that repaints every buffer completely, as after a scale change.
    public func setNeedsFullRedraw() {
        damage.damageAll()
        if !frameCallback.isPending { drawIfNeeded() }
    }

    /// Answers a configure the role has just acknowledged, as the compositor waits for: a frame drawn now
    /// (rather than at the next frame callback) when the configure changed something, all of it after the first
    /// frame; else a bare commit that applies the ack. Makes the surface drawable.
    ///
    /// - Parameters:
    ///   - changed: Whether the configure changed the size or anything else the frame shows.
    ///   - isFirst: Whether it is the role's first configure (the new size already damaged everything).
    func answerConfigure(changed: Bool, isFirst: Bool) {
        isDrawable = true
        if changed {
            if !isFirst { setNeedsRedraw() }
            drawIfNeeded()
        } else {
            wlSurface.commit()
        }
    }

    /// Draws now if there is damage, even with a callback outstanding; roles use this to answer a configure
    /// promptly. Still requests at most one frame callback.
    func drawIfNeeded() {
        guard isDrawable, !size.isEmpty, damage.isDirty else { return }
        if damage.frameNumber == 0 && outputs.isEmpty { scaleSelection.guess(from: connection.outputs) }
        let renderScale = renderScale
        let pixelSize = renderScale.pixelSize(of: size)
        guard let buffer = try? buffers.nextBuffer(width: Int(pixelSize.width), height: Int(pixelSize.height)) else {
            // Every buffer is held by the compositor: wait for the next frame and try again.
            frameCallback.request(on: wlSurface)
            wlSurface.commit()
            return
        }
        // Whole buffer pixels: at a fractional scale a logical edge may fall inside a pixel, which must then be
        // repainted completely, so the logical rectangle grows to cover every pixel it touches.
        let clip = renderScale.pixelRect(covering: damage.repaintRect(bufferFrame: buffer.frameNumber), in: pixelSize)
        paint(buffer, clip: clip, repaint: renderScale.logicalRect(covering: clip, in: size), scale: renderScale)
        let frameDamage = renderScale.pixelRect(covering: damage.finishFrame(), in: pixelSize)
        buffer.frameNumber = damage.frameNumber

        // set_buffer_scale, the viewport, attach and damage are double-buffered: the commit applies them together.
        committed.setBufferScale(renderScale.bufferScale, on: wlSurface)
        committed.setViewportDestination(
            renderScale.isFractional ? size : nil, on: wlSurface,
            viewporter: connection.viewporter)
        committed.bufferSize = pixelSize
        wlSurface.attach(buffer: buffer.wlBuffer, x: 0, y: 0)
        wlSurface.damageBuffer(x: frameDamage.x, y: frameDamage.y, width: frameDamage.width, height: frameDamage.height)
        frameCallback.request(on: wlSurface)
        wlSurface.commit()
        buffer.markAttached()
    }

    private func paint(_ buffer: Buffer, clip: SurfaceRect, repaint: SurfaceRect, scale renderScale: SurfaceScale) {
        guard let draw else { return }
        draw(DrawContext(buffer: buffer, size: size, scale: scale, renderScale: renderScale, clip: clip, dirtyRect: repaint))
        buffers.recordWrite(bytes: Int(clip.width) * Int(clip.height) * 4)
    }

    /// `wl_callback.done`: the last frame was presented, so the next one may be drawn.
    private func handleFrameDone(time: UInt32) {
        delegate?.surface(self, didPresentFrameAt: FrameTime(milliseconds: time))
        drawIfNeeded()
    }

    private func handleEnter(output: WlOutput?) {
        guard let output = connection.output(for: output) else { return }
        // Before the first enter the first frame guesses the outputs, so an enter may change nothing here; it
        // still says where the compositor put the surface.
        if scaleSelection.enter(output) { handleScaleChange() }
        delegate?.surface(self, didEnter: output)
    }

    private func handleLeave(output: WlOutput?) {
        guard let output = connection.output(for: output), scaleSelection.leave(output) else { return }
        handleScaleChange()
    }

    func handleOutputChange(_ output: Output) {
        if scaleSelection.outputChanged(output) { handleScaleChange() }
    }

    func handleOutputRemoved(_ output: Output) {
        if scaleSelection.leave(output) { handleScaleChange() }
    }

    /// The scale to draw at changed: redraw everything at it and report it.
    private func handleScaleChange() {
        setNeedsFullRedraw()
        delegate?.surfaceDidChangeScale(self)
    }
}
