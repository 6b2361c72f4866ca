import CurtainCCairo
import Testing

@testable import CurtainDiagnostics
@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews

#if canImport(Glibc)
import Glibc
#endif

@MainActor @Suite struct FilmstripTests {
    @Test func jsonHasTheDocumentedShapeAndFixedDecimals() {
        let strip = Filmstrip(transition: ZoomTransition(), phase: .present, fps: 40)
        let lines = strip.json.split(separator: "\n")
        #expect(lines.first == "{\"fps\": 40, \"frames\": [")
        #expect(lines[1] == "  {\"t\": 0.000000, \"scale\": 1.100000, \"dim\": 0.000000, \"offsetY\": 0.000000},")
        #expect(lines[lines.count - 2] == "  {\"t\": 0.200000, \"scale\": 1.000000, \"dim\": 0.500000, \"offsetY\": 0.000000}")
        #expect(lines.last == "]}")
        #expect(lines.count == 2 + 9)
    }

    @Test func fixedFormattingRoundsAndKeepsSigns() {
        #expect(Filmstrip.fixed(0) == "0.000000")
        #expect(Filmstrip.fixed(-0.0000001) == "0.000000")
        #expect(Filmstrip.fixed(-12.5) == "-12.500000")
        #expect(Filmstrip.fixed(0.0166666666) == "0.016667")
        #expect(Filmstrip.fixed(2.9999999) == "3.000000")
        #expect(Filmstrip.fixed(3, places: 0) == "3")
    }

    @Test func frameDrawingComposesDimAndCard() {
        let strip = Filmstrip(transition: ZoomTransition(), phase: .present, fps: 10)
        let card = strip.makePlaceholderCard()
        defer { cairo_surface_destroy(card) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 600, 400)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        strip.draw(strip.frames.last!, in: cr, card: card)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        func pixel(_ x: Int, _ y: Int) -> UInt32 {
            data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        }
        // The corner is parent grey dimmed by half; the centre is the orange card.
        let corner = pixel(1, 1)
        #expect((corner >> 16) & 0xFF < 130)
        let centre = pixel(300, 200)
        #expect((centre >> 16) & 0xFF == 0xFF)
        #expect((centre >> 8) & 0xFF == 0x80)
    }

    @Test func contactSheetsAreWrittenForEveryTransition() throws {
        let directory = "/tmp/curtain-filmstrips"
        mkdir(directory, 0o755)
        for style in TransitionStyle.allCases {
            for phase in Filmstrip.Phase.allCases {
                let strip = Filmstrip(transition: style.makeTransition(), phase: phase)
                let path = "\(directory)/\(style.rawValue)-\(phase.rawValue).png"
                try strip.writeContactSheet(toPNG: path, title: "\(style.typeName) · \(phase.rawValue)")
                let png = cairo_image_surface_create_from_png(path)!
                defer { cairo_surface_destroy(png) }
                #expect(cairo_surface_status(png) == CAIRO_STATUS_SUCCESS)
                #expect(cairo_image_surface_get_width(png) > 0)
            }
        }
    }

    @Test func unwritablePathThrows() {
        let strip = Filmstrip(transition: FadeTransition(), phase: .present)
        #expect(throws: FilmstripError.self) {
            try strip.writeContactSheet(toPNG: "/nonexistent/dir/x.png", title: "x")
        }
    }
}
