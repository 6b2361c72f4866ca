import Testing
import CurtainPresentation
import CurtainRendering

/// A transition driven by hand: held at the fraction given, then played forward or back on the frame clock.
@Suite("Percent-driven interactive transitions")
@MainActor
struct PercentDrivenTransitionTests {
    /// Slides, and lets a gesture drive its dismissal.
    final class Swipe: TransitioningDelegate {
        let slide = SlideTransition()
        let interaction = PercentDrivenInteractiveTransition()
        func animationController(
            forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
        ) -> Animator? { slide }
        func animationController(forDismissed dismissed: ViewController) -> Animator? { slide }
        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
        ) -> PresentationController? { PresentationController(dimmingLayer: .popup) }
        func interactionControllerForDismissal(using animator: Animator) -> PercentDrivenInteractiveTransition? {
            interaction
        }
    }

    static func presented(_ swipe: Swipe) -> TransitionCoordinator {
        let coordinator = TransitionCoordinator(
            transitioningDelegate: swipe, containerSize: Size(width: 600, height: 400),
            cardSize: Size(width: 300, height: 200))
        coordinator.present(animated: false)
        return coordinator
    }

    @Test("a held dismissal shows the fraction given, draws only when it moves, and finishes on the clock from there")
    func heldThenFinished() {
        let swipe = Swipe()
        let coordinator = Self.presented(swipe)
        var completed: [Bool] = []
        coordinator.dismiss(animated: true) { completed.append($0) }
        #expect(coordinator.isInteractive && swipe.interaction.isDriving)
        #expect(coordinator.advance(to: 0), "the first frame shows the start")
        #expect(!coordinator.advance(to: 0.3), "held: time does not move it")
        #expect(coordinator.values.dim == 0.4)
        swipe.interaction.update(0.5)
        #expect(abs(coordinator.percentComplete - 0.5) < 1e-9)
        #expect(coordinator.advance(to: 0.31), "the new fraction is drawn once")
        #expect(!coordinator.advance(to: 0.32))
        let halfway = coordinator.values
        #expect(halfway.dim > 0 && halfway.dim < 0.4 && halfway.offsetY > 0, "\(halfway)")
        swipe.interaction.finish()
        #expect(!coordinator.isInteractive)
        // The frame clock may have restarted while the transition was held: the next frame goes on from 0.5.
        #expect(coordinator.advance(to: 0))
        #expect(coordinator.values == halfway)
        coordinator.advance(to: coordinator.transitionDuration.inSeconds)
        #expect(completed == [true] && !coordinator.isPresented)
    }

    @Test("a cancelled dismissal plays back to the start and leaves the card presented")
    func heldThenCancelled() {
        let swipe = Swipe()
        let coordinator = Self.presented(swipe)
        let presented = coordinator.values
        var completed: [Bool] = []
        coordinator.dismiss(animated: true) { completed.append($0) }
        coordinator.advance(to: 0)
        swipe.interaction.update(0.6)
        swipe.interaction.cancel()
        #expect(coordinator.isCancelled && !coordinator.isInteractive)
        #expect(coordinator.advance(to: 10), "rewinding starts at this frame")
        let rewinding = coordinator.values
        #expect(coordinator.advance(to: 10 + 0.6 * coordinator.transitionDuration.inSeconds / 2))
        #expect(coordinator.values.dim > rewinding.dim, "the dim comes back as it plays back")
        #expect(completed.isEmpty)
        coordinator.advance(to: 10 + coordinator.transitionDuration.inSeconds)
        #expect(completed == [false])
        #expect(coordinator.isPresented && coordinator.isComplete)
        #expect(coordinator.values == presented, "back at rest: \(coordinator.values)")
    }

    @Test("finish() ends a cancelled transition at its start at once")
    func finishWhileRewinding() {
        let swipe = Swipe()
        let coordinator = Self.presented(swipe)
        var completed: [Bool] = []
        coordinator.dismiss(animated: true) { completed.append($0) }
        swipe.interaction.update(0.6)
        swipe.interaction.cancel()
        coordinator.finish()
        #expect(completed == [false] && coordinator.isPresented)
    }

    @Test("an unanimated dismissal is never held")
    func unanimatedIsNotHeld() {
        let swipe = Swipe()
        let coordinator = Self.presented(swipe)
        coordinator.dismiss(animated: false)
        #expect(!coordinator.isInteractive && !coordinator.isPresented)
    }
}
