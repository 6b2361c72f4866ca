import CurtainCCairo
internal import Wayland

/// The fallback for compositors without `wp_viewporter` or `wl_subcompositor`: each frame is
/// composed with Cairo into the popup's own buffer, the way ``Filmstrip`` draws offline.
///
/// Cost: the whole popup (parent size × scale² × 4 bytes, 960,000 bytes for 600x400 at scale 1)
/// is written per frame, and Cairo's scaling costs a few hundred µs of client CPU, against ~4 bytes
/// and ~7 µs with viewports. The card's input region does not exist here: the popup takes all
/// pointer input, and the presenter hit-tests the card itself.
extension CardCompositor {
    /// Paints the dim and the transformed card into a fresh popup buffer and commits it.
    func composeWithCairo(_ values: TransitionValues, dim: DimmingLayer, card: CardImage) {
        guard let pool = fallback, !geometry.isEmpty else { return }
        let pixelWidth = Int(geometry.width * scale)
        let pixelHeight = Int(geometry.height * scale)
        guard let buffer = try? pool.nextBuffer(width: pixelWidth, height: pixelHeight) else {
            requestFrameAndCommit()
            return
        }
        let deviceScale = Double(scale)
        buffer.withCairoContext { cr in
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgba(cr, dim.color.red, dim.color.green, dim.color.blue, min(max(dim.alpha, 0), 1))
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            guard values.isCardVisible else { return }
            let frame = card.cardFrame
            let image = card.restingImageFrame
            cairo_scale(cr, deviceScale, deviceScale)
            cairo_translate(cr, frame.midX, frame.midY + values.offsetY)
            cairo_scale(cr, values.scale, values.scale)
            cairo_translate(cr, image.minX - frame.midX, image.minY - frame.midY)
            // The card image is at the buffer scale; draw it in logical units.
            cairo_scale(cr, 1 / card.scale, 1 / card.scale)
            card.withCairoSurface { source in
                cairo_set_source_surface(cr, source, 0, 0)
                cairo_paint_with_alpha(cr, min(max(values.cardAlpha, 0), 1))
            }
        }
        pool.recordWrite(bytes: buffer.byteCount)
        dimSurface.setBufferScale(scale)
        dimSurface.attach(buffer: buffer.wlBuffer, x: 0, y: 0)
        dimSurface.damageBuffer(x: 0, y: 0, width: Int32(pixelWidth), height: Int32(pixelHeight))
        buffer.markAttached()
        requestFrameAndCommit()
    }
}
