import CurtainCCairo
import CurtainInput
import CurtainRendering
import CurtainShell
import CurtainViews
internal import Wayland

/// The presented card drawn once into an shm buffer: the view controller's view, with room for
/// its shadow, at the parent's render scale (whole, or fractional such as 1.25).
///
/// The card's buffer is ``pixelSize`` pixels, ``logicalSize`` × ``scale`` rounded: the card's resting frame grown by the
/// view's ``View/drawingOutsets`` (the shadow) and rounded up to whole logical pixels. The view sits
/// at (``outsets``.left, ``outsets``.top) inside it. Per animation frame nothing is redrawn: the
/// compositor scales and moves the buffer with `wp_viewport`. Only two things paint again:
///
/// - the view changing (hover, focus, typing), which the card's root reports to the presenter (its
///   ``RootViewDelegate``); the presenter calls ``render()`` and attaches the new buffer;
/// - a card that fades while it moves or scales (a custom transition): weston 10 has no per-surface
///   alpha protocol, so ``fadedBuffer(alpha:)`` paints the card at an opacity into a second buffer,
///   one card-sized write (``bytesWritten``) per such frame. A fade at rest, the built-in fade's, shows
///   copies drawn once instead (``FadeLayerStack``).
@MainActor final class CardImage {
    /// The root holding the presented view; its frame is the card image in logical pixels.
    let root: RootView
    /// The presented view.
    let view: View
    /// The shadow's reach around the view.
    private(set) var outsets: EdgeInsets = .zero
    /// The card's resting frame in the container (without the shadow).
    private(set) var cardFrame = Rect.zero
    /// The image's logical size, whole pixels.
    private(set) var logicalSize = SurfaceSize(width: 1, height: 1)
    /// Device pixels per logical pixel: the parent's render scale, possibly fractional. The card's
    /// viewport gives the compositor the logical size, so the buffer needs no `set_buffer_scale`.
    private(set) var scale = 1.0
    /// The buffer's size in pixels.
    var pixelSize: SurfaceSize { SurfaceScale(scale).pixelSize(of: logicalSize) }
    /// The opaque card, drawn by the last ``render()``.
    private(set) var current: Buffer?
    /// Bytes painted into shm so far.
    var bytesWritten: Int { buffers.bytesWritten + fadeBuffers.bytesWritten }

    private let buffers: BufferPool
    private let fadeBuffers: BufferPool

    /// Creates the image for `view`; nothing is drawn until ``layout(cardFrame:scale:)``.
    ///
    /// - Parameters:
    ///   - view: The presented view controller's view.
    ///   - shm: The bound `wl_shm`, or nil for memory only.
    init(view: View, shm: WlShm?) {
        self.view = view
        root = RootView(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        buffers = BufferPool(shm: shm)
        fadeBuffers = BufferPool(shm: shm)
        root.addSubview(view)
    }

    /// Gives the presented view back to its controller, once the presentation has ended: it leaves the card's
    /// root, so its changes (a field edited after the dismissal) no longer reach the card or what followed it.
    func releaseView() {
        root.delegate = nil
        root.accessibilityBridge = nil
        if view.superview === root { view.removeFromSuperview() }
    }

    /// The image's rectangle in container coordinates when the card rests at ``cardFrame``.
    var restingImageFrame: Rect {
        Rect(
            x: cardFrame.minX - outsets.left, y: cardFrame.minY - outsets.top,
            width: Double(logicalSize.width), height: Double(logicalSize.height))
    }

    /// The card's own rectangle (without shadow) inside the image, in image coordinates.
    var cardRectInImage: Rect {
        Rect(x: outsets.left, y: outsets.top, width: cardFrame.width, height: cardFrame.height)
    }

    /// Places the view at `cardFrame`'s size and redraws everything at `scale`.
    ///
    /// - Parameters:
    ///   - cardFrame: The card's resting frame in the container, from the presentation controller.
    ///   - scale: The parent window's render scale (``Window/renderScale``).
    /// - Returns: The freshly drawn buffer, or nil when no buffer is free (try at the next frame).
    @discardableResult
    func layout(cardFrame: Rect, scale: Double) -> Buffer? {
        self.cardFrame = cardFrame
        self.scale = SurfaceScale(scale).factor
        outsets = view.drawingOutsets
        logicalSize = SurfaceSize(
            width: Int32(max(1, (cardFrame.width + outsets.left + outsets.right).rounded(.up))),
            height: Int32(max(1, (cardFrame.height + outsets.top + outsets.bottom).rounded(.up))))
        root.frame = Rect(x: 0, y: 0, width: Double(logicalSize.width), height: Double(logicalSize.height))
        view.frame = cardRectInImage
        view.layoutIfNeeded()
        root.setNeedsFullDisplay()
        return render()
    }

    /// Redraws the card into a free buffer, completely (a reused buffer may be several frames old).
    ///
    /// - Returns: The new ``current`` buffer, or nil when the compositor holds every buffer.
    @discardableResult
    func render() -> Buffer? {
        let pixels = pixelSize
        guard let buffer = try? buffers.nextBuffer(width: Int(pixels.width), height: Int(pixels.height)) else {
            return nil
        }
        // At a fractional scale the last row and column may be part of a logical pixel; they hold the
        // shadow's transparent outer edge.
        _ = buffer.withCairoContext { cr in
            root.render(in: GraphicsContext(borrowing: cr), scale: scale, extraDamage: [root.bounds])
        }
        buffers.recordWrite(bytes: buffer.byteCount)
        current = buffer
        return buffer
    }

    /// Whether the view has changes that ``render()`` would draw.
    var needsRender: Bool { root.needsRender }

    /// The card at `alpha` opacity in a buffer of its own, for fades: weston 10 has no alpha modifier.
    ///
    /// Every frame of a fade needs the card's pixels multiplied by a new alpha. Instead of clearing
    /// a buffer and painting the card over it with Cairo (two passes over every pixel), this
    /// multiplies each premultiplied byte once, with the 8-bit opacity and rounding pixman uses for
    /// `cairo_paint_with_alpha`, so the pixels are the same (see ``cairoFadeAlphaByte(_:)``).
    func fadedBuffer(alpha: Double) -> Buffer? {
        guard let source = current,
            let target = try? fadeBuffers.nextBuffer(width: source.width, height: source.height)
        else { return nil }
        Self.fade(
            source.pixels, into: target.pixels, byteCount: min(source.byteCount, target.byteCount),
            alphaByte: Self.cairoFadeAlphaByte(alpha))
        fadeBuffers.recordWrite(bytes: target.byteCount)
        return target
    }

    /// The 8-bit opacity Cairo's image backend applies for `cairo_paint_with_alpha(alpha)`: the
    /// colour's 16-bit alpha (`alpha × 65535 + 0.5`), of which pixman's solid mask keeps the top byte.
    static func cairoFadeAlphaByte(_ alpha: Double) -> UInt8 {
        let alphaShort = UInt32(min(max(alpha, 0), 1) * 65535 + 0.5)
        return UInt8(alphaShort >> 8)
    }

    /// Writes `source` × `alphaByte`/255 into `target`, byte by byte (premultiplied ARGB stays
    /// premultiplied), rounding as pixman's `MUL_UN8` does: `t = x·a + 0x80; (t + (t >> 8)) >> 8`.
    static func fade(
        _ source: UnsafeRawPointer, into target: UnsafeMutableRawPointer, byteCount: Int,
        alphaByte: UInt8
    ) {
        let input = source.assumingMemoryBound(to: UInt8.self)
        let output = target.assumingMemoryBound(to: UInt8.self)
        let alpha = UInt16(alphaByte)
        for index in 0..<byteCount {
            let product = UInt16(input[index]) &* alpha &+ 0x80
            output[index] = UInt8(truncatingIfNeeded: (product &+ (product >> 8)) >> 8)
        }
    }

    func withCairoSurface(_ body: (OpaquePointer) -> Void) {
        current?.withCairoSurface(body)
    }

    /// Routes a pointer event given in image coordinates to the view tree.
    @discardableResult
    func handlePointerEvent(_ event: PointerEvent) -> Bool {
        root.handlePointerEvent(event)
    }
}
