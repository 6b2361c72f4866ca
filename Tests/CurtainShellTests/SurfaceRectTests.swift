import CurtainTestSupport
import Testing
@testable import CurtainShell

@Suite("Surface rectangles", .blocking)
struct SurfaceRectTests {
    @Test("union is the bounding box; an empty rectangle adds nothing")
    func union() {
        let a = SurfaceRect(x: 0, y: 0, width: 10, height: 10)
        let b = SurfaceRect(x: 20, y: 5, width: 5, height: 20)
        #expect(a.union(b) == SurfaceRect(x: 0, y: 0, width: 25, height: 25))
        #expect(a.union(SurfaceRect(x: 100, y: 100, width: 0, height: 0)) == a)
    }

    @Test("intersection clips to the overlap and is empty when apart")
    func intersection() {
        let a = SurfaceRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(SurfaceRect(x: 5, y: -5, width: 10, height: 10)) == SurfaceRect(x: 5, y: 0, width: 5, height: 5))
        #expect(a.intersection(SurfaceRect(x: 20, y: 20, width: 5, height: 5)).isEmpty)
    }

    @Test("scaling maps logical damage to buffer pixels")
    func scaling() {
        #expect(SurfaceRect(x: 3, y: 4, width: 5, height: 6).scaled(by: 2) == SurfaceRect(x: 6, y: 8, width: 10, height: 12))
    }
}
