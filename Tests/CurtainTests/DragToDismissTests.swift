import Testing

@testable import Curtain

@Suite struct DragToDismissTests {
    @Test func downwardDragFollowsThePointer() {
        var drag = DragToDismiss(cardHeight: 150)
        drag.begin(atY: 100, time: 0)
        drag.move(toY: 130, time: 0.1)
        #expect(drag.offsetY == 30)
    }

    @Test func upwardDragResistsAndNeverPassesTheLimit() {
        let drag = DragToDismiss(cardHeight: 150, resistance: 40)
        #expect(drag.rubberBandedOffset(forDistance: -40) == -20)
        #expect(drag.rubberBandedOffset(forDistance: -10_000) > -40)
        #expect(drag.rubberBandedOffset(forDistance: -10) > -10)
    }

    @Test func farOrFastReleasesDismiss() {
        let drag = DragToDismiss(cardHeight: 150)
        #expect(drag.decision(offset: 60, velocity: 0) == .dismiss)
        #expect(drag.decision(offset: 10, velocity: 800) == .dismiss)
        #expect(drag.decision(offset: 40, velocity: 100) == .snapBack(velocity: 100))
        #expect(drag.decision(offset: -20, velocity: 900) == .snapBack(velocity: 900))
    }

    @Test func releaseVelocityComesFromTheLastTwoSamples() {
        var drag = DragToDismiss(cardHeight: 300)
        drag.begin(atY: 0, time: 0)
        drag.move(toY: 10, time: 0.1)
        let decision = drag.end(atY: 20, time: 0.11)
        #expect(decision == .dismiss)  // 1000 px/s down
        #expect(abs(drag.velocity - 1000) < 1e-6)
    }

    @Test func snapBackSpringConvergesToRest() {
        var drag = DragToDismiss(cardHeight: 300)
        drag.begin(atY: 0, time: 0)
        drag.move(toY: 50, time: 0.5)
        guard case .snapBack(let velocity) = drag.end(atY: 60, time: 1) else {
            Issue.record("expected snap-back")
            return
        }
        #expect(drag.snapBackOffset(at: 0, releaseVelocity: velocity) == 60)
        let settle = drag.snapBackDuration(releaseVelocity: velocity)
        #expect(settle > 0.1 && settle < 1)
        #expect(abs(drag.snapBackOffset(at: settle, releaseVelocity: velocity)) <= 0.5)
    }
}
