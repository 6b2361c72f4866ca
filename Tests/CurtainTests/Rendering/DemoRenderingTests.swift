import Curtain
import Testing

@Suite("Demo rendering")
@MainActor
struct DemoRenderingTests {
    @Test("the demo alert card renders to a PNG at 2x with ink in every part")
    func demoCardRendersToPNG() throws {
        let parts = DemoCard.make()
        parts.field.becomeFocused()
        let surface = try renderToSurface(parts.root, scale: 2)
        try surface.writePNG(to: "/tmp/curtain-views-demo.png")

        let card = parts.card.frame
        #expect(card.height > 150 && card.height < 260, "card height \(card.height)")
        let cardFill = Color.alertBackground.premultipliedARGB32
        for view in [parts.title, parts.message, parts.cancel, parts.ok] as [View] {
            let rect = view.convert(view.bounds, to: nil)
            let device = Rect(x: rect.minX * 2, y: rect.minY * 2, width: rect.width * 2, height: rect.height * 2)
            #expect(inkPixelCount(in: surface, rect: device, background: cardFill) > 100, "\(type(of: view)) has no ink")
        }
    }
}
