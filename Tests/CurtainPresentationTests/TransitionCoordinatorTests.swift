import Testing

@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews

/// Records the order of hooks for the tests.
private final class RecordingController: PresentationController {
    var events: [String] = []
    override func presentationTransitionWillBegin() {
        events.append("presentWillBegin")
        super.presentationTransitionWillBegin()
    }
    override func presentationTransitionDidEnd(_ completed: Bool) { events.append("presentDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() {
        events.append("dismissWillBegin")
        super.dismissalTransitionWillBegin()
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) { events.append("dismissDidEnd(\(completed))") }
}

/// A slide transition whose presentation controller records hooks.
private final class RecordingSlide: TransitioningDelegate {
    let slide = SlideTransition()
    let controller = RecordingController(dimmingLayer: .popup)
    func animationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController?)
        -> Animator?
    { slide }
    func animationController(forDismissed dismissed: ViewController) -> Animator? { slide }
    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController?)
        -> PresentationController?
    { controller }
}

@MainActor @Suite struct TransitionCoordinatorTests {
    let container = Size(width: 600, height: 400)
    let card = Size(width: 300, height: 160)

    @Test func hooksAndCompletionsRunOnceInUIKitOrder() {
        let delegate = RecordingSlide()
        let coordinator = TransitionCoordinator(transitioningDelegate: delegate, containerSize: container, cardSize: card)
        var completions = 0
        coordinator.present { completed in
            #expect(completed)
            completions += 1
            delegate.controller.events.append("completion")
        }
        #expect(!coordinator.isComplete)
        let clock = SteppedFrameClock(fps: 60)
        for _ in 0..<60 {
            coordinator.advance(with: clock)
            clock.advance()
        }
        #expect(completions == 1)
        #expect(coordinator.isPresented)
        #expect(coordinator.isComplete)
        #expect(delegate.controller.events == ["presentWillBegin", "presentDidEnd(true)", "completion"])
        #expect(abs(delegate.controller.dimmingLayer.alpha - 0.4) < 1e-12)
    }

    @Test func sameTimestampDrawsNoNewFrame() {
        let coordinator = TransitionCoordinator(transitioningDelegate: ZoomTransition(), containerSize: container, cardSize: card)
        coordinator.present()
        #expect(coordinator.advance(to: 10))
        #expect(!coordinator.advance(to: 10))
        #expect(!coordinator.advance(to: 9.5))
        #expect(coordinator.advance(to: 10.1))
        // Time is relative to the first frame, whatever the clock's origin.
        #expect(abs(coordinator.values.scale - 1.05) < 1e-9)
    }

    @Test func skippedFramesJumpToTheRightValues() {
        let coordinator = TransitionCoordinator(transitioningDelegate: ZoomTransition(), containerSize: container, cardSize: card)
        coordinator.present()
        coordinator.advance(to: 0)
        coordinator.advance(to: 0.15)
        #expect(abs(coordinator.values.scale - (1.1 - 0.1 * TimingCurve.easeInOut.value(at: 0.75))) < 1e-9)
    }

    @Test func animatedFalseCompletesBeforeReturning() {
        let delegate = RecordingSlide()
        let coordinator = TransitionCoordinator(transitioningDelegate: delegate, containerSize: container, cardSize: card)
        var presented = 0
        coordinator.present(animated: false) { _ in presented += 1 }
        #expect(presented == 1)
        #expect(coordinator.isPresented && coordinator.isComplete)
        #expect(coordinator.values.offsetY == 0 && abs(coordinator.values.dim - 0.4) < 1e-12)
        var dismissed = 0
        coordinator.dismiss(animated: false) { completed in
            #expect(completed)
            dismissed += 1
        }
        #expect(dismissed == 1)
        #expect(!coordinator.isPresented)
        #expect(!coordinator.values.isCardVisible && coordinator.values.dim == 0)
        #expect(!coordinator.advance(to: 1))
        #expect(
            delegate.controller.events == [
                "presentWillBegin", "presentDidEnd(true)", "dismissWillBegin", "dismissDidEnd(true)",
            ])
    }

    @Test func dismissDuringPresentReversesFromTheCurrentValues() {
        let delegate = RecordingSlide()
        let coordinator = TransitionCoordinator(transitioningDelegate: delegate, containerSize: container, cardSize: card)
        var presentResult: [Bool] = []
        var dismissResult: [Bool] = []
        coordinator.present { presentResult.append($0) }
        coordinator.advance(to: 0)
        coordinator.advance(to: 0.2)
        let before = coordinator.values
        #expect(before.offsetY > 0 && before.dim > 0)

        coordinator.dismiss { dismissResult.append($0) }
        #expect(presentResult == [false])
        #expect(coordinator.values == before)
        // The reversal takes as long as the part it undoes: 0.2 s of the 0.5 s.
        #expect(abs(coordinator.transitionDuration.inSeconds - 0.2) < 1e-9)
        // The first frame after the interruption continues from where the card was.
        #expect(coordinator.advance(to: 0.2 + 1.0 / 60))
        #expect(abs(coordinator.values.offsetY - before.offsetY) < 5)
        #expect(abs(coordinator.values.dim - before.dim) < 0.02)
        coordinator.advance(to: 0.4)
        #expect(dismissResult == [true])
        #expect(!coordinator.isPresented)
        #expect(
            delegate.controller.events == [
                "presentWillBegin", "presentDidEnd(false)", "dismissWillBegin", "dismissDidEnd(true)",
            ])
    }

    @Test func reversalIsContinuousFrameByFrame() {
        let coordinator = TransitionCoordinator(transitioningDelegate: ZoomTransition(), containerSize: container, cardSize: card)
        coordinator.present()
        coordinator.advance(to: 0)
        coordinator.advance(to: 0.1)
        let dimAtInterruption = coordinator.values.dim
        coordinator.dismiss()
        var previous = dimAtInterruption
        var time = 0.1
        while !coordinator.isComplete {
            time += 0.005
            coordinator.advance(to: time)
            if coordinator.isComplete { break }
            #expect(coordinator.values.dim <= previous + 1e-12)
            #expect(previous - coordinator.values.dim < 0.05)
            previous = coordinator.values.dim
        }
        #expect(time < 0.21)
    }

    @Test func presentWhilePresentedDoesNothing() {
        let coordinator = TransitionCoordinator(transitioningDelegate: FadeTransition(), containerSize: container, cardSize: card)
        coordinator.present(animated: false)
        var results: [Bool] = []
        coordinator.present { results.append($0) }
        #expect(results == [false])
        #expect(coordinator.isComplete)
    }

    @Test func finishRunsCompletionsOnce() {
        let coordinator = TransitionCoordinator(
            transitioningDelegate: BounceTransition(), containerSize: container, cardSize: card)
        var count = 0
        var alongsideCount = 0
        coordinator.present { _ in count += 1 }
        coordinator.animate(alongside: nil) { context in
            #expect(!context.isCancelled)
            alongsideCount += 1
        }
        coordinator.advance(to: 0)
        coordinator.finish()
        coordinator.finish()
        coordinator.advance(to: 5)
        #expect(count == 1 && alongsideCount == 1)
        #expect(coordinator.values.scale == 1)
        let acceptsAnimation = coordinator.animate(alongside: { _ in })
        #expect(!acceptsAnimation)
    }

    @Test func alongsideAnimationUsesTheTransitionDuration() {
        let coordinator = TransitionCoordinator(
            transitioningDelegate: SlideTransition(), containerSize: container, cardSize: card)
        coordinator.present()
        coordinator.animate(alongside: { context in context.animate(\.scale, from: 0.5, to: 1) })
        coordinator.advance(to: 0)
        #expect(coordinator.values.scale == 0.5)
        coordinator.advance(to: 0.25)
        #expect(abs(coordinator.values.scale - 0.75) < 1e-9)
    }

    @Test func tapOnDimDismissesOnlyOutsideTheCardWhenAllowed() {
        let coordinator = TransitionCoordinator(transitioningDelegate: FadeTransition(), containerSize: container, cardSize: card)
        let controller = coordinator.presentationController
        coordinator.present(animated: false)
        #expect(!controller.shouldDismiss(forTapAtX: 10, y: 10))
        controller.dismissesOnDimTap = true
        #expect(controller.shouldDismiss(forTapAtX: 10, y: 10))
        #expect(!controller.shouldDismiss(forTapAtX: 300, y: 200))
    }

    /// An animator of one's own that animates only the scale, as seed 004's does: the card it presents must be
    /// opaque and in place, not left at the hidden values a coordinator starts with.
    @Test func aPresentationFromNothingStartsWithTheCardAtRest() {
        final class ScaleOnly: Animator, TransitioningDelegate {
            func transitionDuration(using context: TransitionContext) -> Duration { .seconds(0.2) }
            func animateTransition(using context: TransitionContext) {
                context.animate([PropertyAnimation(\.scale, from: 1.1, to: 1, duration: .seconds(0.2))]) { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                }
            }
            func animationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController?)
                -> Animator?
            { self }
            func animationController(forDismissed dismissed: ViewController) -> Animator? { self }
            func presentationController(
                forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
            ) -> PresentationController? {
                PresentationController(dimmingLayer: .none)
            }
        }
        let coordinator = TransitionCoordinator(transitioningDelegate: ScaleOnly(), containerSize: container, cardSize: card)
        coordinator.present(animated: true)
        coordinator.advance(to: 0)  // the first frame starts the clock
        coordinator.advance(to: 0.1)
        #expect(coordinator.values.cardAlpha == 1 && coordinator.values.offsetY == 0)
        #expect(coordinator.values.scale > 1 && coordinator.values.scale < 1.1)
        coordinator.advance(to: 0.2)
        #expect(coordinator.values == TransitionValues.identity)
    }
}
