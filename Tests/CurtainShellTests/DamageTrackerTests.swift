import CurtainTestSupport
import Testing
@testable import CurtainShell

@Suite("Damage tracking with buffer age", .blocking)
struct DamageTrackerTests {
    private func tracker() -> DamageTracker {
        var damage = DamageTracker()
        damage.size = SurfaceSize(width: 100, height: 100)
        damage.finishFrame()
        return damage
    }

    @Test("dirty rectangles merge into one bounding box clipped to the surface")
    func mergesAndClips() {
        var damage = tracker()
        damage.add(SurfaceRect(x: 10, y: 10, width: 10, height: 10))
        damage.add(SurfaceRect(x: 90, y: 95, width: 30, height: 30))
        #expect(damage.pending == SurfaceRect(x: 10, y: 10, width: 90, height: 90))
    }

    @Test("the buffer drawn last frame repaints only the new damage")
    func lastFrameBufferRepaintsDamage() {
        var damage = tracker()
        damage.add(SurfaceRect(x: 1, y: 2, width: 3, height: 4))
        #expect(damage.repaintRect(bufferFrame: 1) == SurfaceRect(x: 1, y: 2, width: 3, height: 4))
        #expect(damage.finishFrame() == SurfaceRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("an older buffer also repaints what changed in the frames since it was drawn")
    func olderBufferRepaintsHistory() {
        var damage = tracker()
        damage.add(SurfaceRect(x: 0, y: 0, width: 10, height: 10))
        damage.finishFrame()  // frame 2, drawn into buffer B
        damage.add(SurfaceRect(x: 50, y: 50, width: 10, height: 10))
        // Buffer A was drawn in frame 1: it lacks frame 2's change.
        #expect(damage.repaintRect(bufferFrame: 1) == SurfaceRect(x: 0, y: 0, width: 60, height: 60))
    }

    @Test("unknown or too old buffers are repainted completely")
    func unknownContents() {
        var damage = tracker()
        let everything = SurfaceRect(width: 100, height: 100)
        damage.add(SurfaceRect(x: 0, y: 0, width: 1, height: 1))
        #expect(damage.repaintRect(bufferFrame: nil) == everything)
        for _ in 0..<6 {
            damage.finishFrame()
            damage.add(SurfaceRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(damage.repaintRect(bufferFrame: 1) == everything)
    }

    @Test("a resize damages everything and forgets the history")
    func resizeDamagesAll() {
        var damage = tracker()
        damage.size = SurfaceSize(width: 200, height: 50)
        #expect(damage.pending == SurfaceRect(width: 200, height: 50))
        damage.finishFrame()
        #expect(!damage.isDirty)
        damage.add(SurfaceRect(x: 0, y: 0, width: 5, height: 5))
        #expect(damage.repaintRect(bufferFrame: 1) == SurfaceRect(width: 200, height: 50))
    }
}
