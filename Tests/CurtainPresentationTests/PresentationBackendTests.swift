import CurtainCCairo
import Glibc
import Testing
import Curtain
@testable import CurtainAlerts
@testable import CurtainDiagnostics
@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews

/// The compositor backend's parts that need no compositor: dim buffers, the card image, stats.
@MainActor @Suite struct PresentationBackendTests {
    @Test func dimBuffersArePremultipliedAndMadeOncePerAlpha() throws {
        let cache = try DimmingBufferCache(shm: nil, color: .black)
        var layer = DimmingLayer.alert
        layer.alpha = 0.5
        let buffer = cache.buffer(for: layer)
        #expect(buffer.pixels.load(as: UInt32.self) == 0x8000_0000)
        #expect(buffer.width == 1 && buffer.height == 1)
        #expect(cache.buffer(for: layer) === buffer, "the same alpha reuses its buffer")
        #expect(cache.bytesWritten == 4)
        layer.alpha = 0
        #expect(cache.buffer(for: layer).pixels.load(as: UInt32.self) == 0)
        #expect(cache.bytesWritten == 8 && cache.count == 2)
    }

    @Test func colouredDimIsPremultiplied() throws {
        let cache = try DimmingBufferCache(shm: nil, color: Color(red: 1, green: 0, blue: 0))
        #expect(cache.buffer(alphaByte: 0x80).pixels.load(as: UInt32.self) == 0x8080_0000)
    }

    @Test func cardImageGrowsByTheShadowAndRendersAtTheScale() throws {
        let card = CardView(content: View())
        let image = CardImage(view: card, shm: nil)
        let cardFrame = Rect(x: 165, y: 129, width: 270, height: 142)
        let buffer = try #require(image.layout(cardFrame: cardFrame, scale: 2))
        let outsets = card.drawingOutsets
        #expect(image.logicalSize.width == Int32((270 + outsets.left + outsets.right).rounded(.up)))
        #expect(image.logicalSize.height == Int32((142 + outsets.top + outsets.bottom).rounded(.up)))
        #expect(buffer.width == Int(image.logicalSize.width) * 2)
        #expect(image.restingImageFrame.minX == 165 - outsets.left)
        #expect(image.cardRectInImage == Rect(x: outsets.left, y: outsets.top, width: 270, height: 142))
        // The card's centre is opaque; the corner of the image holds only shadow.
        let centre = buffer.pixels.load(
            fromByteOffset: (Int(image.logicalSize.height)) * buffer.stride
                + Int(image.logicalSize.width) * 4, as: UInt32.self)
        #expect(centre >> 24 == 0xFF)
        #expect(buffer.pixels.load(as: UInt32.self) >> 24 < 0x20)
    }

    @Test func fadedCardIsTheCardAtAnOpacity() throws {
        let view = View()
        view.backgroundColor = Color(white: 1)
        let image = CardImage(view: view, shm: nil)
        image.layout(cardFrame: Rect(x: 0, y: 0, width: 10, height: 10), scale: 1)
        let faded = try #require(image.fadedBuffer(alpha: 0.5))
        let pixel = faded.pixels.load(as: UInt32.self)
        #expect(abs(Int(pixel >> 24) - 128) <= 1 && abs(Int(pixel & 0xFF) - 128) <= 1, "\(String(pixel, radix: 16))")
        #expect(image.bytesWritten == 2 * 10 * 10 * 4)
    }

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

    @Test func statsNameTheirTransition() {
        #expect(TransitionStats.transitionName(of: SlideTransition(), content: nil) == "slide")
        #expect(TransitionStats.transitionName(of: nil, content: nil) == "none")
        let alert = AlertController(title: "t", message: nil, preferredStyle: .actionSheet)
        #expect(TransitionStats.transitionName(of: alert.modalTransition, content: alert) == "slide")
    }

    @Test func statsLogRewritesItsFileAtomicallyAsAnArray() throws {
        let path = "/tmp/curtain-stats-\(getpid())-\(Int.random(in: 0..<1_000_000)).json"
        defer { unlink(path) }
        let log = TransitionStatsLog(path: path)
        var record = TransitionStats(transition: "zoom", phase: "present")
        record.frames = 13
        record.callbacksOffered = 12
        record.shmBytesAfterFirst = 48
        record.cpuMicrosPerFrame = 7.25
        record.cpu.frameHandlerMicros = 3.5
        record.cpu.frameHandlerMicrosMax = 9.125
        record.cpu.threadMicrosPerFrame = ["event loop": 6.5, "curtain-fonts": 0.75]
        log.append(record)
        record.phase = "dismiss"
        log.append(record)
        let text = try #require(readFile(path))
        #expect(text.hasPrefix("[") && text.contains("\"phase\": \"dismiss\""))
        #expect(
            text.contains(
                "{\"transition\": \"zoom\", \"phase\": \"present\", \"frames\": 13, \"callbacksOffered\": 12, "
                    + "\"framesPresented\": 0, \"framesDiscarded\": 0, \"framesMissed\": 0, \"refreshMicros\": 0.0, "
                    + "\"shmBytesAfterFirst\": 48, \"cpuMicrosPerFrame\": 7.25, \"frameCPUMicros\": 3.5, "
                    + "\"frameCPUMicrosMax\": 9.125, \"threadCPUMicrosPerFrame\": {\"curtain-fonts\": 0.75, \"event loop\": 6.5}, "
                    + "\"startupFontCache\": false}"
            ))
        #expect(access(path + ".tmp", F_OK) != 0, "the temporary file was renamed")
    }

    private func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
