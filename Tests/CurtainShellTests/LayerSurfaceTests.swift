import Testing
@testable import CurtainShell

@Suite("Layer surface configures", .blocking)
struct LayerSurfaceTests {
    @Test("a configure's size is the output's, anchored to every edge")
    func configuredSizeIsTaken() {
        let size = LayerSurface.resolvedSize(width: 1024, height: 768, previous: .zero)
        #expect(size == SurfaceSize(width: 1024, height: 768))
        let moved = LayerSurface.resolvedSize(width: 1920, height: 1080, previous: size)
        #expect(moved == SurfaceSize(width: 1920, height: 1080), "a new output mode resizes the overlay")
    }

    @Test("a dimension left at 0 keeps the one the surface has")
    func zeroKeepsThePreviousSize() {
        let previous = SurfaceSize(width: 640, height: 480)
        #expect(LayerSurface.resolvedSize(width: 0, height: 0, previous: previous) == previous)
        #expect(LayerSurface.resolvedSize(width: 800, height: 0, previous: previous) == SurfaceSize(width: 800, height: 480))
    }

    @Test("sizes past Int32 are clamped, never a trap")
    func hugeSizesClamp() {
        let size = LayerSurface.resolvedSize(width: .max, height: 1, previous: .zero)
        #expect(size == SurfaceSize(width: .max, height: 1))
    }
}
