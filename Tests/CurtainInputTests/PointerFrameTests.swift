import CurtainTestSupport
import Testing
import CurtainInput

/// Stands in for `WlSurface`: the builder only needs identity.
private final class FakeSurface {}

@Suite("Pointer frame grouping", .blocking)
struct InputPointerFrameTests {
    @Test func framedEventsWaitForFrameAndKeepTheirOrder() {
        let surface = FakeSurface()
        var frame = PointerFrame<FakeSurface>(isFramed: true)
        #expect(frame.enter(surface, x: 10, y: 20).isEmpty)
        #expect(frame.motion(x: 12, y: 24).isEmpty)
        #expect(frame.button(.left, isPressed: true).isEmpty)
        let delivered = frame.frame()
        #expect(
            delivered.map(\.event) == [
                PointerEvent(kind: .enter, x: 10, y: 20),
                PointerEvent(kind: .motion, x: 12, y: 24),
                PointerEvent(kind: .press(.left), x: 12, y: 24),
            ])
        #expect(delivered.allSatisfy { $0.surface === surface })
        #expect(frame.frame().isEmpty)
    }

    @Test func scrollOnBothAxesOfOneFrameMerges() {
        let surface = FakeSurface()
        var frame = PointerFrame<FakeSurface>(isFramed: true)
        _ = frame.enter(surface, x: 5, y: 5)
        _ = frame.frame()
        _ = frame.scroll(dy: 10)
        _ = frame.scroll(dx: -3)
        _ = frame.scroll(dy: 5)
        #expect(frame.frame().map(\.event) == [PointerEvent(kind: .scroll(dx: -3, dy: 15), x: 5, y: 5)])
    }

    @Test func leaveAndEnterInOneFrameNameTheirOwnSurfaces() {
        let first = FakeSurface()
        let second = FakeSurface()
        var frame = PointerFrame<FakeSurface>(isFramed: true)
        _ = frame.enter(first, x: 1, y: 1)
        _ = frame.frame()
        _ = frame.leave(first)
        _ = frame.enter(second, x: 7, y: 8)
        let delivered = frame.frame()
        #expect(delivered.map(\.event.kind) == [.leave, .enter])
        #expect(delivered[0].surface === first)
        #expect(delivered[1].surface === second)
        #expect(frame.focus === second)
    }

    @Test func unframedPointersDeliverAtOnce() {
        let surface = FakeSurface()
        var frame = PointerFrame<FakeSurface>(isFramed: false)
        #expect(frame.enter(surface, x: 3, y: 4).map(\.event) == [PointerEvent(kind: .enter, x: 3, y: 4)])
        #expect(frame.scroll(dy: 2).map(\.event) == [PointerEvent(kind: .scroll(dx: 0, dy: 2), x: 3, y: 4)])
        #expect(
            frame.button(.right, isPressed: false).map(\.event)
                == [PointerEvent(kind: .release(.right), x: 3, y: 4)])
        #expect(frame.leave(surface).map(\.event.kind) == [.leave])
        #expect(frame.focus == nil)
    }
}
