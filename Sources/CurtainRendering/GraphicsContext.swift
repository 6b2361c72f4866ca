import CurtainCCairo

/// A thin drawing API over a `cairo_t`, in logical pixels.
///
/// Views draw through this in their own bounds coordinates; the host sets up the translation
/// and the integer buffer scale before calling them. State changes (clip, transform, colour)
/// are scoped with ``save()``/``restore()`` or ``withSavedState(_:)``.
///
/// ```swift
/// context.withSavedState {
///     context.clip(toRoundedRect: card, radius: 14)
///     context.fill(card, with: .white)
/// }
/// ```
@MainActor public final class GraphicsContext {
    /// The `cairo_t *`; owned (destroyed on release) only when created from a surface.
    public let cairo: OpaquePointer
    private let ownsCairo: Bool
    /// The surface the context draws into, kept alive as long as the context.
    public let surface: ImageSurface?

    /// Creates a context drawing into `surface`, with the identity transform.
    public init(surface: ImageSurface) {
        self.cairo = cairo_create(surface.cairoSurface)!
        self.ownsCairo = true
        self.surface = surface
    }

    /// Wraps a `cairo_t` someone else owns and will destroy after this object is gone.
    public init(borrowing cairo: OpaquePointer) {
        self.cairo = cairo
        self.ownsCairo = false
        self.surface = nil
    }

    isolated deinit {
        if ownsCairo { cairo_destroy(cairo) }
    }

    // MARK: - State

    /// Pushes the current clip, transform and source.
    public func save() { cairo_save(cairo) }

    /// Pops what the matching ``save()`` pushed.
    public func restore() { cairo_restore(cairo) }

    /// Runs `body` between ``save()`` and ``restore()``.
    public func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        save()
        defer { restore() }
        return try body()
    }

    /// Moves the origin by `dx`, `dy` logical pixels.
    public func translate(dx: Double, dy: Double) { cairo_translate(cairo, dx, dy) }

    /// Scales subsequent drawing; the host uses this for the buffer scale.
    public func scale(x: Double, y: Double) { cairo_scale(cairo, x, y) }

    /// Intersects the clip with `rect`.
    public func clip(to rect: Rect) {
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
    }

    /// Intersects the clip with a rounded rectangle.
    public func clip(toRoundedRect rect: Rect, radius: Double) {
        addRoundedRect(rect, radius: radius)
        cairo_clip(cairo)
    }

    /// The current clip's bounding box in the current coordinates.
    public var clipBounds: Rect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: - Layers

    /// Starts drawing into an offscreen group that ``endTransparencyLayer(alpha:)`` composites.
    public func beginTransparencyLayer() { cairo_push_group(cairo) }

    /// Composites the group begun by ``beginTransparencyLayer()`` with `alpha`.
    public func endTransparencyLayer(alpha: Double) {
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, alpha)
    }

    // MARK: - Filling and stroking

    /// Sets the colour for drawing that takes the current source (text uses this).
    public func setColor(_ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// Fills `rect` with `color`, blending over what is there.
    public func fill(_ rect: Rect, with color: Color) {
        setColor(color)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cairo)
    }

    /// Replaces the pixels under `rect` with `color` (no blending), e.g. `.clear` before a redraw.
    public func clear(_ rect: Rect, to color: Color = .clear) {
        save()
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        fill(rect, with: color)
        restore()
    }

    /// Fills a rounded rectangle; `radius` is clamped to half the shorter side.
    public func fill(roundedRect rect: Rect, radius: Double, with color: Color) {
        setColor(color)
        addRoundedRect(rect, radius: radius)
        cairo_fill(cairo)
    }

    /// Strokes a rounded rectangle centred on its edge.
    public func stroke(roundedRect rect: Rect, radius: Double, with color: Color, lineWidth: Double = 1) {
        setColor(color)
        cairo_set_line_width(cairo, lineWidth)
        addRoundedRect(rect, radius: radius)
        cairo_stroke(cairo)
    }

    /// Draws a straight line.
    public func strokeLine(from start: Point, to end: Point, with color: Color, lineWidth: Double = 1) {
        setColor(color)
        cairo_set_line_width(cairo, lineWidth)
        cairo_move_to(cairo, start.x, start.y)
        cairo_line_to(cairo, end.x, end.y)
        cairo_stroke(cairo)
    }

    /// Approximates a soft drop shadow under a rounded rectangle by stacking translucent,
    /// progressively larger rounded rects (Cairo has no blur).
    /// - Parameters:
    ///   - rect: The shape casting the shadow.
    ///   - radius: Its corner radius.
    ///   - color: The shadow colour at its darkest; its alpha is spread over the layers.
    ///   - blur: How far the shadow fades out beyond the shape.
    ///   - offset: How far the shadow is shifted (usually down).
    public func drawShadow(roundedRect rect: Rect, radius: Double, color: Color, blur: Double, offset: Point = .zero) {
        let steps = max(1, Int(blur.rounded(.up)))
        let layerAlpha = color.alpha / Double(steps) * 1.6
        for step in (0..<steps).reversed() {
            let spread = blur * Double(step + 1) / Double(steps)
            let shape = rect.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -spread, dy: -spread)
            let fade = 1 - Double(step) / Double(steps)
            fill(roundedRect: shape, radius: radius + spread, with: color.withAlpha(layerAlpha * fade * fade))
        }
    }

    /// Paints `image` with its top-left corner at `point`, in the current coordinates.
    ///
    /// - Parameters:
    ///   - image: The pixels to draw.
    ///   - point: Where the top-left corner goes.
    ///   - scale: Device pixels per logical pixel in `image` (2 draws a 2x image at half size).
    ///   - alpha: Extra opacity applied while compositing.
    public func draw(_ image: ImageSurface, at point: Point, scale: Double = 1, alpha: Double = 1) {
        save()
        translate(dx: point.x, dy: point.y)
        if scale != 1 { cairo_scale(cairo, 1 / scale, 1 / scale) }
        cairo_set_source_surface(cairo, image.cairoSurface, 0, 0)
        cairo_paint_with_alpha(cairo, alpha)
        restore()
    }

    /// Adds a rounded-rectangle path (clockwise, corners of `radius`) to the current path.
    public func addRoundedRect(_ rect: Rect, radius: Double) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let quarter = Double.pi / 2
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - r, rect.minY + r, r, -quarter, 0)
        cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, quarter)
        cairo_arc(cairo, rect.minX + r, rect.maxY - r, r, quarter, 2 * quarter)
        cairo_arc(cairo, rect.minX + r, rect.minY + r, r, 2 * quarter, 3 * quarter)
        cairo_close_path(cairo)
    }
}
