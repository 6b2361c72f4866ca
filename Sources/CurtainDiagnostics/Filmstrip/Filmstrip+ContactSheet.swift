import CurtainCCairo
import CurtainPresentation

/// Drawing a filmstrip with Cairo: single frames and a contact sheet of all of them.
///
/// Each frame is drawn the way the compositor backend composes it: the parent (a light grey
/// with stripes, so the dim shows), the dim over all of it, and the card, drawn once into its
/// own surface, scaled about its centre, moved down by `offsetY` and painted at `cardAlpha`.
extension Filmstrip {
    /// Layout of a contact sheet.
    public struct SheetLayout: Sendable, Hashable {
        /// Frames per row.
        public var columns: Int
        /// Size of each frame relative to the container (0.4 draws 600x400 as 240x160).
        public var frameScale: Double
        /// Whether each frame gets a line with its time and values.
        public var showsLabels: Bool

        /// Creates a layout.
        public init(columns: Int = 6, frameScale: Double = 0.4, showsLabels: Bool = true) {
            self.columns = max(columns, 1)
            self.frameScale = frameScale
            self.showsLabels = showsLabels
        }
    }

    /// Draws one frame into `cr`, in container coordinates (the caller sets any scale).
    ///
    /// - Parameters:
    ///   - frame: The frame to draw.
    ///   - cr: A Cairo context (`cairo_t *`).
    ///   - card: The card's image (`cairo_surface_t *`) at the card frame's size; see
    ///     ``makePlaceholderCard()`` for a stand-in.
    public func draw(_ frame: Frame, in cr: OpaquePointer, card: OpaquePointer) {
        let width = containerSize.width
        let height = containerSize.height
        cairo_save(cr)
        cairo_rectangle(cr, 0, 0, width, height)
        cairo_clip(cr)

        // The parent: light grey with darker diagonal stripes.
        cairo_set_source_rgb(cr, 0.91, 0.91, 0.92)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0.78, 0.80, 0.84)
        cairo_set_line_width(cr, 10)
        var x = -height
        while x < width {
            cairo_move_to(cr, x, height)
            cairo_line_to(cr, x + height, 0)
            x += 40
        }
        cairo_stroke(cr)

        // The dim.
        let values = frame.values
        cairo_set_source_rgba(cr, dimColor.red, dimColor.green, dimColor.blue, values.dim)
        cairo_paint(cr)

        // The card: scale about its centre, then offset.
        if values.isCardVisible {
            cairo_save(cr)
            cairo_translate(cr, cardFrame.midX, cardFrame.midY + values.offsetY)
            cairo_scale(cr, values.scale, values.scale)
            cairo_translate(cr, -cardFrame.width / 2, -cardFrame.height / 2)
            cairo_set_source_surface(cr, card, 0, 0)
            cairo_paint_with_alpha(cr, min(max(values.cardAlpha, 0), 1))
            cairo_restore(cr)
        }
        cairo_restore(cr)
    }

    /// Draws seed 000's card at the card frame's size: an orange rounded rectangle with a
    /// label line and a green OK button.
    ///
    /// - Returns: A new ARGB32 image surface (`cairo_surface_t *`); destroy it with
    ///   `cairo_surface_destroy`.
    public func makePlaceholderCard() -> OpaquePointer {
        let width = Int32(cardFrame.width.rounded())
        let height = Int32(cardFrame.height.rounded())
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let w = Double(width)
        let h = Double(height)
        Self.roundedRectangle(cr, x: 0, y: 0, width: w, height: h, radius: 5)
        cairo_set_source_rgb(cr, 1.0, 0.5, 0.0)
        cairo_fill(cr)
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 16)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_move_to(cr, 20, 36)
        cairo_show_text(cr, "This is a custom Alert")
        Self.roundedRectangle(cr, x: 20, y: h - 50, width: w - 40, height: 40, radius: 5)
        cairo_set_source_rgb(cr, 0.0, 0.8, 0.2)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, "OK", &extents)
        cairo_move_to(cr, (w - extents.width) / 2 - extents.x_bearing, h - 30 + extents.height / 2)
        cairo_show_text(cr, "OK")
        cairo_surface_flush(surface)
        return surface
    }

    /// Draws every frame into a grid with a title line and a label under each frame.
    ///
    /// - Parameters:
    ///   - title: The heading, for instance "SlideTransition · present".
    ///   - card: The card's image (`cairo_surface_t *`), or nil for the placeholder card.
    ///   - layout: Columns, frame size, labels.
    /// - Returns: A new ARGB32 image surface (`cairo_surface_t *`); destroy it with
    ///   `cairo_surface_destroy`.
    public func makeContactSheet(title: String, card: OpaquePointer? = nil, layout: SheetLayout = SheetLayout())
        -> OpaquePointer
    {
        let cardSurface = card ?? makePlaceholderCard()
        defer { if card == nil { cairo_surface_destroy(cardSurface) } }
        let cellWidth = (containerSize.width * layout.frameScale).rounded()
        let cellHeight = (containerSize.height * layout.frameScale).rounded()
        let gap = 12.0
        let labelHeight = layout.showsLabels ? 30.0 : 0
        let header = 44.0
        let columns = min(layout.columns, max(frames.count, 1))
        let rows = (frames.count + columns - 1) / columns
        let sheetWidth = gap + Double(columns) * (cellWidth + gap)
        let sheetHeight = header + Double(rows) * (cellHeight + labelHeight + gap)
        let sheet = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(sheetWidth), Int32(sheetHeight))!
        let cr = cairo_create(sheet)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, 16)
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
        cairo_move_to(cr, gap, 28)
        cairo_show_text(
            cr,
            "\(title)  ·  \(Self.fixed(duration.inSeconds, places: 3)) s  ·  \(Self.fixed(fps, places: 0)) fps  ·  \(frames.count) frames"
        )

        cairo_select_font_face(cr, "monospace", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 10)
        for (index, frame) in frames.enumerated() {
            let originX = gap + Double(index % columns) * (cellWidth + gap)
            let originY = header + Double(index / columns) * (cellHeight + labelHeight + gap)
            cairo_save(cr)
            cairo_translate(cr, originX, originY)
            cairo_scale(cr, layout.frameScale, layout.frameScale)
            draw(frame, in: cr, card: cardSurface)
            cairo_restore(cr)
            cairo_set_source_rgb(cr, 0.55, 0.55, 0.55)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(cr, originX - 0.5, originY - 0.5, cellWidth + 1, cellHeight + 1)
            cairo_stroke(cr)
            guard layout.showsLabels else { continue }
            let v = frame.values
            cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
            cairo_move_to(cr, originX, originY + cellHeight + 13)
            cairo_show_text(cr, "t \(Self.fixed(frame.time.inSeconds, places: 3)) s   scale \(Self.fixed(v.scale, places: 3))")
            cairo_move_to(cr, originX, originY + cellHeight + 25)
            cairo_show_text(
                cr,
                "dim \(Self.fixed(v.dim, places: 3))   y \(Self.fixed(v.offsetY, places: 1))"
                    + (v.cardAlpha < 1 ? "   alpha \(Self.fixed(v.cardAlpha, places: 2))" : ""))
        }
        cairo_surface_flush(sheet)
        return sheet
    }

    /// Writes the contact sheet to a PNG file.
    ///
    /// - Parameters:
    ///   - path: The file to write.
    ///   - title: The heading.
    ///   - card: The card's image, or nil for the placeholder.
    ///   - layout: Columns, frame size, labels.
    /// - Throws: ``FilmstripError/cannotWritePNG(path:status:)`` when Cairo cannot write the file.
    public func writeContactSheet(
        toPNG path: String, title: String, card: OpaquePointer? = nil, layout: SheetLayout = SheetLayout()
    ) throws {
        let sheet = makeContactSheet(title: title, card: card, layout: layout)
        defer { cairo_surface_destroy(sheet) }
        let status = cairo_surface_write_to_png(sheet, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw FilmstripError.cannotWritePNG(path: path, status: String(cString: cairo_status_to_string(status)))
        }
    }

    /// Adds a rectangle with rounded corners to the current path.
    private static func roundedRectangle(
        _ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double
    ) {
        let r = min(radius, width / 2, height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}
