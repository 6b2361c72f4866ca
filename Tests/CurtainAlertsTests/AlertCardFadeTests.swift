import CurtainCCairo
import Testing
@testable import CurtainAlerts
@testable import CurtainPresentation
import CurtainRendering

/// A real alert card (shadow, rounded corners, antialiased text) through the presentation's card image: a fade
/// shows exactly Cairo's pixels, and the card names its transition for stats.
@MainActor @Suite struct AlertCardFadeTests {
    @Test func fadedCardHasExactlyCairosPixelsAtEveryOpacity() throws {
        // A real alert card: shadow, rounded corners, antialiased text.
        let alert = AlertController(title: "Fade", message: "Every byte as Cairo paints it", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        let image = CardImage(view: alert.view, shm: nil)
        let card = try #require(image.layout(cardFrame: Rect(x: 30, y: 30, width: 270, height: 120), scale: 1))
        let reference = try ImageSurface(width: card.width, height: card.height)
        var alphas = (0...64).map { Double($0) / 64 }
        alphas += [0.001, 0.002, 0.499, 0.5, 0.501, 0.998, 0.999, 1 / 3, 2 / 3]
        for alpha in alphas {
            let faded = try #require(image.fadedBuffer(alpha: alpha))
            card.withCairoSurface { source in
                let cr = cairo_create(reference.cairoSurface)!
                defer { cairo_destroy(cr) }
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_rgba(cr, 0, 0, 0, 0)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                cairo_set_source_surface(cr, source, 0, 0)
                cairo_paint_with_alpha(cr, alpha)
            }
            reference.flush()
            var mismatches = 0
            reference.forEachPixel { x, y, pixel in
                if faded.pixels.load(fromByteOffset: y * faded.stride + x * 4, as: UInt32.self) != pixel { mismatches += 1 }
            }
            #expect(mismatches == 0, "alpha \(alpha): \(mismatches) pixels differ from cairo_paint_with_alpha")
        }
    }

    @Test func anActionSheetNamesItsTransitionSlide() {
        let sheet = AlertController(title: "t", message: nil, preferredStyle: .actionSheet)
        #expect(sheet.transitionStyleName == "slide")
    }
}
