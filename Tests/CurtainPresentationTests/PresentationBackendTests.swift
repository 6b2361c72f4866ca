import CurtainCCairo
import Glibc
import Testing
@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews

/// The compositor backend's parts that need no compositor: dim buffers and the card image.
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
}
