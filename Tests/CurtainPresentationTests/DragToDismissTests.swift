import CurtainTestSupport
import Testing

@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews

@Suite(.blocking) struct DragToDismissTests {
    @Test func downwardDragFollowsThePointer() {
        var drag = DragToDismiss(cardHeight: 150)
        drag.begin(atY: 100, time: .zero)
        drag.move(toY: 130, time: .milliseconds(100))
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
        drag.begin(atY: 0, time: .zero)
        drag.move(toY: 10, time: .milliseconds(100))
        let decision = drag.end(atY: 20, time: .milliseconds(110))
        #expect(decision == .dismiss)  // 1000 px/s down
        #expect(abs(drag.velocity - 1000) < 1e-6)
    }

    @Test func snapBackSpringConvergesToRest() {
        var drag = DragToDismiss(cardHeight: 300)
        drag.begin(atY: 0, time: .zero)
        drag.move(toY: 50, time: .milliseconds(500))
        guard case .snapBack(let velocity) = drag.end(atY: 60, time: .seconds(1)) else {
            Issue.record("expected snap-back")
            return
        }
        #expect(drag.snapBackOffset(at: .zero, releaseVelocity: velocity) == 60)
        let settle = drag.snapBackDuration(releaseVelocity: velocity)
        #expect(settle > .milliseconds(100) && settle < .seconds(1))
        #expect(abs(drag.snapBackOffset(at: settle, releaseVelocity: velocity)) <= 0.5)
    }
}

@MainActor @Suite struct DragThroughCoordinatorTests {
    @Test func releasedCardSpringsBackThroughTheCoordinator() {
        let coordinator = TransitionCoordinator(
            transitioningDelegate: SlideTransition(), containerSize: Size(width: 600, height: 400),
            cardSize: Size(width: 300, height: 160))
        coordinator.present(animated: false)
        var drag = DragToDismiss(cardHeight: 160)
        drag.begin(atY: 200, time: .zero)
        drag.move(toY: 240, time: .milliseconds(200))
        var values = coordinator.values
        values.offsetY = drag.offsetY
        coordinator.setInteractiveValues(values)
        #expect(coordinator.values.offsetY == 40)
        guard case .snapBack(let velocity) = drag.end(atY: 240, time: .milliseconds(300)) else {
            Issue.record("expected snap-back")
            return
        }
        var finished: [Bool] = []
        coordinator.animateValues([drag.snapBackAnimation(releaseVelocity: velocity)]) { finished.append($0) }
        #expect(coordinator.advance(to: 1))
        #expect(coordinator.values.offsetY == 40)
        var time = 1.0
        while coordinator.isAnimatingValues {
            time += 1.0 / 60
            coordinator.advance(to: time)
        }
        #expect(finished == [true])
        #expect(coordinator.values.offsetY == 0)
        #expect(time < 2)
    }

    @Test func dismissingMidSpringStartsFromTheCurrentOffset() {
        let coordinator = TransitionCoordinator(
            transitioningDelegate: SlideTransition(), containerSize: Size(width: 600, height: 400),
            cardSize: Size(width: 300, height: 160))
        coordinator.present(animated: false)
        coordinator.setInteractiveValues(TransitionValues(scale: 1, dim: 0.4, offsetY: 50, cardAlpha: 1))
        var finished: [Bool] = []
        coordinator.animateValues([PropertyAnimation(\.offsetY, to: 0, spring: .snapBack)]) { finished.append($0) }
        coordinator.advance(to: 0)
        coordinator.advance(to: 0.05)
        let offset = coordinator.values.offsetY
        coordinator.dismiss()
        #expect(finished == [false])
        coordinator.advance(to: 0.1)
        #expect(abs(coordinator.values.offsetY - offset) < 1e-9)
        coordinator.advance(to: 0.2)
        #expect(coordinator.values.offsetY > offset)
    }
}
