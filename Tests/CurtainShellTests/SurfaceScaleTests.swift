import CurtainTestSupport
import Testing
@testable import CurtainShell

/// The size arithmetic of drawing at a fractional scale: buffer sizes as fractional-scale-v1 asks, and damage
/// widened to whole pixels so no pixel is left half painted.
@Suite(.blocking) struct SurfaceScaleTests {
    @Test func preferredScaleIsANumeratorOver120() {
        #expect(SurfaceScale(preferredScale: 150).factor == 1.25)
        #expect(SurfaceScale(preferredScale: 180).factor == 1.5)
        #expect(SurfaceScale(preferredScale: 240).factor == 2)
        #expect(SurfaceScale(preferredScale: 0).factor == 1, "a zero scale is not drawable")
    }

    @Test func onlyNonWholeScalesNeedAViewport() {
        #expect(SurfaceScale(1.25).isFractional && SurfaceScale(1.25).bufferScale == 1)
        #expect(!SurfaceScale(2).isFractional && SurfaceScale(2).bufferScale == 2)
        #expect(!SurfaceScale(integer: 3).isFractional && SurfaceScale(integer: 3).bufferScale == 3)
    }

    @Test(arguments: [
        (1.25, 400, 300, 500, 375), (1.25, 301, 163, 376, 204), (1.5, 301, 163, 452, 245),
        (1.75, 1, 1, 2, 2), (2.0, 310, 163, 620, 326), (1.0, 7, 9, 7, 9),
    ])
    func bufferIsTheLogicalSizeTimesTheScaleRounded(
        factor: Double, width: Int32, height: Int32,
        pixelWidth: Int32, pixelHeight: Int32
    ) {
        let size = SurfaceScale(factor).pixelSize(of: SurfaceSize(width: width, height: height))
        #expect(size == SurfaceSize(width: pixelWidth, height: pixelHeight))
    }

    @Test func damageGrowsToWholePixelsAndBack() {
        let scale = SurfaceScale(1.25)
        let logical = SurfaceSize(width: 301, height: 163)
        let buffer = scale.pixelSize(of: logical)
        // Logical 10..13 covers pixels 12.5..16.25: pixels 12..17.
        let pixels = scale.pixelRect(covering: SurfaceRect(x: 10, y: 10, width: 3, height: 3), in: buffer)
        #expect(pixels == SurfaceRect(x: 12, y: 12, width: 5, height: 5))
        // Pixels 12..17 touch logical 9.6..13.6: repaint logical 9..14.
        #expect(scale.logicalRect(covering: pixels, in: logical) == SurfaceRect(x: 9, y: 9, width: 5, height: 5))
        // The last logical pixel ends at 376.25: clipped to the 376-pixel buffer, and back inside the surface.
        let edge = scale.pixelRect(covering: SurfaceRect(x: 300, y: 162, width: 1, height: 1), in: buffer)
        #expect(edge == SurfaceRect(x: 375, y: 202, width: 1, height: 2))
        #expect(scale.logicalRect(covering: edge, in: logical) == SurfaceRect(x: 300, y: 161, width: 1, height: 2))
    }

    @Test func wholeScalesMapDamageExactly() {
        let scale = SurfaceScale(integer: 2)
        let rect = SurfaceRect(x: 3, y: 4, width: 5, height: 6)
        let pixels = scale.pixelRect(covering: rect, in: SurfaceSize(width: 100, height: 100))
        #expect(pixels == rect.scaled(by: 2))
        #expect(scale.logicalRect(covering: pixels, in: SurfaceSize(width: 50, height: 50)) == rect)
    }
}
